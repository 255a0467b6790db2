/**
 * False in the pre-rendered HTML and while React hydrates it, true afterwards. Islands that show
 * what only the browser knows (local storage) render the server's version first, so hydration
 * matches; a button that is no submit (Google sign-in) stays disabled until its handler exists.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Like useHydrated, but the change to true after hydration is rendered as a transition, which
 * React renders in short pieces. useHydrated's store differs from the server's snapshot after
 * hydration, and React renders that change at once, in one task, with everything that uses it: for
 * a large island (the issue reader) that is a task long enough to block a tap on a slow phone.
 */
export function useHydratedSoon(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

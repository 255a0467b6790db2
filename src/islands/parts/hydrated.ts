/**
 * False in the pre-rendered HTML and while React hydrates it, true afterwards. Islands that show
 * what only the browser knows (local storage) render the server's version first, so hydration
 * matches; a button that is no submit (Google sign-in) stays disabled until its handler exists.
 */
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

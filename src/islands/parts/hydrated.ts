/**
 * False while React hydrates the pre-rendered HTML, true afterwards. Islands that show what only
 * the browser knows (local storage) render the server's version first, so hydration matches.
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

/**
 * Acts on the input that came before the reader was live (src/lib/browser/held-input.ts): the key
 * that woke it, and any control pressed while it was waking, in the order they came.
 */
import { startTransition, useEffect, type RefObject } from 'react';
import { takeHeldInput } from '../../lib/browser/held-input.ts';
import { readerKeyAction, type ReaderAction } from '../../lib/reader/keys.ts';
import { useLatest } from './hooks.ts';
import type { AlertAction } from './LandscapeAlert.tsx';

/** What the reader's shortcuts and its server-rendered controls can ask for. */
export type HeldReaderAction = ReaderAction | AlertAction | 'togglePages' | 'toggleContents';

export function useHeldInput(
  root: RefObject<HTMLElement | null>,
  handlers: Record<HeldReaderAction, () => boolean | void>,
): void {
  const latest = useLatest(handlers);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const held = takeHeldInput(element);
    if (held.length === 0) return;
    // Rendered with the rest of the waking as a transition, in short pieces: what they change
    // re-renders the whole reader, in a task too long for a slow phone when rendered at once.
    startTransition(() => {
      for (const input of held) {
        const action = input.kind === 'key' ? readerKeyAction(input.key) : input.action;
        if (action && Object.hasOwn(latest.current, action)) latest.current[action as HeldReaderAction]();
      }
    });
  }, [root, latest]);
}

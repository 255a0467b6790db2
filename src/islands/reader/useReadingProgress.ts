/**
 * Remembers the page in view, per issue, and offers the remembered one when the issue opens. The
 * offer is worked out from what was remembered before this visit (and, for a signed-in reader,
 * what the API has from other devices, which may arrive a moment later); it goes once the reader
 * turns a page or takes it. The opening page itself is never written, so merely opening an issue
 * cannot overwrite the place a reader left it at.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { readSignedInHint } from '../../lib/accounts/signed-in-hint.ts';
import { continuePage } from '../../lib/reader/progress.ts';
import { $localReadingProgress, rememberLocally } from '../../stores/local-reading-progress.ts';

const serverProgress = () => import('../../stores/server-reading-progress.ts');

export interface ReadingProgressOffer {
  /** The page (1-based) to offer, or undefined. */
  offer: number | undefined;
  dismiss: () => void;
}

export function useReadingProgress(
  issueId: string,
  total: number,
  startPage: number,
  current: number,
): ReadingProgressOffer {
  const remembered = useStore($localReadingProgress)[issueId];
  const [dismissed, setDismissed] = useState(false);
  const moved = useRef(false);

  useEffect(() => {
    if (!readSignedInHint()) return;
    void serverProgress().then(({ syncReadingProgress }) => syncReadingProgress());
  }, [issueId]);

  useEffect(() => {
    if (!moved.current && current === startPage) return;
    moved.current = true;
    setDismissed(true);
    const page = current + 1;
    rememberLocally(issueId, { page, total, at: Date.now() });
    if (readSignedInHint()) void serverProgress().then(({ sendReadingProgress }) => sendReadingProgress(issueId, page));
  }, [issueId, total, startPage, current]);

  return {
    offer: dismissed ? undefined : continuePage(remembered, startPage + 1, total),
    dismiss: () => setDismissed(true),
  };
}

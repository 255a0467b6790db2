/** "Continue at page N": the reader's remembered place, offered, never jumped to by itself. */
import type { ReactNode } from 'react';
import { READING_PROGRESS_TEXT } from '../../lib/reader/messages.ts';

export function ContinueReading({ page, onContinue }: { page: number; onContinue: () => void }): ReactNode {
  return (
    <button type="button" className="reader-button reader-button--text reader-continue" onClick={onContinue}>
      {READING_PROGRESS_TEXT.continueAt(page)}
    </button>
  );
}

/** The contents: each story's title and the page it starts on, to turn straight to it. */
import type { ReactNode } from 'react';
import type { ContentsEntry } from '../../../contract/issue-links.ts';
import { READER_LABELS } from '../../lib/reader/messages.ts';

export function ContentsPanel({
  id,
  contents,
  current,
  onJump,
}: {
  id: string;
  contents: readonly ContentsEntry[];
  current: number;
  onJump: (index: number) => void;
}): ReactNode {
  return (
    <nav id={id} className="reader-contents" aria-label={READER_LABELS.contents}>
      <ol>
        {contents.map((entry, index) => (
          <li key={`${index}:${entry.page}`} style={{ paddingInlineStart: `${entry.depth}rem` }}>
            <button
              type="button"
              aria-current={entry.page - 1 === current ? 'page' : undefined}
              onClick={() => onJump(entry.page - 1)}
            >
              <span>{entry.title}</span> <span className="reader-contents__page">{entry.page}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

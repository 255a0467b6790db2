/**
 * An issue's pages checked page by page: each page's picture beside its words and links, moved,
 * made the cover (by its buttons, or dragged), removed or replaced, with its words, links and the
 * contents kept in step (lib/desk/issue-pages.ts). The keyboard's focus follows a page it moved.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ContentsEntry } from '../../../contract/issue-links.ts';
import type { DeskImage } from '../../lib/desk/draft.ts';
import { makeCover, movePage, removePage, replacePage, type IssuePages as Pages } from '../../lib/desk/issue-pages.ts';
import { PAGE_EDITOR_TEXT } from '../../lib/desk/page-editor-text.ts';
import { IssuePageCard } from './IssuePageCard.tsx';
import { PageReplace } from './PageReplace.tsx';
import { useDragToMove } from './drag-to-move.ts';
import './issue-pages.css';

const TEXT = PAGE_EDITOR_TEXT;

export interface IssuePagesProps {
  pages: DeskImage[];
  contents: ContentsEntry[];
  onChange: (changed: { images: DeskImage[]; contents: ContentsEntry[] }) => void;
  showMissingAlt: boolean;
  /** Saves the issue and answers its id (a PDF page is drawn for a stored issue). */
  saveFirst: () => Promise<string | undefined>;
}

type Focus = { index: number; button: 'earlier' | 'later' | 'cover' | 'remove' };

export function IssuePages({ pages, contents, onChange, showMissingAlt, saveFirst }: IssuePagesProps) {
  const id = useId();
  const [replacing, setReplacing] = useState<number>();
  const [said, setSaid] = useState('');
  const [focus, setFocus] = useState<Focus>();
  useEffect(() => {
    if (!focus) return;
    const wanted = document.getElementById(`${id}-${focus.button}-${focus.index}`) as HTMLButtonElement | null;
    const fallback = document.getElementById(`${id}-alt-${focus.index}`);
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
    setFocus(undefined);
  }, [focus, id]);

  const issue: Pages<DeskImage> = { pages, contents };
  // A replacement answers seconds later: it goes into the pages as they are then.
  const latest = useRef(issue);
  latest.current = issue;
  const { itemProps } = useDragToMove((from, to) => apply(movePage(latest.current, from, to)));
  const apply = (next: Pages<DeskImage>) => onChange({ images: [...next.pages], contents: [...next.contents] });
  const move = (moved: Pages<DeskImage>, to: number, button: Focus['button']) => {
    apply(moved);
    setReplacing(undefined);
    setFocus({ index: to, button });
  };

  const tool = (index: number, button: keyof typeof TEXT.actionNames, action: () => void, disabled = false) => (
    <button
      type="button"
      className="desk-tool"
      id={`${id}-${button}-${index}`}
      disabled={disabled}
      aria-label={TEXT.actionNames[button](index + 1)}
      onClick={action}
    >
      {TEXT.actions[button]}
    </button>
  );

  return (
    <>
      <p role="status" className="desk-page__said">
        {said}
      </p>
      <ol className="desk-pages">
        {pages.map((page, index) => {
          const actions = (
            <>
              <div className="desk-images__actions">
                {tool(
                  index,
                  'earlier',
                  () => move(movePage(issue, index, index - 1), index - 1, 'earlier'),
                  index === 0,
                )}
                {tool(
                  index,
                  'later',
                  () => move(movePage(issue, index, index + 1), index + 1, 'later'),
                  index === pages.length - 1,
                )}
                {tool(index, 'cover', () => move(makeCover(issue, index), 0, 'later'), index === 0)}
                {tool(index, 'replace', () => setReplacing(index))}
                {tool(index, 'remove', () => {
                  apply(removePage(issue, index));
                  setReplacing(undefined);
                  if (pages.length > 1) setFocus({ index: Math.min(index, pages.length - 2), button: 'remove' });
                })}
              </div>
              {replacing === index && (
                <PageReplace
                  page={index + 1}
                  saveFirst={saveFirst}
                  onClose={() => setReplacing(undefined)}
                  onReplaced={(fresh) => {
                    apply(replacePage(latest.current, index, fresh));
                    setReplacing(undefined);
                    setSaid(TEXT.replace.done(index + 1));
                  }}
                />
              )}
            </>
          );
          return (
            <li
              key={`${page.path}#${pages.slice(0, index).filter((other) => other.path === page.path).length}`}
              {...itemProps(index)}
            >
              <IssuePageCard
                page={page}
                index={index}
                id={id}
                showMissingAlt={showMissingAlt}
                onChange={(changed) =>
                  apply({ pages: pages.map((old, at) => (at === index ? changed : old)), contents })
                }
                actions={actions}
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}

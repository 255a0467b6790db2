/**
 * The links printed on a page, laid over its picture: real links, placed by shares of the page so
 * they stay on their words at every size and zoom, reachable by keyboard and named by the words
 * under them. A link to another page of the issue turns to it; a web or mail link opens in a new tab.
 */
import type { ReactNode } from 'react';
import type { PageLink } from '../../../contract/issue-links.ts';
import { issuePagePath } from '../../lib/reader/page-param.ts';
import { READER_LABELS } from '../../lib/reader/messages.ts';

const percent = (share: number): string => `${(share * 100).toFixed(3)}%`;

export function PageLinks({
  issueId,
  links,
  onTurn,
}: {
  issueId: string;
  links: readonly PageLink[];
  /** Turns to a page of the issue (from 0). */
  onTurn: (index: number) => void;
}): ReactNode {
  if (links.length === 0) return null;
  return (
    <span className="reader-page__links">
      {links.map((link, index) => {
        const style = {
          left: percent(link.x),
          top: percent(link.y),
          width: percent(link.width),
          height: percent(link.height),
        };
        const key = `${index}:${link.label}`;
        if (link.page !== undefined) {
          const page = link.page;
          return (
            <a
              key={key}
              className="reader-page__link"
              style={style}
              href={issuePagePath(issueId, page - 1)}
              onClick={(event) => {
                event.preventDefault();
                onTurn(page - 1);
              }}
            >
              <span className="visually-hidden">{READER_LABELS.pageLink(link.label, page)}</span>
            </a>
          );
        }
        return (
          <a
            key={key}
            className="reader-page__link"
            style={style}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="visually-hidden">{READER_LABELS.webLink(link.label)}</span>
          </a>
        );
      })}
    </span>
  );
}

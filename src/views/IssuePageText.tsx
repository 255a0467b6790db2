/**
 * One page of an issue as text: its headline, page number and section, standfirst and paragraphs.
 * The API's page text is plain text, so it is rendered as text (React escapes it), never as HTML.
 * Rendered to static HTML by the issue's page without JavaScript and inside the reader's text view.
 */
import type { ReactNode } from 'react';
import type { PageText } from '../../contract/schemas.ts';
import { READER_LABELS } from '../lib/reader/messages.ts';

export interface IssuePageTextProps {
  page: number;
  text: PageText | undefined;
  /** The headline's level: below the heading of the text it belongs to. */
  level: 2 | 3;
  /** An id for the headline, so a link or a search result can point at the page. */
  headingId?: string;
}

export function IssuePageText({ page, text, level, headingId }: IssuePageTextProps): ReactNode {
  const Heading = level === 2 ? 'h2' : 'h3';
  if (!text) {
    return (
      <article className="page-text">
        <p className="page-text__meta">{READER_LABELS.noText(page)}</p>
      </article>
    );
  }
  return (
    <article className="page-text" aria-labelledby={headingId}>
      <Heading id={headingId} className="page-text__headline">
        {text.headline}
      </Heading>
      <p className="page-text__meta">{READER_LABELS.pageSection(page, text.section)}</p>
      {text.standfirst && <p className="page-text__standfirst">{text.standfirst}</p>}
      {text.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}

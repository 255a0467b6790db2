/**
 * A page's words as the desk edits them, and back as the issue stores them (`pageTexts`): plain
 * text in four fields, the body's paragraphs parted by a blank line. The editor's typing is kept as
 * typed (a paragraph just begun, spaces at an end) and tidied only when it is sent.
 */
import { PAGE_TEXT_LIMITS, type PageText } from '../../../contract/schemas.ts';
import { PAGE_EDITOR_TEXT } from './page-editor-text.ts';

const PAGE_TEXT_PROBLEMS = PAGE_EDITOR_TEXT.problems;

export interface PageTextDraft {
  section: string;
  headline: string;
  standfirst: string;
  /** Paragraphs parted by a blank line. */
  body: string;
}

export const EMPTY_PAGE_TEXT: PageTextDraft = { section: '', headline: '', standfirst: '', body: '' };

/** The fields of a stored page text (none for a page without words). */
export function pageTextDraft(text: PageText | null | undefined): PageTextDraft {
  if (!text) return EMPTY_PAGE_TEXT;
  return {
    section: text.section ?? '',
    headline: text.headline,
    standfirst: text.standfirst ?? '',
    body: text.body.join('\n\n'),
  };
}

/** The body's paragraphs: parted by blank lines, a line break within one read as a space. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The page text to store: null when every field is empty (a page without words). A text without a
 * headline keeps an empty one, which the API refuses with the field named, as the desk shows too.
 */
export function pageTextOf(draft: PageTextDraft | undefined): PageText | null {
  if (!draft) return null;
  const section = draft.section.trim();
  const standfirst = draft.standfirst.trim();
  const body = paragraphsOf(draft.body);
  const headline = draft.headline.trim();
  if (!section && !headline && !standfirst && body.length === 0) return null;
  return { ...(section ? { section } : {}), headline, ...(standfirst ? { standfirst } : {}), body };
}

/** What is wrong with a page's text as typed, in the desk's words; undefined when nothing is. */
export function pageTextProblem(draft: PageTextDraft | undefined): string | undefined {
  const text = pageTextOf(draft);
  if (!text) return undefined;
  if (!text.headline) return PAGE_TEXT_PROBLEMS.headline;
  if (text.body.length > PAGE_TEXT_LIMITS.paragraphs) return PAGE_TEXT_PROBLEMS.paragraphs;
  if (text.body.some((paragraph) => paragraph.length > PAGE_TEXT_LIMITS.paragraph)) return PAGE_TEXT_PROBLEMS.paragraph;
  if (text.headline.length > PAGE_TEXT_LIMITS.headline) return PAGE_TEXT_PROBLEMS.headlineLength;
  if ((text.standfirst?.length ?? 0) > PAGE_TEXT_LIMITS.standfirst) return PAGE_TEXT_PROBLEMS.standfirst;
  if ((text.section?.length ?? 0) > PAGE_TEXT_LIMITS.section) return PAGE_TEXT_PROBLEMS.section;
  return undefined;
}

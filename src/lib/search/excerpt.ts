/**
 * A search result's excerpt, cut from the page's body text. Pagefind's own excerpt is a window
 * over everything the page indexes, and an indexed page opens with its title, so a result whose
 * match sits near the top showed a cut copy of the title under the title itself. Here the title's
 * words are left out and the window is taken from the body, with the matched words marked.
 */

/** How Pagefind splits a page's text into the words its match locations count. */
const WORD_BREAK = /[\r\n\s]+/g;

export interface ExcerptSource {
  /** The page's indexed text, as Pagefind gives it. */
  content: string;
  /** The positions (in words of `content`) of the words that matched. */
  locations: readonly number[];
  /** The page's title, which the result shows as its heading. */
  title: string;
}

const comparable = (word: string) => word.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** How many of the first words of `words` are the title's words, in order; 0 when they are not. */
export function titleWordCount(words: readonly string[], title: string): number {
  const titleWords = title.split(WORD_BREAK).map(comparable).filter(Boolean);
  if (titleWords.length === 0) return 0;
  let index = 0;
  for (const titleWord of titleWords) {
    while (index < words.length && comparable(words[index] ?? '') === '') index += 1;
    if (comparable(words[index] ?? '') !== titleWord) return 0;
    index += 1;
  }
  return index;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * About `length` words of the body around its first match (from the body's start when only the
 * title matched), as escaped text with each matched word in `<mark>`, and an ellipsis where the
 * body goes on.
 */
export function bodyExcerpt({ content, locations, title }: ExcerptSource, length: number): string {
  const words = content.trim().split(WORD_BREAK).filter(Boolean);
  const skip = titleWordCount(words, title);
  const body = words.slice(skip);
  const matches = new Set(locations.map((location) => location - skip).filter((location) => location >= 0));
  const first = Math.min(...matches, body.length);
  const start = first >= body.length ? 0 : Math.max(0, Math.min(first - Math.floor(length / 3), body.length - length));
  const end = Math.min(body.length, start + length);
  const text = body
    .slice(start, end)
    .map((word, offset) => (matches.has(start + offset) ? `<mark>${escapeText(word)}</mark>` : escapeText(word)))
    .join(' ');
  return `${start > 0 ? '… ' : ''}${text}${end < body.length ? ' …' : ''}`;
}

/**
 * Where a page shown alone sits in a two-page spread, so the book can move it to the middle: the
 * cover alone takes the right half of the spread (page-flip's `showCover`), and a last page alone
 * (an even page count) the left half. Undefined when two pages show, or on one-page screens.
 */
import { spreadOf, type Layout } from './pages.ts';

export type AloneSide = 'left' | 'right';

export function aloneSide(index: number, total: number, layout: Layout): AloneSide | undefined {
  if (layout !== 'spread' || total <= 1) return undefined;
  const { first, last } = spreadOf(index, total, layout);
  if (first !== last) return undefined;
  return first === 0 ? 'right' : 'left';
}

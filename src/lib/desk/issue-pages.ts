/**
 * An issue's pages kept in step when the desk moves, removes or replaces one: each page carries its
 * own words and links, and every link or contents entry that leads to a page follows that page to
 * its new place. When a page goes, links to it go too (they would lead nowhere), while a contents
 * entry moves to the page that takes its place (the next one, or the one before when it was the
 * last): the story it names still starts about there. Pure: the desk and its tests share it.
 */
import type { ContentsEntry, PageLink } from '../../../contract/issue-links.ts';

/** A page as far as the bookkeeping cares: its links (the rest travels with it untouched). */
export interface LinkedPage {
  links?: readonly PageLink[];
}

export interface IssuePages<P extends LinkedPage> {
  pages: readonly P[];
  contents: readonly ContentsEntry[];
}

/**
 * The issue with its pages in a new order: `order` lists the old indexes of the pages kept, in their
 * new order. Page numbers in links and contents are counted from 1.
 */
function reordered<P extends LinkedPage>(issue: IssuePages<P>, order: readonly number[]): IssuePages<P> {
  const newIndex = new Map(order.map((old, index) => [old, index]));
  /** Where a contents entry of a removed page goes: the next kept page, else the nearest before it. */
  const standIn = (old: number): number | undefined => {
    for (let next = old + 1; next < issue.pages.length; next += 1) {
      if (newIndex.has(next)) return newIndex.get(next);
    }
    for (let before = old - 1; before >= 0; before -= 1) {
      if (newIndex.has(before)) return newIndex.get(before);
    }
    return undefined;
  };
  const relinked = (links: readonly PageLink[]): PageLink[] =>
    links.flatMap((link) => {
      if (link.page === undefined) return [link];
      const to = newIndex.get(link.page - 1);
      return to === undefined ? [] : [{ ...link, page: to + 1 }];
    });
  const pages = order.map((old) => {
    const page = issue.pages[old] as P;
    return page.links === undefined ? page : { ...page, links: relinked(page.links) };
  });
  const contents = issue.contents.flatMap((entry) => {
    const to = newIndex.get(entry.page - 1) ?? standIn(entry.page - 1);
    return to === undefined ? [] : [{ ...entry, page: to + 1 }];
  });
  return { pages, contents };
}

const indexes = (count: number): number[] => Array.from({ length: count }, (_, index) => index);
const inRange = (issue: IssuePages<LinkedPage>, index: number) =>
  Number.isInteger(index) && index >= 0 && index < issue.pages.length;

/** Moves the page at `from` to `to` (from 0); a move out of range changes nothing. */
export function movePage<P extends LinkedPage>(issue: IssuePages<P>, from: number, to: number): IssuePages<P> {
  if (from === to || !inRange(issue, from) || !inRange(issue, to)) return issue;
  const order = indexes(issue.pages.length);
  order.splice(from, 1);
  order.splice(to, 0, from);
  return reordered(issue, order);
}

/** Makes the page at `index` the cover: the first page, the others keeping their order after it. */
export function makeCover<P extends LinkedPage>(issue: IssuePages<P>, index: number): IssuePages<P> {
  return movePage(issue, index, 0);
}

/** Removes the page at `index` (from 0). */
export function removePage<P extends LinkedPage>(issue: IssuePages<P>, index: number): IssuePages<P> {
  if (!inRange(issue, index)) return issue;
  return reordered(
    issue,
    indexes(issue.pages.length).filter((old) => old !== index),
  );
}

/**
 * Puts `page` in the place of the page at `index`: links and contents leading to that place stay.
 * The new page's own links to pages are dropped: they count the pages of the file it came from, not
 * this issue's; its links to addresses are kept.
 */
export function replacePage<P extends LinkedPage>(issue: IssuePages<P>, index: number, page: P): IssuePages<P> {
  if (!inRange(issue, index)) return issue;
  const own =
    page.links === undefined ? page : { ...page, links: page.links.filter((link) => link.href !== undefined) };
  return { pages: issue.pages.map((old, at) => (at === index ? own : old)), contents: issue.contents };
}

import { describe, expect, it } from 'vitest';
import type { PageLink } from '../../../contract/issue-links.ts';
import { makeCover, movePage, removePage, replacePage, type IssuePages } from './issue-pages.ts';

const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.05 };
const toPage = (page: number, label = `to ${page}`): PageLink => ({ ...box, label, page });
const toAddress = (href: string): PageLink => ({ ...box, label: href, href });

interface Page {
  name: string;
  links?: PageLink[];
}

/** Four pages: A links to C, C links back to A and out to the web, D to B. */
const issue: IssuePages<Page> = {
  pages: [
    { name: 'A', links: [toPage(3)] },
    { name: 'B', links: [] },
    { name: 'C', links: [toPage(1), toAddress('https://example.com/')] },
    { name: 'D', links: [toPage(2)] },
  ],
  contents: [
    { title: 'Cover', page: 1, depth: 0 },
    { title: 'Tea', page: 2, depth: 0 },
    { title: 'Pickers', page: 3, depth: 1 },
    { title: 'Back', page: 4, depth: 0 },
  ],
};

const names = (pages: readonly Page[]) => pages.map((page) => page.name).join('');
/** Each page's links as "label→page" or the address. */
const targets = (pages: readonly Page[]) =>
  pages.map((page) => (page.links ?? []).map((link) => link.page ?? link.href));

describe('moving a page', () => {
  it('takes its words and links with it, and links and contents follow it to its new number', () => {
    const moved = movePage(issue, 2, 0);
    expect(names(moved.pages)).toBe('CABD');
    // C (now 1) led to A (now 2); A (now 2) led to C (now 1); D led to B (now 3).
    expect(targets(moved.pages)).toEqual([[2, 'https://example.com/'], [1], [], [3]]);
    expect(moved.contents.map((entry) => [entry.title, entry.page])).toEqual([
      ['Cover', 2],
      ['Tea', 3],
      ['Pickers', 1],
      ['Back', 4],
    ]);
    expect(moved.contents[2]?.depth).toBe(1);
  });

  it('moves a page later as far as the end', () => {
    const moved = movePage(issue, 0, 3);
    expect(names(moved.pages)).toBe('BCDA');
    expect(targets(moved.pages)).toEqual([[], [4, 'https://example.com/'], [1], [2]]);
  });

  it('changes nothing for a move out of range or in place', () => {
    expect(movePage(issue, 1, 1)).toBe(issue);
    expect(movePage(issue, 0, 4)).toBe(issue);
    expect(movePage(issue, -1, 2)).toBe(issue);
  });

  it('makes any page the cover, the others keeping their order', () => {
    const covered = makeCover(issue, 3);
    expect(names(covered.pages)).toBe('DABC');
    expect(targets(covered.pages)).toEqual([[3], [4], [], [2, 'https://example.com/']]);
    expect(covered.contents.find((entry) => entry.title === 'Back')?.page).toBe(1);
  });

  it('leaves pages without links as they are', () => {
    const bare: IssuePages<Page> = { pages: [{ name: 'A' }, { name: 'B' }], contents: [] };
    expect(movePage(bare, 1, 0).pages).toEqual([{ name: 'B' }, { name: 'A' }]);
  });
});

describe('removing a page', () => {
  it('drops links to it and renumbers those to the pages after it', () => {
    const removed = removePage(issue, 0);
    expect(names(removed.pages)).toBe('BCD');
    // C's link to A is gone; its address stays; D still leads to B, now page 1.
    expect(targets(removed.pages)).toEqual([[], ['https://example.com/'], [1]]);
  });

  it('moves its contents entries to the page that takes its place', () => {
    const removed = removePage(issue, 1);
    expect(removed.contents.map((entry) => [entry.title, entry.page])).toEqual([
      ['Cover', 1],
      ['Tea', 2],
      ['Pickers', 2],
      ['Back', 3],
    ]);
  });

  it('moves the last page’s entries to the page before it', () => {
    const removed = removePage(issue, 3);
    expect(removed.contents.at(-1)).toEqual({ title: 'Back', page: 3, depth: 0 });
    expect(targets(removed.pages)).toEqual([[3], [], [1, 'https://example.com/']]);
  });

  it('drops every contents entry with the only page', () => {
    const one: IssuePages<Page> = { pages: [{ name: 'A', links: [] }], contents: [{ title: 'A', page: 1, depth: 0 }] };
    expect(removePage(one, 0)).toEqual({ pages: [], contents: [] });
  });

  it('changes nothing for an index out of range', () => {
    expect(removePage(issue, 4)).toBe(issue);
  });
});

describe('replacing a page', () => {
  it('keeps its place, the links and contents leading to it, and the new page’s addresses only', () => {
    const replaced = replacePage(issue, 2, {
      name: 'C2',
      links: [toPage(1, 'its own file’s page 1'), toAddress('mailto:ads@example.com')],
    });
    expect(names(replaced.pages)).toBe('ABC2D');
    expect(targets(replaced.pages)).toEqual([[3], [], ['mailto:ads@example.com'], [2]]);
    expect(replaced.contents).toEqual(issue.contents);
  });

  it('changes nothing for an index out of range', () => {
    expect(replacePage(issue, 9, { name: 'X' })).toBe(issue);
  });
});

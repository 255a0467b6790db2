import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleDigest, linkTree, type SearchablePage } from './digest.ts';

let dir: string;

function write(name: string, html: string): void {
  mkdirSync(join(dir, name, '..'), { recursive: true });
  writeFileSync(join(dir, name), html);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'search-digest-'));
  write('blogs/a/index.html', '<article data-pagefind-body>A</article>');
  write('blogs/b/index.html', '<article data-pagefind-body>B</article>');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('bundleDigest', () => {
  const pages: SearchablePage[] = [
    { name: 'blogs/a/index.html', hash: 'a1' },
    { name: 'blogs/b/index.html', hash: 'b1' },
  ];
  const digest = (list = pages, bundles = 1, version = '1.0.0') => bundleDigest(list, bundles, version);

  it('stays the same for the same pages', () => {
    expect(digest([...pages])).toBe(digest());
  });

  it('changes when a page changes, appears or goes, or the bundle count or Pagefind changes', () => {
    const before = digest();
    expect(digest(pages, 1, '1.0.1')).not.toBe(before);
    expect(digest(pages, 2)).not.toBe(before);
    expect(digest([pages[0] as SearchablePage, { name: 'blogs/b/index.html', hash: 'b2' }])).not.toBe(before);
    expect(digest([...pages, { name: 'blogs/c/index.html', hash: 'c1' }])).not.toBe(before);
    expect(digest(pages.slice(0, 1))).not.toBe(before);
  });
});

describe('linkTree', () => {
  it('reproduces every file of a folder tree elsewhere, sharing the files', () => {
    linkTree(join(dir, 'blogs'), join(dir, 'copy'));
    expect(readFileSync(join(dir, 'copy/a/index.html'), 'utf8')).toBe('<article data-pagefind-body>A</article>');
    expect(readFileSync(join(dir, 'copy/b/index.html'), 'utf8')).toBe('<article data-pagefind-body>B</article>');
    expect(statSync(join(dir, 'copy/a/index.html')).ino).toBe(statSync(join(dir, 'blogs/a/index.html')).ino);
  });
});

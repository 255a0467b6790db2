import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleDigest, htmlFiles, linkFiles, linkTree, searchablePages } from './digest.ts';

let dir: string;

function write(name: string, html: string): void {
  mkdirSync(join(dir, name, '..'), { recursive: true });
  writeFileSync(join(dir, name), html);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'search-digest-'));
  write('index.html', '<main>home, random picks</main>');
  write('blogs/a/index.html', '<article data-pagefind-body>A</article>');
  write('blogs/b/index.html', '<article data-pagefind-body>B</article>');
  write('pagefind/fragment/x.html', 'not a page');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('htmlFiles', () => {
  it('lists pages in order, leaving the index folder out', () => {
    expect(htmlFiles(dir, 'pagefind')).toEqual(['blogs/a/index.html', 'blogs/b/index.html', 'index.html']);
  });
});

describe('searchablePages', () => {
  it('lists the pages that mark a search body, each with a hash of its bytes', () => {
    const pages = searchablePages(dir, 'pagefind');
    expect(pages.map((page) => page.name)).toEqual(['blogs/a/index.html', 'blogs/b/index.html']);
    expect(pages[0]?.hash).toMatch(/^[0-9a-f]{40}$/);
    expect(pages[0]?.hash).not.toBe(pages[1]?.hash);
  });
});

describe('bundleDigest', () => {
  const digest = (bundles = 1, version = '1.0.0') => bundleDigest(searchablePages(dir, 'pagefind'), bundles, version);

  it('stays the same when only pages without a search body change', () => {
    const before = digest();
    write('index.html', '<main>home, other picks</main>');
    expect(digest()).toBe(before);
  });

  it('changes when an indexed page changes, appears or goes, or the bundle count or Pagefind changes', () => {
    const before = digest();
    expect(digest(1, '1.0.1')).not.toBe(before);
    expect(digest(2)).not.toBe(before);
    write('blogs/a/index.html', '<article data-pagefind-body>A, revised</article>');
    const revised = digest();
    expect(revised).not.toBe(before);
    write('blogs/c/index.html', '<article data-pagefind-body>C</article>');
    expect(digest()).not.toBe(revised);
    rmSync(join(dir, 'blogs/b'), { recursive: true });
    rmSync(join(dir, 'blogs/c'), { recursive: true });
    write('blogs/a/index.html', '<article data-pagefind-body>A</article>');
    expect(digest()).not.toBe(before);
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

describe('linkFiles', () => {
  it('links only the files named, at the same paths', () => {
    linkFiles(dir, ['blogs/b/index.html'], join(dir, 'staged'));
    expect(readdirSync(join(dir, 'staged'), { recursive: true })).toEqual(['blogs', 'blogs/b', 'blogs/b/index.html']);
    expect(statSync(join(dir, 'staged/blogs/b/index.html')).ino).toBe(statSync(join(dir, 'blogs/b/index.html')).ino);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { digestPages, htmlFiles, linkTree } from './search-digest.ts';

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

describe('digestPages', () => {
  it('stays the same when only pages without a search body change', () => {
    const before = digestPages(dir, '1.0.0', 'pagefind');
    write('index.html', '<main>home, other picks</main>');
    expect(digestPages(dir, '1.0.0', 'pagefind')).toBe(before);
  });

  it('changes when an indexed page changes, appears or goes, or Pagefind changes', () => {
    const before = digestPages(dir, '1.0.0', 'pagefind');
    expect(digestPages(dir, '1.0.1', 'pagefind')).not.toBe(before);
    write('blogs/a/index.html', '<article data-pagefind-body>A, revised</article>');
    const revised = digestPages(dir, '1.0.0', 'pagefind');
    expect(revised).not.toBe(before);
    write('blogs/c/index.html', '<article data-pagefind-body>C</article>');
    expect(digestPages(dir, '1.0.0', 'pagefind')).not.toBe(revised);
    rmSync(join(dir, 'blogs/b'), { recursive: true });
    rmSync(join(dir, 'blogs/c'), { recursive: true });
    write('blogs/a/index.html', '<article data-pagefind-body>A</article>');
    expect(digestPages(dir, '1.0.0', 'pagefind')).not.toBe(before);
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

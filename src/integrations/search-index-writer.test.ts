import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchIndexCache, writeSearchIndex } from '../../src/integrations/search-index-writer.ts';

// Runs the real Pagefind binary over two tiny pages: no mock.
let dir: string;
let outDir: string;
let cacheDir: string;

function page(name: string, title: string, body: string): void {
  mkdirSync(join(outDir, name), { recursive: true });
  writeFileSync(
    join(outDir, name, 'index.html'),
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><article data-pagefind-body><h1>${title}</h1><p>${body}</p></article></body></html>`,
  );
}

function build(): Promise<'reused' | 'indexed'> {
  return writeSearchIndex(outDir, searchIndexCache(cacheDir));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  outDir = join(dir, 'dist');
  cacheDir = join(dir, 'cache');
  page('blogs/a', 'Cinnamon gardens', 'A walk through the cinnamon gardens of Bentota.');
  page('blogs/b', 'Moonstone', 'The gem merchants of Ratnapura.');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeSearchIndex', () => {
  it('indexes the pages into the output and keeps the index in the cache', async () => {
    expect(await build()).toBe('indexed');
    const entry = JSON.parse(readFileSync(join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
    expect(entry.languages.en.page_count).toBe(2);
    expect(existsSync(join(cacheDir, 'search-index', 'pagefind', 'pagefind-entry.json'))).toBe(true);
  }, 30_000);

  it('links the kept index into a new output when no page changed', async () => {
    await build();
    const kept = join(cacheDir, 'search-index', 'pagefind', 'pagefind-entry.json');
    rmSync(join(outDir, 'pagefind'), { recursive: true });
    expect(await build()).toBe('reused');
    expect(statSync(join(outDir, 'pagefind', 'pagefind-entry.json')).ino).toBe(statSync(kept).ino);
  }, 30_000);

  it('indexes again when a page changed', async () => {
    await build();
    page('blogs/c', 'Stilt fishermen', 'Koggala at dawn.');
    expect(await build()).toBe('indexed');
    const entry = JSON.parse(readFileSync(join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
    expect(entry.languages.en.page_count).toBe(3);
  }, 30_000);
});

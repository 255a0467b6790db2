import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchIndexCache, writeSearchIndex } from './writer.ts';

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

function build(shardPages?: number): Promise<'reused' | 'indexed'> {
  return writeSearchIndex(outDir, searchIndexCache(cacheDir), { shardPages });
}

function entryOf(bundleDir: string): { languages: Record<string, { page_count: number }> } {
  return JSON.parse(readFileSync(join(outDir, bundleDir, 'pagefind-entry.json'), 'utf8'));
}

function pageCount(bundleDir: string): number {
  return Object.values(entryOf(bundleDir).languages).reduce((sum, language) => sum + language.page_count, 0);
}

function shardList(): string[] {
  return JSON.parse(readFileSync(join(outDir, 'pagefind', 'shards.json'), 'utf8'));
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
  it('indexes the pages into one bundle and keeps the index in the cache', async () => {
    expect(await build()).toBe('indexed');
    expect(pageCount('pagefind')).toBe(2);
    expect(existsSync(join(outDir, 'pagefind', 'pagefind.js'))).toBe(true);
    expect(shardList()).toEqual([]);
    expect(existsSync(join(cacheDir, 'search-index', 'bundles', '0', 'pagefind-entry.json'))).toBe(true);
  }, 30_000);

  it('links the kept index into a new output when no page changed', async () => {
    await build();
    const kept = join(cacheDir, 'search-index', 'bundles', '0', 'pagefind-entry.json');
    rmSync(join(outDir, 'pagefind'), { recursive: true });
    expect(await build()).toBe('reused');
    expect(statSync(join(outDir, 'pagefind', 'pagefind-entry.json')).ino).toBe(statSync(kept).ino);
  }, 30_000);

  it('indexes again when a page changed', async () => {
    await build();
    page('blogs/c', 'Stilt fishermen', 'Koggala at dawn.');
    expect(await build()).toBe('indexed');
    expect(pageCount('pagefind')).toBe(3);
  }, 30_000);

  it('splits many pages into bundles that hold every page once, the merged ones listed', async () => {
    for (const [index, place] of ['Galle', 'Kandy', 'Ella', 'Jaffna', 'Trincomalee', 'Sigiriya'].entries()) {
      page(`vlogs/${index}`, place, `A film about ${place}.`);
    }
    expect(await build(3)).toBe('indexed');
    expect(shardList()).toEqual(['/pagefind/shard-1/', '/pagefind/shard-2/']);
    const counts = ['pagefind', 'pagefind/shard-1', 'pagefind/shard-2'].map(pageCount);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(8);
    // The primary bundle's script and WebAssembly serve the merged bundles too.
    expect(
      readdirSync(join(outDir, 'pagefind', 'shard-1')).filter((name) => /\.(js|css|pagefind)$/.test(name)),
    ).toEqual([]);
  }, 60_000);

  it('indexes again only the bundle whose page changed', async () => {
    for (const index of [1, 2, 3, 4]) page(`blogs/extra-${index}`, `Extra ${index}`, `Page ${index}.`);
    await build(2);
    const bundleFiles = (bundle: string) =>
      readdirSync(join(outDir, bundle, 'fragment')).map((name) => statSync(join(outDir, bundle, 'fragment', name)).ino);
    const before = ['pagefind', 'pagefind/shard-1', 'pagefind/shard-2'].map(bundleFiles);
    page('blogs/a', 'Cinnamon gardens', 'A walk through the cinnamon gardens of Bentota, revised.');
    expect(await build(2)).toBe('indexed');
    const after = ['pagefind', 'pagefind/shard-1', 'pagefind/shard-2'].map(bundleFiles);
    const unchanged = after.filter((inodes, bundle) => inodes.join() === before[bundle]?.join());
    expect(unchanged).toHaveLength(2);
  }, 60_000);
});

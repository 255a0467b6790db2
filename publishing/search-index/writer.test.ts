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
import type { SearchDocument } from './article-document.ts';
import { writeDocumentBundles, type SearchSource } from './search-source.ts';
import { SEARCH_INDEXING } from '../../src/config/search.ts';
import { bundleOf } from './bundles.ts';
import { searchIndexCache } from './index-cache.ts';
import { writeSearchIndex } from './writer.ts';

// Runs the real Pagefind binary over a few tiny pages: no mock.

let dir: string;
let outDir: string;
let cacheDir: string;
let documents: SearchDocument[];
let builtPages: string[];

function html(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><article data-pagefind-body><h1>${title}</h1><p>${body}</p></article></body></html>`;
}

/** An article: a document for the index, and its page as the build writes it. */
function article(name: string, title: string, body: string): void {
  const document = { name: `${name}/index.html`, html: html(title, body) };
  documents = [...documents.filter((kept) => kept.name !== document.name), document];
  page(name, title, body);
}

/** A page the index reads from the built site. */
function page(name: string, title: string, body: string): void {
  mkdirSync(join(outDir, name), { recursive: true });
  writeFileSync(join(outDir, name, 'index.html'), html(title, body));
}

function issue(name: string, title: string, body: string): void {
  page(name, title, body);
  if (!builtPages.includes(`${name}/index.html`)) builtPages.push(`${name}/index.html`);
}

function source(): SearchSource {
  return { documents: [...documents], builtPages: [...builtPages] };
}

/** The source's documents written per bundle, as documents-process.ts writes them. */
function bundlesOf(given: SearchSource, shardPages: number = SEARCH_INDEXING.shardPages) {
  return writeDocumentBundles(given, join(dir, 'documents'), shardPages);
}

function build(shardPages?: number, pagesWritten?: Promise<void>): Promise<'reused' | 'indexed'> {
  return writeSearchIndex(outDir, searchIndexCache(cacheDir), bundlesOf(source(), shardPages), { pagesWritten });
}

function entryOf(bundleDir: string): { languages: Record<string, { page_count: number }> } {
  return JSON.parse(readFileSync(join(outDir, bundleDir, 'pagefind-entry.json'), 'utf8'));
}

function pageCount(bundleDir: string): number {
  return Object.values(entryOf(bundleDir).languages).reduce((sum, language) => sum + language.page_count, 0);
}

function shardList(): string[] {
  return JSON.parse(readFileSync(join(outDir, 'pagefind', 'shards.json'), 'utf8')).bundles;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  outDir = join(dir, 'dist');
  cacheDir = join(dir, 'cache');
  documents = [];
  builtPages = [];
  article('blogs/a', 'Cinnamon gardens', 'A walk through the cinnamon gardens of Bentota.');
  article('blogs/b', 'Moonstone', 'The gem merchants of Ratnapura.');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeSearchIndex', () => {
  it('indexes the documents and built pages into one bundle and keeps the index in the cache', async () => {
    issue('magazines/1', 'Issue one', 'Tea country.');
    expect(await build()).toBe('indexed');
    expect(pageCount('pagefind')).toBe(3);
    expect(existsSync(join(outDir, 'pagefind', 'pagefind.js'))).toBe(true);
    expect(shardList()).toEqual([]);
    expect(existsSync(join(cacheDir, 'search-index', 'bundles', '0', 'pagefind-entry.json'))).toBe(true);
  }, 30_000);

  it('links the kept index into a new output when nothing changed', async () => {
    issue('magazines/1', 'Issue one', 'Tea country.');
    await build();
    const kept = join(cacheDir, 'search-index', 'bundles', '0', 'pagefind-entry.json');
    rmSync(join(outDir, 'pagefind'), { recursive: true });
    expect(await build()).toBe('reused');
    expect(statSync(join(outDir, 'pagefind', 'pagefind-entry.json')).ino).toBe(statSync(kept).ino);
  }, 30_000);

  it('indexes again when a document or a built page changed', async () => {
    issue('magazines/1', 'Issue one', 'Tea country.');
    await build();
    article('blogs/c', 'Stilt fishermen', 'Koggala at dawn.');
    expect(await build()).toBe('indexed');
    expect(pageCount('pagefind')).toBe(4);
    issue('magazines/1', 'Issue one', 'Tea country, revised.');
    expect(await build()).toBe('indexed');
  }, 30_000);

  it('indexes the documents before the pages are written, and writes nothing into the site until they are', async () => {
    for (const index of [1, 2, 3, 4]) article(`blogs/extra-${index}`, `Extra ${index}`, `Page ${index}.`);
    issue('magazines/1', 'Issue one', 'Tea country.');
    let pagesWritten = () => {};
    const written = new Promise<void>((resolveWritten) => (pagesWritten = resolveWritten));
    const indexing = build(2, written);
    const next = join(cacheDir, 'search-index.next', 'bundles');
    await expect
      .poll(() => [1, 2].filter((bundle) => existsSync(join(next, String(bundle), 'pagefind-entry.json'))).length, {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    expect(existsSync(join(outDir, 'pagefind'))).toBe(false);
    pagesWritten();
    expect(await indexing).toBe('indexed');
    const counts = ['pagefind', 'pagefind/shard-1', 'pagefind/shard-2'].map(pageCount);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(7);
  }, 90_000);

  it('splits many pages into bundles that hold every page once, the merged ones listed', async () => {
    for (const [index, place] of ['Galle', 'Kandy', 'Ella', 'Jaffna', 'Trincomalee', 'Sigiriya'].entries()) {
      article(`vlogs/${index}`, place, `A film about ${place}.`);
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
    for (const index of [1, 2, 3, 4]) article(`blogs/extra-${index}`, `Extra ${index}`, `Page ${index}.`);
    await build(2);
    const bundleFiles = (bundle: string) =>
      readdirSync(join(outDir, bundle, 'fragment')).map((name) => statSync(join(outDir, bundle, 'fragment', name)).ino);
    const before = ['pagefind', 'pagefind/shard-1', 'pagefind/shard-2'].map(bundleFiles);
    article('blogs/a', 'Cinnamon gardens', 'A walk through the cinnamon gardens of Bentota, revised.');
    expect(await build(2)).toBe('indexed');
    const after = ['pagefind', 'pagefind/shard-1', 'pagefind/shard-2'].map(bundleFiles);
    const unchanged = after.filter((inodes, bundle) => inodes.join() === before[bundle]?.join());
    expect(unchanged).toHaveLength(2);
  }, 60_000);

  it("given a publish's changed pages, indexes their bundle from its documents alone and keeps the others", async () => {
    for (const index of [1, 2, 3, 4]) article(`blogs/extra-${index}`, `Extra ${index}`, `Page ${index}.`);
    await build(2);
    const bundleDirs = ['pagefind', 'pagefind/shard-1', 'pagefind/shard-2'];
    const counts = bundleDirs.map(pageCount);
    article('blogs/a', 'Cinnamon gardens', 'A walk through the cinnamon gardens of Bentota, revised.');
    const changed = 'blogs/a/index.html';
    const ownBundle = bundleOf(changed, 3);
    // The source leaves out the documents of the other bundles, as search-source.ts does for a publish.
    const partial: SearchSource = {
      documents: documents.filter((document) => bundleOf(document.name, 3) === ownBundle),
      builtPages: [],
      pageCount: documents.length,
    };
    const how = await writeSearchIndex(outDir, searchIndexCache(cacheDir), bundlesOf(partial, 2), {
      changedPages: [changed],
    });
    expect(how).toBe('indexed');
    expect(bundleDirs.map(pageCount)).toEqual(counts);
  }, 60_000);

  it('refuses an index that lists a page the build did not write, keeping the last index', async () => {
    await build();
    rmSync(join(outDir, 'blogs', 'b'), { recursive: true });
    article('blogs/c', 'Stilt fishermen', 'Koggala at dawn.');
    await expect(build()).rejects.toThrow(
      'The search index lists blogs/b/index.html, which the build did not write: the content changed while the site was built',
    );
    expect(readdirSync(join(cacheDir, 'search-index', 'bundles'))).toEqual(['0']);
  }, 60_000);

  it('refuses an index whose issue page the build did not write, saying why', async () => {
    await build();
    // Listed by the catalogue the index read, but published too late for the pages the build wrote.
    builtPages.push('magazines/9/index.html');
    await expect(build()).rejects.toThrow(
      'The search index lists magazines/9/index.html, which the build did not write: the content changed while the site was built',
    );
  }, 60_000);
});

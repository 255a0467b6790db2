import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchDocument } from './article-document.ts';
import { readBundleResults, resultsByUrl } from './bundle-results.ts';
import {
  keptBundleCount,
  keptBundleDir,
  keptResultsFile,
  linkLastIndex,
  recentBundleDir,
  searchIndexCache,
} from './index-cache.ts';
import type { ChangedItem } from './changed-items.ts';
import { pendingItems, writeRecentIndex } from './recent-bundle.ts';
import type { RecentSource } from './search-source.ts';
import { bundleOf } from './bundles.ts';
import { writeDocumentBundles } from './search-source.ts';
import { linkTree } from './digest.ts';
import { writeSearchIndex } from './writer.ts';

// Runs the real Pagefind binary over a few tiny pages: no mock.

let dir: string;
let outDir: string;
let cacheDir: string;
let documents: SearchDocument[];

function html(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><article data-pagefind-body><h1>${title}</h1><p>${body}</p></article></body></html>`;
}

/** An article as it is published now: its page in the site, and its document. */
function article(id: string, title: string, body: string): SearchDocument {
  const document = { name: `blogs/${id}/index.html`, html: html(title, body) };
  mkdirSync(join(outDir, 'blogs', id), { recursive: true });
  writeFileSync(join(outDir, document.name), document.html);
  return document;
}

function issuePage(id: string, title: string, body: string): string {
  mkdirSync(join(outDir, 'magazines', id), { recursive: true });
  writeFileSync(join(outDir, 'magazines', id, 'index.html'), html(title, body));
  return `magazines/${id}/index.html`;
}

/** A whole index of `documents`, three pages per bundle, as `npm run build` writes it. */
function wholeIndex(builtPages: string[] = []): Promise<'reused' | 'indexed'> {
  const bundles = writeDocumentBundles({ documents, builtPages }, join(dir, 'documents'), 3);
  return writeSearchIndex(outDir, cacheDir, bundles);
}

function publish(source: Partial<RecentSource> & { items: ChangedItem[] }, pagesWritten?: Promise<void>) {
  const items = pendingItems(cacheDir, source.items);
  return writeRecentIndex(
    outDir,
    cacheDir,
    { documents: [], builtPages: [], ...source, items },
    pagesWritten ? { pagesWritten } : {},
  );
}

function indexList(): { bundles: string[]; hidden: string[] } {
  return JSON.parse(readFileSync(join(outDir, 'pagefind', 'shards.json'), 'utf8'));
}

function fragmentNames(bundle: string): string[] {
  const fragments = join(outDir, bundle, 'fragment');
  return existsSync(fragments) ? readdirSync(fragments) : [];
}

/** The page a result of the site's index stands for, read from its fragment wherever it is. */
function urlOfResult(id: string): string | undefined {
  const bundles = ['pagefind', ...indexList().bundles.map((url) => url.replace(/^\/|\/$/g, ''))];
  for (const bundle of bundles) {
    const file = join(outDir, bundle, 'fragment', `${id}.pf_fragment`);
    if (existsSync(file))
      return JSON.parse(
        gunzipSync(readFileSync(file))
          .toString('utf8')
          .replace(/^[^{]*/, ''),
      ).url;
  }
  return undefined;
}

function recentPages(): number {
  const entry = JSON.parse(readFileSync(join(outDir, 'pagefind', 'recent', 'pagefind-entry.json'), 'utf8'));
  return Object.values(entry.languages as Record<string, { page_count: number }>).reduce(
    (sum, language) => sum + language.page_count,
    0,
  );
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recent-bundle-'));
  outDir = join(dir, 'dist');
  cacheDir = searchIndexCache(join(dir, 'cache'));
  documents = ['a', 'b', 'c', 'd', 'e'].map((id) => article(id, `Story ${id}`, `The words of story ${id}.`));
  await wholeIndex();
}, 60_000);

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeRecentIndex', () => {
  it("indexes a changed article alone, hides its kept result and leaves the kept bundles' files as they were", async () => {
    const keptFiles = (bundle: string) =>
      fragmentNames(bundle).map((name) => statSync(join(outDir, bundle, 'fragment', name)).ino);
    const before = ['pagefind', 'pagefind/shard-1'].map(keptFiles);
    const changed = article('a', 'Story a', 'Rewritten: the stilt fishermen of Koggala.');

    expect(await publish({ items: [{ kind: 'blog', id: 'a' }], documents: [changed] })).toBe('indexed');

    expect(['pagefind', 'pagefind/shard-1'].map(keptFiles)).toEqual(before);
    expect(recentPages()).toBe(1);
    const list = indexList();
    expect(list.bundles).toEqual(['/pagefind/shard-1/', '/pagefind/recent/']);
    expect(list.hidden).toHaveLength(1);
    expect(urlOfResult(list.hidden[0] ?? '')).toBe('/blogs/a/');
    const [recent] = fragmentNames('pagefind/recent');
    expect(urlOfResult(recent?.replace('.pf_fragment', '') ?? '')).toBe('/blogs/a/');
  }, 60_000);

  it("into a site linked from the live build, replaces only the recent bundle and the list, never the live build's files", async () => {
    await publish({ items: [{ kind: 'blog', id: 'a' }], documents: [article('a', 'Story a', 'Rewritten once.')] });
    const live = outDir;
    const liveList = readFileSync(join(live, 'pagefind', 'shards.json'), 'utf8');
    const liveRecent = fragmentNames('pagefind/recent');
    // The rebuild service indexes a copy of the live build made of hard links.
    outDir = join(dir, 'next-site');
    linkTree(live, outDir);
    const entry = (site: string) => statSync(join(site, 'pagefind', 'pagefind-entry.json')).ino;
    // a is still published as rewritten (its page is the live build's: not written again here); b
    // is gone, so the list changes; f is new.
    const rewritten = { name: 'blogs/a/index.html', html: html('Story a', 'Rewritten once.') };
    rmSync(join(outDir, 'blogs', 'b'), { recursive: true });
    await publish({
      items: [
        { kind: 'blog', id: 'b' },
        { kind: 'blog', id: 'f' },
      ],
      documents: [rewritten, article('f', 'Story f', 'A new story.')],
    });
    expect(entry(outDir)).toBe(entry(live));
    expect(recentPages()).toBe(2);
    expect(indexList().hidden).toHaveLength(2);
    expect(readFileSync(join(live, 'pagefind', 'shards.json'), 'utf8')).toBe(liveList);
    expect(readdirSync(join(live, 'pagefind', 'recent', 'fragment'))).toEqual(liveRecent);
  }, 60_000);

  it('keeps every change since the whole index: a later publish adds a new page and hides a removed one', async () => {
    await publish({ items: [{ kind: 'blog', id: 'a' }], documents: [article('a', 'Story a', 'Rewritten once.')] });
    rmSync(join(outDir, 'blogs', 'b'), { recursive: true });
    const added = article('f', 'Story f', 'A new story about Jaffna.');
    // a is still published as rewritten; b is gone; f is new.
    await publish({
      items: [
        { kind: 'blog', id: 'b' },
        { kind: 'blog', id: 'f' },
      ],
      documents: [article('a', 'Story a', 'Rewritten once.'), added],
    });

    expect(pendingItems(cacheDir, [])).toEqual([
      { kind: 'blog', id: 'a' },
      { kind: 'blog', id: 'b' },
      { kind: 'blog', id: 'f' },
    ]);
    expect(recentPages()).toBe(2);
    expect(indexList().hidden.map(urlOfResult).sort()).toEqual(['/blogs/a/', '/blogs/b/']);
  }, 60_000);

  it('hides nothing for a change that left the indexed page as it was: the search page shows it once', async () => {
    const same = documents.find((document) => document.name === 'blogs/c/index.html') as SearchDocument;
    await publish({ items: [{ kind: 'blog', id: 'c' }], documents: [same] });
    expect(indexList().hidden).toEqual([]);
    expect(recentPages()).toBe(1);
  }, 60_000);

  it('lists no recent bundle when every change was a removal', async () => {
    rmSync(join(outDir, 'blogs', 'd'), { recursive: true });
    await publish({ items: [{ kind: 'blog', id: 'd' }] });
    expect(indexList().bundles).toEqual(['/pagefind/shard-1/']);
    expect(indexList().hidden.map(urlOfResult)).toEqual(['/blogs/d/']);
  }, 60_000);

  it("reads a changed issue's page once the pages are written", async () => {
    let pagesWritten = () => {};
    const written = new Promise<void>((resolveWritten) => (pagesWritten = resolveWritten));
    const indexing = publish({ items: [{ kind: 'issue', id: '7' }], builtPages: ['magazines/7/index.html'] }, written);
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 200));
    issuePage('7', 'Issue seven', 'Tea country.');
    pagesWritten();
    expect(await indexing).toBe('indexed');
    expect(recentPages()).toBe(1);
  }, 60_000);

  it("hides a changed issue's kept result, which the primary bundle holds wherever its path hashes", async () => {
    // An issue whose path hashes to the other bundle than the primary one, where built pages go.
    const id = ['1', '2', '3', '4', '5', '6'].find(
      (candidate) => bundleOf(`magazines/${candidate}/index.html`, 2) === 1,
    );
    const page = issuePage(id ?? '', 'Issue', 'Tea country.');
    await wholeIndex([page]);
    issuePage(id ?? '', 'Issue', 'Tea country, revised.');
    await publish({ items: [{ kind: 'issue', id: id ?? '' }], builtPages: [page] });
    expect(indexList().hidden.map(urlOfResult)).toEqual([`/magazines/${id}/`]);
    expect(recentPages()).toBe(1);
  }, 60_000);

  it('refuses a page the build did not write, keeping the last recent bundle', async () => {
    await publish({ items: [{ kind: 'blog', id: 'a' }], documents: [article('a', 'Story a', 'Rewritten.')] });
    const missing = { name: 'blogs/g/index.html', html: html('Story g', 'Never built.') };
    await expect(publish({ items: [{ kind: 'blog', id: 'g' }], documents: [missing] })).rejects.toThrow(
      'The search index lists blogs/g/index.html, which the build did not write',
    );
    expect(pendingItems(cacheDir, [])).toEqual([{ kind: 'blog', id: 'a' }]);
    expect(existsSync(`${recentBundleDir(cacheDir)}.next`)).toBe(false);
  }, 60_000);

  it('is folded in by the next whole index, and goes on into every site the kept index is linked into', async () => {
    await publish({ items: [{ kind: 'blog', id: 'a' }], documents: [article('a', 'Story a', 'Rewritten.')] });
    const other = join(dir, 'other-site');
    expect(linkLastIndex(other, cacheDir)).toBe(true);
    expect(JSON.parse(readFileSync(join(other, 'pagefind', 'shards.json'), 'utf8')).bundles).toContain(
      '/pagefind/recent/',
    );

    documents = documents.map((document) =>
      document.name === 'blogs/a/index.html' ? article('a', 'Story a', 'Rewritten.') : document,
    );
    expect(await wholeIndex()).toBe('indexed');
    expect(indexList()).toEqual({ bundles: ['/pagefind/shard-1/'], hidden: [] });
    expect(existsSync(recentBundleDir(cacheDir))).toBe(false);
    expect(pendingItems(cacheDir, [])).toEqual([]);
  }, 60_000);

  it('is dropped by a whole index that finds every kept bundle current', async () => {
    rmSync(join(outDir, 'blogs', 'e'), { recursive: true });
    await publish({ items: [{ kind: 'blog', id: 'e' }] });
    article('e', 'Story e', 'The words of story e.');
    expect(await wholeIndex()).toBe('reused');
    expect(indexList().hidden).toEqual([]);
    expect(pendingItems(cacheDir, [])).toEqual([]);
  }, 60_000);

  it('needs a kept index, and trusts none whose recent bundle was set aside and not replaced', async () => {
    await publish({ items: [{ kind: 'blog', id: 'a' }], documents: [article('a', 'Story a', 'Rewritten.')] });
    const recent = recentBundleDir(cacheDir);
    // As an indexer stopped between setting the old bundle aside and moving the new one in leaves it.
    renameSync(recent, `${recent}.old`);
    expect(keptBundleCount(cacheDir)).toBeUndefined();
    await expect(publish({ items: [{ kind: 'blog', id: 'b' }] })).rejects.toThrow(
      'There is no kept search index to add the recent changes to',
    );
  }, 60_000);
});

describe('the kept results a publish hides', () => {
  it('are read from the results written down with each kept bundle, one file per bundle, not from its fragments', async () => {
    const cached = (bundle: number) => readBundleResults(keptResultsFile(cacheDir, bundle));
    const bundles = keptBundleCount(cacheDir) ?? 0;
    expect(bundles).toBeGreaterThan(1);
    for (let bundle = 0; bundle < bundles; bundle += 1) {
      expect(cached(bundle)).toEqual(resultsByUrl(keptBundleDir(cacheDir, bundle)));
    }
    // Only the file can say this: no fragment is named so.
    const bundle = bundleOf('blogs/a/index.html', bundles);
    writeFileSync(keptResultsFile(cacheDir, bundle), JSON.stringify({ '/blogs/a/': 'written-down' }));

    await publish({ items: [{ kind: 'blog', id: 'a' }], documents: [article('a', 'Story a', 'Rewritten.')] });

    expect(indexList().hidden).toEqual(['written-down']);
  }, 60_000);
});

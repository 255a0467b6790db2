/**
 * What the search index is made from. Articles (blogs and vlogs, nearly every page at scale) are
 * indexed from their content, read from the API as the build reads it, so the index can be
 * written while Astro renders (article-document.ts). An issue's page is indexed from the built
 * page itself: its pages' text is split under headings that a result names (the reader opens at
 * that page), and there are few issues. So is an author's page (its head: name and bio), one for
 * every author record, as src/lib/content/queries.ts builds them.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { ApiError } from '../../src/lib/api/client.ts';
import {
  fetchAuthors,
  fetchBlogs,
  fetchIssue,
  fetchIssues,
  fetchItem,
  fetchVlogs,
  type Item,
} from '../../src/lib/api/index.ts';
import { authorPageFile } from '../../contract/authors.ts';
import { itemPageFile } from '../../contract/rebuild-changes.ts';
import { sanitizeInlineHtml } from '../../src/lib/html/sanitize-build.ts';
import { readSharedCatalogue } from '../site-build/shared-catalogue.ts';
import { articlePageName, articleSearchDocument, type SearchDocument } from './article-document.ts';
import { bundleCount, bundleOf } from './bundles.ts';
import { writeDocumentFiles } from './document-files.ts';
import { pageHash, type SearchablePage } from './digest.ts';
import type { ChangedItem } from './changed-items.ts';

/** Documents in the order of their pages' names, the same in every build. */
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Changed items read from the API at once, for the bundle of recent changes. */
const CHANGED_ITEM_READS = 8;

export interface SearchSource {
  /**
   * Pages made from the content, ready before the build has written anything. From the catalogue
   * they are made one at a time as they are written: all of them held at once took 2.6 GB at
   * 50,000 articles, beside Astro's own peak.
   */
  documents: Iterable<SearchDocument>;
  /** Pages read from the built site once it is written, by their path in it. */
  builtPages: string[];
  /** Every searchable page, those whose documents were left out included; the two lists' length unless given (documents made as they are read give it). */
  pageCount?: number;
}

/**
 * Only the documents of the bundles that hold these pages, split into bundles of at most
 * `shardPages`, as long as they are as many as the kept index's (else every bundle changes).
 */
export interface ChangedBundles {
  changedPages: readonly string[];
  shardPages: number;
  keptBundles: number | undefined;
}

/**
 * Reads the catalogue, as the build beside it shares it into `catalogue` (shared-catalogue.ts) or
 * else from the API (PUBLIC_API_URL, as the build does), and makes the source of its index: every document, or only those of the bundles holding `only.changedPages` (a publish: the
 * other bundles are kept as they are, and making documents is most of the indexer's own work).
 */
export async function readSearchSource(only?: ChangedBundles, catalogue?: string): Promise<SearchSource> {
  // What the build beside this index shared; the API for anything it did not.
  const shared = catalogue ? await readSharedCatalogue(catalogue) : {};
  const [blogs, vlogs, issues, authors] = await Promise.all([
    shared.blogs ?? fetchBlogs(),
    shared.vlogs ?? fetchVlogs(),
    shared.issues ?? fetchIssues(),
    fetchAuthors(),
  ]);
  const builtPages = [
    ...issues.map((issue) => itemPageFile({ kind: 'issue', id: String(issue.id) })),
    ...authors.map((author) => authorPageFile(author.slug)),
  ];
  const pageCount = blogs.length + vlogs.length + builtPages.length;
  let items: Item[] = [...blogs, ...vlogs];
  const bundles = bundleCount(pageCount, only?.shardPages ?? 1);
  if (only && bundles === only.keptBundles) {
    const wanted = new Set(only.changedPages.map((page) => bundleOf(page, bundles)));
    items = items.filter((item) => wanted.has(bundleOf(articlePageName(item), bundles)));
  }
  return { documents: documentsOf(items), builtPages, pageCount };
}

/** Each item's document, made when it is asked for; the item is let go once its document is made. */
function* documentsOf(items: (Item | undefined)[]): Generator<SearchDocument> {
  for (let at = 0; at < items.length; at += 1) {
    const item = items[at] as Item;
    items[at] = undefined;
    yield articleSearchDocument(item, sanitizeInlineHtml);
  }
}

/** What the recent bundle is made of. */
export interface RecentSource {
  /** Every item changed since the kept bundles were written. */
  items: ChangedItem[];
  /** The documents of those that are published articles. */
  documents: SearchDocument[];
  /** The pages of those that are published issues, read from the built site once it is written. */
  builtPages: string[];
}

/** What the API answers for an item that is not published (any more): nothing. */
async function publishedOrNone<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The source of the bundle of recent changes (recent-bundle.ts): each changed item read by its id,
 * as it is published now; one no longer published, or never, leaves nothing to index.
 */
export async function readChangedItems(items: readonly ChangedItem[]): Promise<RecentSource> {
  const limit = pLimit(CHANGED_ITEM_READS);
  const documents: SearchDocument[] = [];
  const builtPages: string[] = [];
  await Promise.all(
    items.map((item) =>
      limit(async () => {
        if (item.kind === 'issue') {
          const issue = await publishedOrNone(() => fetchIssue(item.id));
          if (issue) builtPages.push(itemPageFile({ kind: 'issue', id: String(issue.id) }));
          return;
        }
        const article = await publishedOrNone(() => fetchItem(item.id));
        // The API's one read for both kinds answers a vlog for a blog's id too: that is not this page.
        if (article?.type === item.kind) documents.push(articleSearchDocument(article, sanitizeInlineHtml));
      }),
    ),
  );
  return { items: [...items], documents: documents.sort(byName), builtPages: builtPages.sort() };
}

/** One bundle's documents, in a folder its worker reads, and what the indexer keeps of them. */
export interface DocumentBundle {
  /** The documents as files (writeDocumentFiles); absent when the bundle has none. */
  folder?: string;
  /** Each document's name and a hash of it, in the order they were written. */
  pages: SearchablePage[];
}

/** The source split into its bundles, the documents on disk: what writer.ts indexes. */
export interface SearchBundles {
  bundles: DocumentBundle[];
  /** Pages read from the built site, by their path in it; they go into the primary bundle. */
  builtPages: string[];
}

/**
 * Splits the source into bundles of at most `pagesPerBundle` pages (bundles.ts) and writes each
 * bundle's documents into `dir`, so the process that indexes them need not hold them all.
 */
export function writeDocumentBundles(source: SearchSource, dir: string, pagesPerBundle: number): SearchBundles {
  const { documents } = source;
  if (source.pageCount === undefined && !Array.isArray(documents)) {
    throw new Error('Documents made as they are read must come with the count of pages');
  }
  const pageCount = source.pageCount ?? (documents as SearchDocument[]).length + source.builtPages.length;
  const count = bundleCount(pageCount, pagesPerBundle);
  const pagesOf = Array.from({ length: count }, (): SearchablePage[] => []);
  mkdirSync(dir, { recursive: true });
  // Each document written as it comes, and only its name and hash kept.
  for (const document of documents) {
    const bundle = bundleOf(document.name, count);
    writeDocumentFiles(join(dir, String(bundle)), [document]);
    pagesOf[bundle]?.push({ name: document.name, hash: pageHash(document.html) });
  }
  const bundles = pagesOf.map((pages, bundle) =>
    pages.length === 0 ? { pages } : { folder: join(dir, String(bundle)), pages: pages.sort(byName) },
  );
  return { bundles, builtPages: [...source.builtPages].sort() };
}

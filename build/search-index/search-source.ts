/**
 * What the search index is made from. Articles (blogs and vlogs, nearly every page at scale) are
 * indexed from their content, read from the API as the build reads it, so the index can be
 * written while Astro renders (article-document.ts). An issue's page is indexed from the built
 * page itself: its pages' text is split under headings that a result names (the reader opens at
 * that page), and there are few issues.
 */
import { fetchBlogs, fetchIssues, fetchVlogs } from '../../src/lib/api/index.ts';
import { issuePath } from '../../src/lib/content/latest-issue.ts';
import { sanitizeInlineHtml } from '../../src/lib/html/sanitize-build.ts';
import { articlePageName, articleSearchDocument, type SearchDocument } from './article-document.ts';
import { bundleCount, bundleOf } from './bundles.ts';

export interface SearchSource {
  /** Pages made from the content, ready before the build has written anything. */
  documents: SearchDocument[];
  /** Pages read from the built site once it is written, by their path in it. */
  builtPages: string[];
  /** Every searchable page, those whose documents were left out included; the two lists' length unless given. */
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
 * Reads the catalogue from the API (PUBLIC_API_URL, as the build does) and makes the source of its
 * index: every document, or only those of the bundles holding `only.changedPages` (a publish: the
 * other bundles are kept as they are, and making documents is most of the indexer's own work).
 */
export async function readSearchSource(only?: ChangedBundles): Promise<SearchSource> {
  const [blogs, vlogs, issues] = await Promise.all([fetchBlogs(), fetchVlogs(), fetchIssues()]);
  const builtPages = issues.map((issue) => `${issuePath(issue).slice(1)}/index.html`);
  const pageCount = blogs.length + vlogs.length + builtPages.length;
  let items = [...blogs, ...vlogs];
  const bundles = bundleCount(pageCount, only?.shardPages ?? 1);
  if (only && bundles === only.keptBundles) {
    const wanted = new Set(only.changedPages.map((page) => bundleOf(page, bundles)));
    items = items.filter((item) => wanted.has(bundleOf(articlePageName(item), bundles)));
  }
  return {
    documents: items.map((item) => articleSearchDocument(item, sanitizeInlineHtml)),
    builtPages,
    pageCount,
  };
}

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
import { articleSearchDocument, type SearchDocument } from './article-document.ts';

export interface SearchSource {
  /** Pages made from the content, ready before the build has written anything. */
  documents: SearchDocument[];
  /** Pages read from the built site once it is written, by their path in it. */
  builtPages: string[];
}

/** Reads the catalogue from the API (PUBLIC_API_URL, as the build does) and makes the source of its index. */
export async function readSearchSource(): Promise<SearchSource> {
  const [blogs, vlogs, issues] = await Promise.all([fetchBlogs(), fetchVlogs(), fetchIssues()]);
  return {
    documents: [...blogs, ...vlogs].map((item) => articleSearchDocument(item, sanitizeInlineHtml)),
    builtPages: issues.map((issue) => `${issuePath(issue).slice(1)}/index.html`),
  };
}

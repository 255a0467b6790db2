import { PAGE_ROUTES, SITEMAP_EXCLUDED_PATHS } from '../src/config/routes.ts';
import { issuePagePath } from '../src/lib/reader/page-param.ts';
import { authorPath } from '../contract/authors.ts';

/**
 * What `npm run lighthouse` audits and the scores it must reach. The routes live here, in one
 * list, so the audit grows with the site: add a path, or a resolver for a path that depends on
 * the seeded content.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];
export type Scores = Record<CategoryId, number>;

/** Minimum scores (0-100), Lighthouse mobile emulation. */
export const BUDGET: Scores = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Reads the API of the running stack, to find routes named by seeded content. */
export type ApiGet = (path: string) => Promise<unknown>;

/** A fixed path, or a path found from the API's content (e.g. the newest blog). */
export type AuditedRoute = string | { label: string; resolve: (api: ApiGet) => Promise<string> };

async function firstSlug(api: ApiGet, listPath: string): Promise<string> {
  const list = (await api(listPath)) as { slug: string }[];
  const first = list[0];
  if (!first) throw new Error(`The API's ${listPath} list is empty: nothing to audit`);
  return first.slug;
}

async function firstId(api: ApiGet, listPath: string): Promise<string> {
  const list = (await api(listPath)) as { id: string }[];
  const first = list[0];
  if (!first) throw new Error(`The API's ${listPath} list is empty: nothing to audit`);
  return first.id;
}

/**
 * Every fixed route of the site (PAGE_ROUTES), with one item of each kind: the newest blog, vlog and issue, a
 * page's own address in that issue (the reader opened inside the book rather than at its cover), an author's page, a topic page, a search and a path that does not exist. /profile is audited as a signed-out visitor
 * meets it (it sends them to /login).
 */
/** The page (from 0) whose own address is audited: the second, the first spread past the cover. */
export const AUDITED_ISSUE_PAGE_INDEX = 1;

export const AUDITED_ROUTES: AuditedRoute[] = [
  ...PAGE_ROUTES,
  { label: 'newest blog', resolve: async (api) => `/blogs/${await firstId(api, '/blogs')}` },
  { label: 'newest vlog', resolve: async (api) => `/vlogs/${await firstId(api, '/vlogs')}` },
  { label: 'newest issue', resolve: async (api) => `/magazines/${await firstId(api, '/issues')}` },
  {
    label: "a page's own address in the newest issue",
    resolve: async (api) => issuePagePath(await firstId(api, '/issues'), AUDITED_ISSUE_PAGE_INDEX),
  },
  { label: "the first author's page", resolve: async (api) => authorPath(await firstSlug(api, '/authors')) },
  '/travel',
  '/search?q=tea',
  '/no-such-page',
];

/**
 * The reader as a person uses it (bench/lighthouse-flow.ts): the newest issue, audited after a key
 * press as well as on arrival.
 */
export const READER_FLOW_ROUTE = {
  label: 'the newest issue after a key press',
  resolve: async (api: ApiGet) => `/magazines/${await firstId(api, '/issues')}`,
};

/** The audited path that exists nowhere: the site's 404 page answers it, with status 404. */
export const MISSING_PATH = '/no-such-page';

/** How Lighthouse is told to audit one route, and the audits it leaves out, each with its reason. */
export interface AuditSettings {
  skipAudits: string[];
  ignoreStatusCode: boolean;
  reasons: string[];
}

/**
 * Audits that would count a deliberate choice against a page. Pages marked noindex
 * (SITEMAP_EXCLUDED_PATHS: sign-in pages, private pages, search results, the 404 page) are kept
 * out of search engines on purpose, so "is-crawlable" is skipped for them; the 404 page answers 404
 * on purpose, so Lighthouse audits it despite the status and skips "http-status-code" and
 * "errors-in-console" (the browser logs the page's own 404 status as an error). The 404 page also
 * leaves for the home page after a few seconds, as it must, and Lighthouse reads a document's body
 * and links only after loading it, by when the browser has let the 404 answer go for the home
 * page: its "charset" and "canonical" audits would judge the home page, or nothing, so the
 * benchmark checks those two itself (`notFoundPageProblems`).
 */
export function auditSettings(route: string): AuditSettings {
  const path = new URL(route, 'http://site').pathname;
  const settings: AuditSettings = { skipAudits: [], ignoreStatusCode: false, reasons: [] };
  const notFound = path === MISSING_PATH;
  if (notFound || (SITEMAP_EXCLUDED_PATHS as readonly string[]).includes(path)) {
    settings.skipAudits.push('is-crawlable');
    settings.reasons.push('is-crawlable skipped: the page is marked noindex on purpose');
  }
  if (notFound) {
    settings.skipAudits.push('http-status-code', 'errors-in-console', 'charset', 'canonical');
    settings.ignoreStatusCode = true;
    settings.reasons.push(
      'http-status-code skipped: an unknown path answers 404 on purpose',
      'errors-in-console skipped: the browser logs that 404 answer of the page itself as an error',
      'charset and canonical skipped: the page leaves for home before Lighthouse reads them; checked here instead',
    );
  }
  return settings;
}

/**
 * What Lighthouse's "charset" audit asks of a document: UTF-8 named by its Content-Type header, or
 * by a `<meta charset>` within its first 1024 bytes.
 */
export function declaresCharset(contentType: string | null, html: string): boolean {
  if (/charset=utf-8/i.test(contentType ?? '')) return true;
  const head = new TextDecoder().decode(new TextEncoder().encode(html).slice(0, 1024));
  return /<meta[^>]+charset=["']?utf-8/i.test(head);
}

/**
 * The 404 page's answer, checked for what its skipped audits ask: UTF-8 declared, and no canonical
 * link (it answers at every missing address, so it has no address of its own to name).
 */
export function notFoundPageProblems(contentType: string | null, html: string): string[] {
  const problems: string[] = [];
  if (!declaresCharset(contentType, html)) {
    problems.push('best-practices: no UTF-8 charset in its header or first 1024 bytes');
  }
  if (/<link[^>]+rel=["']?canonical/i.test(html)) problems.push('seo: a canonical link on the 404 page');
  return problems;
}

interface LighthouseCategory {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}

interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}

/** The part of a Lighthouse result this script reads. */
export interface LighthouseResult {
  categories: Partial<Record<CategoryId, LighthouseCategory>>;
  audits: Record<string, LighthouseAudit>;
  runtimeError?: { message: string };
}

export function scoresOf(result: LighthouseResult): Scores {
  const score = (id: CategoryId) => Math.round((result.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
}

/**
 * The categories a run gave no score: a gatherer failed, as when the 404 page left for home while
 * Lighthouse was still reading it. Such a run measured nothing there; it is not a score of 0.
 */
export function unscoredCategories(result: LighthouseResult): CategoryId[] {
  return CATEGORIES.filter((id) => typeof result.categories[id]?.score !== 'number');
}

/** The categories under budget, e.g. `performance 95 < 98`. */
export function budgetFailures(scores: Scores, budget: Scores = BUDGET): string[] {
  return CATEGORIES.filter((id) => scores[id] < budget[id]).map((id) => `${id} ${scores[id]} < ${budget[id]}`);
}

/** The audits that cost a category points, so a failed budget says what to fix. */
export function lostPoints(result: LighthouseResult, id: CategoryId): string[] {
  const refs = result.categories[id]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => result.audits[ref.id])
    .filter((audit): audit is LighthouseAudit => audit !== undefined)
    .filter((audit) => audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/** The run with the median performance score: one slow run on a busy machine does not decide. */
export function medianRun<T>(runs: { scores: Scores; value: T }[]): { scores: Scores; value: T } {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse runs to choose from');
  return median;
}

export function scoreTable(rows: { route: string; scores: Scores }[]): string {
  const header = ['route', ...CATEGORIES];
  const lines = rows.map(({ route, scores }) => [route, ...CATEGORIES.map((id) => String(scores[id]))]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

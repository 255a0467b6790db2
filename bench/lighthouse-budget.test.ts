import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../src/config/routes.ts';
import {
  auditSettings,
  AUDITED_ROUTES,
  MISSING_PATH,
  declaresCharset,
  notFoundPageProblems,
  budgetFailures,
  lostPoints,
  medianRun,
  scoresOf,
  scoreTable,
  unscoredCategories,
  type LighthouseResult,
} from './lighthouse-budget.ts';

const result = (performance: number): LighthouseResult => ({
  categories: {
    performance: { score: performance, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
    accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
    'best-practices': { score: 1, auditRefs: [] },
    seo: {
      score: 0.92,
      auditRefs: [
        { id: 'link-text', weight: 1 },
        { id: 'hreflang', weight: 1 },
      ],
    },
  },
  audits: {
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      title: 'Largest Contentful Paint',
      score: 0.8,
      scoreDisplayMode: 'numeric',
      displayValue: '2.9 s',
    },
    'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 1, scoreDisplayMode: 'binary' },
    'link-text': { id: 'link-text', title: 'Links have descriptive text', score: 0, scoreDisplayMode: 'binary' },
    hreflang: { id: 'hreflang', title: 'hreflang', score: null, scoreDisplayMode: 'notApplicable' },
  },
});

describe('the Lighthouse budget', () => {
  it('reads the four scores out of 100', () => {
    expect(scoresOf(result(0.975))).toEqual({ performance: 98, accessibility: 100, 'best-practices': 100, seo: 92 });
  });

  it('fails performance under 98 and the other categories under 100', () => {
    expect(budgetFailures(scoresOf(result(0.98)))).toEqual(['seo 92 < 100']);
    expect(budgetFailures({ performance: 97, accessibility: 100, 'best-practices': 99, seo: 100 })).toEqual([
      'performance 97 < 98',
      'best-practices 99 < 100',
    ]);
  });

  it('names the audits that cost points', () => {
    expect(lostPoints(result(0.9), 'performance')).toEqual([
      'largest-contentful-paint: Largest Contentful Paint (2.9 s)',
    ]);
    expect(lostPoints(result(0.9), 'seo')).toEqual(['link-text: Links have descriptive text']);
    expect(lostPoints(result(0.9), 'accessibility')).toEqual([]);
  });

  it('takes the run with the median performance', () => {
    const runs = [0.99, 0.7, 1].map((score, value) => ({ scores: scoresOf(result(score)), value }));
    expect(medianRun(runs).value).toBe(0);
    expect(() => medianRun([])).toThrow();
  });

  it('prints a table with a column per category', () => {
    const table = scoreTable([{ route: '/', scores: scoresOf(result(1)) }]);
    expect(table.split('\n')).toEqual([
      'route  performance  accessibility  best-practices  seo',
      '/      100          100            100             92 ',
    ]);
  });

  it('audits every fixed route, one item of each kind, a page address, an author, a topic, a search and a 404', async () => {
    const api = async (path: string) => [{ id: `first-of${path.replace('/', '-')}`, slug: 'first-author' }];
    const routes = await Promise.all(
      AUDITED_ROUTES.map((route) => (typeof route === 'string' ? route : route.resolve(api))),
    );
    expect(routes).toEqual([
      ...PAGE_ROUTES,
      '/blogs/first-of-blogs',
      '/vlogs/first-of-vlogs',
      '/magazines/first-of-issues',
      '/magazines/first-of-issues/page/2',
      '/authors/first-author',
      '/travel',
      '/search?q=tea',
      '/no-such-page',
    ]);
  });
});

describe('auditSettings', () => {
  it('audits indexed pages with every audit', () => {
    expect(auditSettings('/blogs/a')).toEqual({ skipAudits: [], ignoreStatusCode: false, reasons: [] });
  });

  it('skips is-crawlable, with its reason, on pages marked noindex', () => {
    for (const route of ['/login', '/profile', '/search?q=tea']) {
      const settings = auditSettings(route);
      expect(settings.skipAudits, route).toEqual(['is-crawlable']);
      expect(settings.reasons.join(' '), route).toMatch(/noindex/);
    }
  });

  it('audits the 404 page despite its status, skipping the status audit', () => {
    expect(auditSettings(MISSING_PATH)).toMatchObject({
      skipAudits: ['is-crawlable', 'http-status-code', 'errors-in-console', 'charset', 'canonical'],
      ignoreStatusCode: true,
    });
  });

  it('tells a category a run gave no score from one scored 0', () => {
    const category = (score: number | null) => ({ score, auditRefs: [] });
    const run = (accessibility: number | null) => ({
      categories: {
        performance: category(0.99),
        accessibility: category(accessibility),
        'best-practices': category(1),
        seo: category(0),
      },
      audits: {},
    });
    expect(unscoredCategories(run(null))).toEqual(['accessibility']);
    expect(unscoredCategories(run(0))).toEqual([]);
  });

  it('finds UTF-8 declared as the charset audit does: in the header, or early in the document', () => {
    const page = (before: string) => `<!doctype html><html><head>${before}<meta charset="utf-8"></head></html>`;
    expect(declaresCharset('text/html; charset=utf-8', '<p>')).toBe(true);
    expect(declaresCharset('text/html', page(''))).toBe(true);
    expect(declaresCharset(null, page('<!--' + 'x'.repeat(1024) + '-->'))).toBe(false);
    expect(declaresCharset('text/html', '<html><head><title>x</title></head></html>')).toBe(false);
  });

  it('finds what the 404 page must not have: an undeclared charset or a canonical link', () => {
    const head = '<!doctype html><html><head><meta charset="utf-8">';
    expect(notFoundPageProblems('text/html', `${head}</head></html>`)).toEqual([]);
    expect(notFoundPageProblems('text/html', `${head}<link rel="canonical" href="/404"></head></html>`)).toEqual([
      'seo: a canonical link on the 404 page',
    ]);
    expect(notFoundPageProblems('text/html', '<html><head></head></html>')).toHaveLength(1);
  });
});

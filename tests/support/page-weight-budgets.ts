/**
 * The JavaScript budget (gzip) of every route of the site, in one list: the fixed routes, the
 * topic pages, /search and the 404 page. `npm run weight` prints them beside the
 * weights of a build; the end-to-end tests fail when a route of their build is over its budget or
 * has none.
 *
 * A signed-out reader's pages count their first load: code loaded on demand, such as a signed-in
 * reader's account code (on every page), is left out. The account pages count everything they can
 * load, on-demand code included: their visitors are signing in.
 */
import { kilobytes, type RouteWeight } from './page-weight.ts';

/** What a budget counts: the first load, or everything the page can load. */
export type Counted = 'first load' | 'with on-demand code';

export interface RouteBudget {
  route: string;
  kb: number;
  counts: Counted;
  /** Why the route may ship more than a reader's page; absent for the 30 KB pages. */
  reason?: string;
}

/**
 * Every script an issue's reader page loads, gzip: React, Astro's island loader, the reader and
 * page-flip; `npm run bench:reader` holds the reader to the same (bench/goals.ts).
 */
export const ISSUE_READER_PAGE_KB = 120;

/** A signed-out reader's article, list, topic and About pages (the issue's 30 KB). */
export const READER_PAGE_KB = 30;

const readerPage = (route: string): RouteBudget => ({ route, kb: READER_PAGE_KB, counts: 'first load' });

/** Sign-in, sign-up and the reader's own pages: a React form and Firebase Auth. */
const ACCOUNT_KB = 160;
const ACCOUNT_REASON =
  'a React island with Firebase Auth (about 100 KB gzip) to sign in; counted with every chunk it may load, as its visitors are signing in';

export const PAGE_WEIGHT_BUDGETS: readonly RouteBudget[] = [
  readerPage('/'),
  readerPage('/blogs'),
  readerPage('/blogs/{id}'),
  readerPage('/vlogs'),
  readerPage('/vlogs/{id}'),
  readerPage('/authors/{slug}'),
  readerPage('/magazines'),
  readerPage('/{topic}'),
  readerPage('/about'),
  readerPage('/privacy'),
  readerPage('/luxury'),
  readerPage('/search'),
  readerPage('/404'),
  {
    route: '/magazines/{id}',
    kb: ISSUE_READER_PAGE_KB,
    counts: 'first load',
    reason: 'the flipbook is React with page-flip, loaded with the page; the same budget as `npm run bench:reader`',
  },
  {
    route: '/contact',
    kb: 90,
    counts: 'first load',
    reason:
      'the contact form is a React island (React alone is about 60 KB gzip); it loads when a reader reaches for it, and its budget leaves room for it to load with the page',
  },
  {
    route: '/newsletter',
    kb: 90,
    counts: 'first load',
    reason:
      'the sign-up form is the page: a React island (React alone is about 60 KB gzip); it loads when a reader reaches for it, and its budget leaves room for it to load with the page',
  },
  { route: '/login', kb: ACCOUNT_KB, counts: 'with on-demand code', reason: ACCOUNT_REASON },
  { route: '/signup', kb: ACCOUNT_KB, counts: 'with on-demand code', reason: ACCOUNT_REASON },
  { route: '/forgot-password', kb: ACCOUNT_KB, counts: 'with on-demand code', reason: ACCOUNT_REASON },
  { route: '/profile', kb: ACCOUNT_KB, counts: 'with on-demand code', reason: ACCOUNT_REASON },
  { route: '/collections', kb: ACCOUNT_KB, counts: 'with on-demand code', reason: ACCOUNT_REASON },
  {
    route: '/desk',
    kb: 300,
    counts: 'first load',
    reason:
      'the editors’ desk: React, Firebase Auth and the library; the editor (Tiptap and ProseMirror) loads when an item is opened',
  },
  {
    route: '/desk/preview',
    kb: ISSUE_READER_PAGE_KB,
    counts: 'first load',
    reason: 'the desk’s issue preview: the issue view with the flipbook reader, as on an issue’s page',
  },
];

/**
 * A signed-in reader's article or profile, measured in the browser: the page's own code plus the
 * account code (React, Firebase Auth) that signing in brings.
 */
export const SIGNED_IN_BUDGET: RouteBudget = {
  route: 'signed in',
  kb: ACCOUNT_KB,
  counts: 'with on-demand code',
  reason: ACCOUNT_REASON,
};

export function budgetOf(route: string): RouteBudget | undefined {
  return PAGE_WEIGHT_BUDGETS.find((budget) => budget.route === route);
}

/** The bytes a route's budget holds to: its first load, or everything it can load. */
export function countedBytes(weight: RouteWeight, budget: RouteBudget): number {
  return budget.counts === 'first load' ? weight.bytes : weight.onDemandBytes;
}

/**
 * What is wrong with a build's weights, one sentence per route: over its budget, or without one.
 * Budgeted routes the build lacks are named too, so a renamed page cannot slip out of the check.
 */
export function budgetProblems(
  weights: readonly RouteWeight[],
  budgets: readonly RouteBudget[] = PAGE_WEIGHT_BUDGETS,
): string[] {
  const problems: string[] = [];
  for (const weight of weights) {
    const budget = budgets.find((entry) => entry.route === weight.route);
    if (!budget) {
      problems.push(`${weight.route} has no JavaScript budget in tests/support/page-weight-budgets.ts`);
      continue;
    }
    const bytes = countedBytes(weight, budget);
    if (bytes > budget.kb * 1024) {
      problems.push(
        `${weight.route} ships ${kilobytes(bytes)} of JavaScript (gzip, ${budget.counts}), over its budget of ${budget.kb} KB`,
      );
    }
  }
  for (const budget of budgets) {
    if (!weights.some((weight) => weight.route === budget.route)) problems.push(`${budget.route} is not in the build`);
  }
  return problems;
}

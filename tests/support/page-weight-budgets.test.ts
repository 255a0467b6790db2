import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  budgetProblems,
  ISSUE_READER_PAGE_KB,
  PAGE_WEIGHT_BUDGETS,
  READER_PAGE_KB,
} from './page-weight-budgets.ts';
import type { RouteWeight } from './page-weight.ts';

const weight = (route: string, kb: number, onDemandKb = kb): RouteWeight => ({
  route,
  pages: 1,
  bytes: kb * 1024,
  onDemandBytes: onDemandKb * 1024,
});
const withinBudget = () => PAGE_WEIGHT_BUDGETS.map((budget) => weight(budget.route, budget.kb));

describe('PAGE_WEIGHT_BUDGETS', () => {
  it('holds a signed-out reader’s article, list, topic and About pages to 30 KB of first load', () => {
    for (const route of ['/blogs/{id}', '/vlogs/{id}', '/blogs', '/vlogs', '/magazines', '/{topic}', '/about']) {
      expect(budgetOf(route), route).toEqual({ route, kb: READER_PAGE_KB, counts: 'first load' });
    }
    expect(READER_PAGE_KB).toBe(30);
  });

  it('gives every larger budget its reason', () => {
    const larger = PAGE_WEIGHT_BUDGETS.filter((budget) => budget.kb > READER_PAGE_KB);
    expect(larger.map((budget) => budget.route)).toEqual(
      expect.arrayContaining(['/magazines/{id}', '/login', '/signup', '/profile', '/collections', '/forgot-password']),
    );
    for (const budget of larger) expect(budget.reason?.length ?? 0, budget.route).toBeGreaterThan(20);
  });

  it('lists each route once and holds the issue reader to the reader benchmark’s budget', () => {
    const routes = PAGE_WEIGHT_BUDGETS.map((budget) => budget.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect(budgetOf('/magazines/{id}')?.kb).toBe(ISSUE_READER_PAGE_KB);
  });
});

describe('budgetProblems', () => {
  it('finds nothing wrong with a build within every budget', () => {
    expect(budgetProblems(withinBudget())).toEqual([]);
  });

  it('names a route over its budget with its weight and budget', () => {
    const weights = withinBudget().map((entry) => (entry.route === '/blogs/{id}' ? weight('/blogs/{id}', 31) : entry));
    expect(budgetProblems(weights)).toEqual([
      '/blogs/{id} ships 31.0 KB of JavaScript (gzip, first load), over its budget of 30 KB',
    ]);
  });

  it('counts on-demand code where the budget says so, and only there', () => {
    const weights = withinBudget().map((entry) => {
      if (entry.route === '/login') return weight('/login', 10, 170);
      if (entry.route === '/about') return weight('/about', 10, 170);
      return entry;
    });
    expect(budgetProblems(weights)).toEqual([
      '/login ships 170.0 KB of JavaScript (gzip, with on-demand code), over its budget of 160 KB',
    ]);
  });

  it('names routes without a budget and budgeted routes missing from the build', () => {
    const weights = [...withinBudget().filter((entry) => entry.route !== '/luxury'), weight('/press', 1)];
    expect(budgetProblems(weights)).toEqual([
      '/press has no JavaScript budget in tests/support/page-weight-budgets.ts',
      '/luxury is not in the build',
    ]);
  });
});

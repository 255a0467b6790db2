import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { overBudget, READER_ROUTES, weightsByRoute } from '../../scripts/lib/page-weight.ts';
import { builtPages, TOPIC_ROUTES } from './pages.ts';
import { E2E_STACK } from './stack-config.ts';

test('a signed-out reader’s article, list and About pages ship at most 30 KB of JavaScript', () => {
  const weights = weightsByRoute(E2E_STACK.outDir, TOPIC_ROUTES);
  expect(weights.map((weight) => weight.route)).toEqual(expect.arrayContaining(READER_ROUTES));
  expect(overBudget(weights)).toEqual([]);
});

test('no image can shift the layout: every img has a width and a height', () => {
  const unsized = builtPages().flatMap(({ file, path }) =>
    [...readFileSync(file, 'utf8').matchAll(/<img\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag))
      .map((tag) => `${path}: ${tag}`),
  );
  expect(unsized).toEqual([]);
});

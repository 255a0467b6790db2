/**
 * `npm run weight [-- dir] [--write-readme]`: the JavaScript each route of a build ships (gzip),
 * as a Markdown table beside the budgets of scripts/lib/page-weight-budgets.ts. Exits non-zero
 * when a route is over its budget or has none; with --write-readme the table replaces the one in
 * the README's "Page weight" section.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CATEGORIES } from '../src/config.ts';
import { weightsByRoute, weightTable, withWeightTable } from './lib/page-weight.ts';
import { budgetOf, budgetProblems } from './lib/page-weight-budgets.ts';
import { PROJECT_ROOT, SETTINGS } from './lib/settings.ts';

const args = process.argv.slice(2);
const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? SETTINGS.outDir);
const weights = weightsByRoute(
  outDir,
  CATEGORIES.map((category) => category.path),
);
const table = weightTable(weights, (route) => {
  const budget = budgetOf(route);
  return budget ? `≤ ${budget.kb} KB, ${budget.counts}` : 'none';
});
console.log(table);

if (args.includes('--write-readme')) {
  const readmePath = join(PROJECT_ROOT, 'README.md');
  writeFileSync(readmePath, withWeightTable(readFileSync(readmePath, 'utf8'), table));
  console.log(`\nWritten into ${readmePath}`);
}

const problems = budgetProblems(weights);
for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);

/**
 * `npm run weight [-- dir] [--write-readme]`: the JavaScript each route of a build ships (gzip),
 * as a Markdown table. Exits non-zero when a reader's page is over its budget; with
 * --write-readme the table replaces the one in the README's "Page weight" section.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CATEGORIES } from '../src/config.ts';
import {
  kilobytes,
  overBudget,
  READER_BUDGET_BYTES,
  weightsByRoute,
  weightTable,
  withWeightTable,
} from './lib/page-weight.ts';
import { PROJECT_ROOT, SETTINGS } from './lib/settings.ts';

const args = process.argv.slice(2);
const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? SETTINGS.outDir);
const weights = weightsByRoute(
  outDir,
  CATEGORIES.map((category) => category.path),
);
const table = weightTable(weights);
console.log(table);

if (args.includes('--write-readme')) {
  const readmePath = join(PROJECT_ROOT, 'README.md');
  writeFileSync(readmePath, withWeightTable(readFileSync(readmePath, 'utf8'), table));
  console.log(`\nWritten into ${readmePath}`);
}

const heavy = overBudget(weights);
for (const weight of heavy) {
  console.error(
    `${weight.route} ships ${kilobytes(weight.bytes)} of JavaScript, over ${kilobytes(READER_BUDGET_BYTES)}`,
  );
}
process.exit(heavy.length > 0 ? 1 : 0);

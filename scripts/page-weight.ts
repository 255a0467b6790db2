/**
 * `npm run weight [-- dir] [--write-docs]`: the JavaScript each route of a build ships (gzip), as
 * a Markdown table beside the budgets of tests/support/page-weight-budgets.ts. Exits non-zero when a route
 * is over its budget or has none; with --write-docs the table replaces the one between the
 * page-weight markers of docs/performance-log.md.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { budgetOf, budgetProblems } from '../tests/support/page-weight-budgets.ts';
import { weightsByRoute, weightTable, withWeightTable } from '../tests/support/page-weight.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { readAsWhole } from '../publishing/publisher.ts';
import { TOPICS } from '../src/config/site.ts';

const args = process.argv.slice(2);
const outDir = resolve(PROJECT_ROOT, args.find((arg) => !arg.startsWith('--')) ?? 'dist');
if (!existsSync(outDir)) {
  console.error(`No build at ${outDir}: run \`npm run build\` first, or name a build's folder.`);
  process.exit(1);
}
// A publish's build is a layer over earlier ones: it is weighed as the whole site it serves.
const weights = await readAsWhole(outDir, (whole) =>
  weightsByRoute(
    whole,
    TOPICS.map((topic) => topic.path),
  ),
);
const table = weightTable(weights, (route) => {
  const budget = budgetOf(route);
  return budget ? `≤ ${budget.kb} KB, ${budget.counts}` : 'none';
});
console.log(table);

if (args.includes('--write-docs')) {
  const docPath = join(PROJECT_ROOT, 'docs', 'performance.md');
  writeFileSync(docPath, withWeightTable(readFileSync(docPath, 'utf8'), table));
  console.log(`\nWritten into ${docPath}`);
}

const problems = budgetProblems(weights);
for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);

/**
 * `npm run bench:build -- --articles N [--runs R]`: the site built at scale. Fills a temporary
 * database with the seed and N generated articles, serves it on an API of its own, then per run
 * builds the site from a fresh cache, builds it again with nothing changed (into a new output
 * directory, as a publish does) and builds the bare Astro baseline (bench/bare-site), then runs the
 * pagefind CLI over the site's own pages. The yardstick is what a team would otherwise run: a plain
 * `astro build` (the bare baseline) followed by `pagefind` over the same pages. Prints wall
 * seconds, ms per page and peak memory of each, medians over the runs, the yardstick, the ratio to
 * the baseline and the rebuild's speed-up, and each goal as met or not met (exit code 1 when one is
 * not).
 * Ports: the benchBuild profile of stack/ports.ts.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openSqliteStorage } from '../api/storage/sqlite-storage.ts';
import { seedIfEmpty } from '../api/seed/seed.ts';
import { BUILD_BENCH_GOALS } from './goals.ts';
import { generateArticles } from './article-generator.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { completion, startNode, stopAll, stopOnSignal } from '../stack/processes.ts';
import { stackOptions } from '../stack/stack-options.ts';
import { siteSettings, startApi } from '../stack/stack.ts';
import { watchTreeMemory } from './process-tree.ts';

interface Measure {
  seconds: number;
  pages: number;
  peakBytes: number;
  /** Of the seconds, those the search index added once the pages were written (the site's builds only). */
  searchSeconds?: number;
}

interface Run {
  site: Measure;
  rebuild: Measure;
  bare: Measure;
  /** The pagefind CLI over the site's own pages, into a folder of its own. */
  pagefind: Measure;
}

const { values } = parseArgs({
  options: { articles: { type: 'string', default: '10000' }, runs: { type: 'string', default: '3' } },
});
const articles = Number(values.articles);
const runs = Number(values.runs);
if (!Number.isInteger(articles) || articles < 1) throw new Error(`--articles must be a positive whole number`);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number`);

const work = mkdtempSync(join(tmpdir(), 'magazine-bench-build-'));
stopOnSignal(() => rmSync(work, { recursive: true, force: true }));
const stack = stackOptions('benchBuild', work, { apiDb: join(work, 'magazine.sqlite') });

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const mb = (bytes: number) => bytes / 1024 / 1024;

/** HTML pages in a build: what "per page" divides by. */
function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')).length;
}

async function fillDatabase(): Promise<void> {
  const db = openSqliteStorage(stack.apiDb as string);
  try {
    await seedIfEmpty(db, process.env.MEDIA_DIR ?? join(PROJECT_ROOT, '.data', 'media'));
    const items = await generateArticles(articles);
    await db.transaction(async (tx) => {
      for (const item of items) await tx.insertItem(item);
    });
  } finally {
    await db.close();
  }
}

/** What the search index step prints once the index is written (publishing/search-index/writer-process.ts). */
const SEARCH_INDEX_LINE = /^\[search\] .* in ([\d.]+) s(?:, ([\d.]+) s of it after the pages)?$/m;

/** Runs an Astro build as a child, sampling its process tree's memory; answers wall time and peak. */
async function measureBuild(start: () => ReturnType<typeof startNode>, outDir: string): Promise<Measure> {
  const started = performance.now();
  const child = start();
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const memory = watchTreeMemory(child.pid as number);
  const peakBytes = await completion(child, 'The build').then(memory.stop, (error: unknown) => {
    memory.stop();
    throw error;
  });
  const line = SEARCH_INDEX_LINE.exec(output);
  const search = line?.[2] ?? line?.[1];
  return {
    seconds: (performance.now() - started) / 1000,
    pages: countPages(outDir),
    peakBytes,
    ...(search ? { searchSeconds: Number(search) } : {}),
  };
}

/** The site's build as `npm run build` runs it against the bench API, with a cache of its own. */
function startSiteBuild(apiUrl: string, outDir: string, cacheDir: string) {
  return startNode('scripts/build.ts', ['--out-dir', outDir, '--cache-dir', cacheDir], {
    label: '[build]',
    quiet: true,
    env: siteSettings(stack, apiUrl),
  });
}

/** The bare baseline through the same pipeline, without a search index. */
function startBareBuild(apiUrl: string, outDir: string, cacheDir: string) {
  return startNode(
    'scripts/build.ts',
    ['--root', 'bench/bare-site', '--out-dir', outDir, '--cache-dir', cacheDir, '--no-search'],
    { label: '[bare]', quiet: true, env: { PUBLIC_API_URL: apiUrl } },
  );
}

/** pagefind's CLI; its package exports no package.json to find it by. */
const PAGEFIND_CLI = join(PROJECT_ROOT, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');

/** The pagefind CLI over a built site, as a team using Astro would index it. */
function startPagefind(siteDir: string, outputDir: string) {
  return startNode(PAGEFIND_CLI, ['--site', siteDir, '--output-path', outputDir], {
    label: '[pagefind]',
    quiet: true,
  });
}

async function oneRun(apiUrl: string, index: number): Promise<Run> {
  const dir = join(work, `run-${index}`);
  const cache = join(dir, 'cache');
  const site = await measureBuild(() => startSiteBuild(apiUrl, join(dir, 'first'), cache), join(dir, 'first'));
  const rebuild = await measureBuild(() => startSiteBuild(apiUrl, join(dir, 'again'), cache), join(dir, 'again'));
  const bare = await measureBuild(
    () => startBareBuild(apiUrl, join(dir, 'bare'), join(dir, 'bare-cache')),
    join(dir, 'bare'),
  );
  const pagefind = await measureBuild(
    () => startPagefind(join(dir, 'first'), join(dir, 'pagefind')),
    join(dir, 'first'),
  );
  // Kept until the end: on this machine's disk, a build right after deleting one 10,000-page tree
  // spent 20 to 36 s in the kernel where it otherwise spent 4 s.
  return { site, rebuild, bare, pagefind };
}

function describe(label: string, measure: Measure): string {
  const perPage = (measure.seconds * 1000) / measure.pages;
  const search =
    measure.searchSeconds === undefined ? '' : `, search index ${measure.searchSeconds.toFixed(1)} s after the pages`;
  return `${label.padEnd(18)} ${measure.seconds.toFixed(1).padStart(6)} s  ${perPage.toFixed(2).padStart(6)} ms/page  ${mb(measure.peakBytes).toFixed(0).padStart(5)} MB peak  (${measure.pages} pages${search})`;
}

function medianMeasure(list: Measure[]): Measure {
  const searches = list.flatMap((m) => (m.searchSeconds === undefined ? [] : [m.searchSeconds]));
  return {
    seconds: median(list.map((m) => m.seconds)),
    pages: median(list.map((m) => m.pages)),
    peakBytes: median(list.map((m) => m.peakBytes)),
    ...(searches.length ? { searchSeconds: median(searches) } : {}),
  };
}

async function main(): Promise<number> {
  console.log(`Filling a temporary database with the seed and ${articles} generated articles…`);
  await fillDatabase();
  const apiUrl = await startApi(stack);
  const results: Run[] = [];
  for (let index = 1; index <= runs; index += 1) {
    const run = await oneRun(apiUrl, index);
    results.push(run);
    console.log(`Run ${index} of ${runs}:`);
    console.log(`  ${describe('site, fresh cache', run.site)}`);
    console.log(`  ${describe('site, unchanged', run.rebuild)}`);
    console.log(`  ${describe('bare Astro', run.bare)}`);
    console.log(`  ${describe('pagefind CLI', run.pagefind)}`);
  }
  const site = medianMeasure(results.map((run) => run.site));
  const rebuild = medianMeasure(results.map((run) => run.rebuild));
  const bare = medianMeasure(results.map((run) => run.bare));
  const pagefind = medianMeasure(results.map((run) => run.pagefind));
  const ratio = median(results.map((run) => run.site.seconds / run.bare.seconds));
  const yardstick = median(results.map((run) => run.bare.seconds + run.pagefind.seconds));
  const overYardstick = median(results.map((run) => run.site.seconds / (run.bare.seconds + run.pagefind.seconds)));
  const speedUp = median(results.map((run) => run.site.seconds / run.rebuild.seconds));
  console.log(`\nMedians of ${runs} run(s), ${articles} generated articles:`);
  console.log(`  ${describe('site, fresh cache', site)}`);
  console.log(`  ${describe('site, unchanged', rebuild)}`);
  console.log(`  ${describe('bare Astro', bare)}`);
  console.log(`  ${describe('pagefind CLI', pagefind)}`);
  console.log(`  astro build + pagefind: ${yardstick.toFixed(1)} s; the site takes ${overYardstick.toFixed(2)}× that`);
  console.log(`  site / bare: ${ratio.toFixed(2)}×   unchanged rebuild: ${speedUp.toFixed(2)}× faster`);
  if (site.searchSeconds !== undefined) {
    const pagesOnly = median(
      results.map((run) => (run.site.seconds - (run.site.searchSeconds ?? 0)) / run.bare.seconds),
    );
    console.log(`  site without its search index / bare: ${pagesOnly.toFixed(2)}×`);
  }

  const goals = BUILD_BENCH_GOALS;
  const scaled = articles === goals.articles;
  const checks: [string, boolean][] = [
    [`build of ${goals.articles} articles ≤ ${goals.maxSeconds} s`, scaled && site.seconds <= goals.maxSeconds],
    [`peak memory ≤ ${goals.maxPeakMb} MB`, mb(site.peakBytes) <= goals.maxPeakMb],
    ['faster than astro build + pagefind over the same pages', overYardstick < 1],
    [`unchanged rebuild ≥ ${goals.minRebuildSpeedUp}× faster`, speedUp >= goals.minRebuildSpeedUp],
  ];
  console.log('\nGoals:');
  for (const [goal, met] of checks) console.log(`  ${met ? 'met    ' : 'not met'}  ${goal}`);
  if (!scaled) console.log(`  (the time goal is for --articles ${goals.articles})`);
  return checks.every(([, met]) => met) ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll();
  rmSync(work, { recursive: true, force: true });
}
process.exit(code);

/**
 * `npm run bench:build -- --articles N [--runs R] [--memory-split]`: the site built at scale. Fills a temporary
 * database with the seed and N generated articles, serves it on an API of its own, then per run
 * builds the site from a fresh cache, builds it again with nothing changed (into a new output
 * directory, as a publish does), and then measures the yardstick, what a team would otherwise run
 * for the same pages: a plain `astro build` of this project (Astro's CLI, the site's own config
 * and settings, a fresh cache folder of its own: bench/plain-astro.config.mjs), followed by the
 * `pagefind` CLI over its output. Prints wall seconds, ms per page and peak memory of each,
 * medians over the runs, the yardstick and the site's ratio to it, the rebuild's speed-up, and
 * each goal as met, not met or not judged at this size (exit code 1 when one is not met).
 * Ports: the benchBuild profile of stack/ports.ts.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openSqliteStorage } from '../api/storage/sqlite-storage.ts';
import { seedIfEmpty } from '../api/seed/seed.ts';
import { allJudgedMet, buildGoalVerdicts, verdictLine } from './build-goal-verdicts.ts';
import { generateArticles } from './article-generator.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { binPath, completion, startNode, stopAll, stopOnSignal } from '../stack/processes.ts';
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
  /** The yardstick's first half: a plain `astro build` of the site. */
  astro: Measure;
  /** The yardstick's second half: the pagefind CLI over that build's output. */
  pagefind: Measure;
}

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    'memory-split': { type: 'boolean', default: false },
  },
});
const articles = Number(values.articles);
const runs = Number(values.runs);
/** `--memory-split`: each build's peak memory by process too (the build worker, the indexer, Pagefind …). */
const memorySplit = values['memory-split'];
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
  const memory = watchTreeMemory(child.pid as number, undefined, memorySplit);
  const peakBytes = await completion(child, 'The build').then(memory.stop, (error: unknown) => {
    memory.stop();
    throw error;
  });
  if (memorySplit) {
    const peaks = [...memory.peaksByName()].sort((a, b) => b[1] - a[1]);
    console.log(
      `    peak memory by process: ${peaks.map(([name, bytes]) => `${name} ${mb(bytes).toFixed(0)} MB`).join(', ')}`,
    );
  }
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

/**
 * The site's own Astro config with a cache folder named by the benchmark (Astro's CLI takes none),
 * from the project root: Astro joins `--config` to the root, so it takes no absolute path.
 */
const PLAIN_ASTRO_CONFIG = 'bench/plain-astro.config.mjs';

/**
 * A plain `astro build` of the site, as a team would run it without the publishing engine: the
 * same settings as the site's build, and a cache folder of its own, empty, so nothing is reused.
 */
function startPlainAstroBuild(apiUrl: string, outDir: string, cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true });
  return startNode(binPath('astro', 'bin/astro.mjs'), ['build', '--config', PLAIN_ASTRO_CONFIG, '--outDir', outDir], {
    label: '[astro]',
    quiet: true,
    // Telemetry off as in the site's build: this machine reaches no outside address.
    env: { ...siteSettings(stack, apiUrl), BENCH_ASTRO_CACHE_DIR: cacheDir, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}

/** pagefind's CLI; its package exports no package.json to find it by. */
const PAGEFIND_CLI = join(PROJECT_ROOT, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');

/** The pagefind CLI over a built site, into its `pagefind/` folder, as a team using Astro would index it. */
function startPagefind(siteDir: string) {
  return startNode(PAGEFIND_CLI, ['--site', siteDir], { label: '[pagefind]', quiet: true });
}

async function oneRun(apiUrl: string, index: number): Promise<Run> {
  const dir = join(work, `run-${index}`);
  const cache = join(dir, 'cache');
  const site = await measureBuild(() => startSiteBuild(apiUrl, join(dir, 'first'), cache), join(dir, 'first'));
  const rebuild = await measureBuild(() => startSiteBuild(apiUrl, join(dir, 'again'), cache), join(dir, 'again'));
  const plain = join(dir, 'plain');
  const astro = await measureBuild(() => startPlainAstroBuild(apiUrl, plain, join(dir, 'plain-cache')), plain);
  const pagefind = await measureBuild(() => startPagefind(plain), plain);
  // Kept until the end: on this machine's disk, a build right after deleting one 10,000-page tree
  // spent 20 to 36 s in the kernel where it otherwise spent 4 s.
  return { site, rebuild, astro, pagefind };
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
  const print = (run: Run) => {
    console.log(`  ${describe('site, fresh cache', run.site)}`);
    console.log(`  ${describe('site, unchanged', run.rebuild)}`);
    console.log(`  ${describe('plain astro build', run.astro)}`);
    console.log(`  ${describe('pagefind CLI', run.pagefind)}`);
  };
  for (let index = 1; index <= runs; index += 1) {
    const run = await oneRun(apiUrl, index);
    results.push(run);
    console.log(`Run ${index} of ${runs}:`);
    print(run);
    // Both builds render the same config from the same API: a difference means they are not the same pages.
    if (run.astro.pages !== run.site.pages) {
      console.log(`  the plain astro build wrote ${run.astro.pages} pages, the site's build ${run.site.pages}`);
    }
  }
  const site = medianMeasure(results.map((run) => run.site));
  const yardstickOf = (run: Run) => run.astro.seconds + run.pagefind.seconds;
  const yardstick = median(results.map(yardstickOf));
  const overYardstick = median(results.map((run) => run.site.seconds / yardstickOf(run)));
  const speedUp = median(results.map((run) => run.site.seconds / run.rebuild.seconds));
  console.log(`\nMedians of ${runs} run(s), ${articles} generated articles:`);
  print({
    site,
    rebuild: medianMeasure(results.map((run) => run.rebuild)),
    astro: medianMeasure(results.map((run) => run.astro)),
    pagefind: medianMeasure(results.map((run) => run.pagefind)),
  });
  console.log(
    `  yardstick, astro build + pagefind: ${yardstick.toFixed(1)} s; the site takes ${overYardstick.toFixed(2)}× that`,
  );
  console.log(`  unchanged rebuild: ${speedUp.toFixed(2)}× faster than the fresh build`);
  if (site.searchSeconds !== undefined) {
    const pagesOnly = median(
      results.map((run) => (run.site.seconds - (run.site.searchSeconds ?? 0)) / run.astro.seconds),
    );
    console.log(`  site without its search index / plain astro build: ${pagesOnly.toFixed(2)}×`);
  }

  const verdicts = buildGoalVerdicts({
    articles,
    freshSeconds: site.seconds,
    freshPeakMb: mb(site.peakBytes),
    overYardstick,
    rebuildSpeedUp: speedUp,
  });
  console.log('\nGoals:');
  for (const verdict of verdicts) console.log(`  ${verdictLine(verdict)}`);
  return allJudgedMet(verdicts) ? 0 : 1;
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

/**
 * The one way the site is built. Astro renders the pages in a fresh process of its own
 * (astro-worker.ts), so nothing one build read can leak into the next. The search index is written
 * by another process (search-index/writer-process.ts, so a publish can stop it), from the content
 * itself: beside Astro when the build waits for its index, after the switch for the rebuild
 * service. `npm run build`, the rebuild service, the benchmarks and the end-to-end stack all come here.
 */
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { completion, startNode } from '../child-processes.ts';
import { rename, rm } from 'node:fs/promises';
import type { Change } from '../../contract/rebuild-changes.ts';
import { assertApiAnswers } from './api-preflight.ts';
import type { BuildDone, BuildRequest } from './astro-worker.ts';
import { changesFile, readChanges } from './changed-pages.ts';
import { makeLayer } from './layered-build.ts';
import { keepCacheForCode, siteCodeDigest } from './code-cache.ts';
import { movePageRecord, pageRecordCode, pageRecordFile, removePageRecord } from './page-record.ts';
import { askForCatalogue, catalogueComplete, shareNoCatalogue } from './shared-catalogue.ts';
import { linkLastIndex, searchIndexCache } from '../search-index/index-cache.ts';
import type { ChangedItem } from '../search-index/changed-items.ts';
import { indexerProcesses } from '../search-index/indexer-processes.ts';
import { PAGES_WRITTEN_MESSAGE } from '../search-index/writer.ts';
import { SEARCH_INDEXING } from '../../src/config/search.ts';

/**
 * What happens to the search index once Astro is done:
 * - `now`: the pages are indexed while Astro renders them, and the build counts as done once both
 *   are (`npm run build`, deploys);
 * - `last`: the last index is linked in as it is, when there is one, and the caller indexes the
 *   build with `indexSearch` after it went live (the rebuild service: a publish does not wait);
 * - `none`: no index (builds that only check pages).
 */
export type SearchIndexMode = 'now' | 'last' | 'none';

export interface BuilderOptions {
  /** Astro's incremental cache, where the last search index is kept too; `node_modules/.astro` by default. */
  cacheDir?: string;
  /** The site's settings (`PUBLIC_API_URL`, `SITE_URL`, `PUBLIC_FIREBASE_*`…) on top of this process's. */
  env?: NodeJS.ProcessEnv;
  /** Pages per search bundle; the end-to-end build uses a few, so every search merges bundles. */
  searchShardPages?: number;
  /** Keeps the build's progress off the console; errors still show, and the last lines are kept. */
  quiet?: boolean;
  /**
   * Starts each next build process and search indexer as soon as the last one ends, so Node,
   * Astro and Pagefind have loaded by the next write.
   */
  prewarm?: boolean;
}

/**
 * How a build was made: the whole site; the pages a publish changed, by a new Astro build; or the
 * same by the renderer a build left warm (kept-renderer.ts), without one.
 */
export const HOW_BUILT = ['whole', 'changed pages', 'warm round'] as const;
export type HowBuilt = (typeof HOW_BUILT)[number];

export interface SiteBuilder {
  /**
   * Builds into `outDir`. A failure rejects with the last lines the build printed. Given the
   * live build, and with `last` search, only the pages the live build lacks are rendered, into a
   * layer over it beside it (layered-build.ts), unless it was made from other code; says which.
   * `changes` names what changed since the last build (a warm renderer reads only those items
   * again); without them every item is read.
   */
  build(outDir: string, search: SearchIndexMode, live?: string, changes?: readonly Change[]): Promise<HowBuilt>;
  /**
   * Writes the search index of a site into `siteDir`; `signal` stops it. Given the changes a
   * publish named, only the bundles holding their pages are indexed again. With `pagesReady`, it
   * starts before the site is in `siteDir`: the articles are indexed from the content at once, the
   * built pages read and the index linked in once `pagesReady` resolves. Says whether it indexed anew.
   */
  indexSearch(
    siteDir: string,
    signal?: AbortSignal,
    changes?: readonly Change[],
    pagesReady?: Promise<void>,
  ): Promise<'indexed' | 'reused'>;
}

/**
 * Astro's process lets its heap grow by at most its live size after each full collection. Its
 * live heap is small (about 170 MB at 10,000 articles) but rendering makes garbage fast, and V8's
 * own growth let the process reach 1,350 MB, beside the search indexer's peak. This way it stays
 * near 850 to 1,030 MB for the same CPU time (decisions/0023), and, unlike a fixed ceiling,
 * still grows with a catalogue whose live data is larger.
 */
const ASTRO_NODE_ARGS = ['--heap-growing-percent=100'];

/** Enough of the build's output to show why it failed, short enough for a status answer. */
const OUTPUT_TAIL_LINES = 12;

function keepTail(stream: Readable | null, lines: string[]): void {
  stream?.on('data', (chunk: Buffer | string) => {
    for (const line of String(chunk).split('\n')) {
      // Astro colours its output; a status answer is plain text.
      // eslint-disable-next-line no-control-regex
      const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
      // The message names the item and the field; the stack trace below it says nothing to an editor.
      if (plain.trim() && !/^\s+at /.test(plain)) lines.push(plain);
    }
    lines.splice(0, Math.max(0, lines.length - OUTPUT_TAIL_LINES));
  });
}

/** The indexer's last line says whether it indexed anew or reused every bundle. */
function howIndexed(tail: string[]): 'indexed' | 'reused' {
  return tail.at(-1)?.includes('reused') ? 'reused' : 'indexed';
}

/** A child's failure with the last lines it printed, which say why. */
function withOutputTail(error: unknown, tail: readonly string[]): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(tail.length ? `${message}:\n${tail.join('\n')}` : message, { cause: error });
}

/** Waits for a child, rejecting with its last lines of output when it fails. */
async function finished(child: ChildProcess, what: string, beforeWait?: () => void): Promise<string[]> {
  const tail: string[] = [];
  // Read even when quiet: a long build would otherwise block on a full stdout pipe.
  keepTail(child.stdout, tail);
  keepTail(child.stderr, tail);
  const done = completion(child, what);
  beforeWait?.();
  try {
    await done;
  } catch (error) {
    throw withOutputTail(error, tail);
  }
  return tail;
}

/** A build worker (astro-worker.ts), with the last lines it printed and its exit. */
interface BuildWorker {
  child: ChildProcess;
  tail: string[];
  exited: Promise<void>;
}

function isRunning({ child }: BuildWorker): boolean {
  return child.exitCode === null && child.signalCode === null && child.connected;
}

/**
 * Sends a worker one request and waits for its answer; rejects with its last lines of output when
 * it exits with a failure, or exits before answering.
 */
async function answerOf(worker: BuildWorker, request: BuildRequest): Promise<BuildDone> {
  worker.tail.length = 0;
  const failure = (error: unknown) => withOutputTail(error, worker.tail);
  return new Promise<BuildDone>((resolveDone, reject) => {
    const onMessage = (message: BuildDone) => {
      if (!message?.done) return;
      worker.child.off('message', onMessage);
      resolveDone(message);
    };
    worker.child.on('message', onMessage);
    worker.exited.then(
      // Exited with 0 before answering: a worker not asked to stay warm answers, then exits.
      () => setImmediate(() => reject(failure(new Error('The site build ended without an answer')))),
      (error: unknown) => reject(failure(error)),
    );
    worker.child.send(request);
  });
}

export function siteBuilder(options: BuilderOptions = {}): SiteBuilder {
  const cacheDir = resolve(PROJECT_ROOT, options.cacheDir ?? 'node_modules/.astro');
  const root = PROJECT_ROOT;
  const env: NodeJS.ProcessEnv = { ...options.env, ASTRO_TELEMETRY_DISABLED: '1' };
  const startWorker = (): BuildWorker => {
    const child = startNode('publishing/site-build/astro-worker.ts', options.prewarm ? ['--prewarm'] : [], {
      label: '[build]',
      quiet: options.quiet,
      ipc: true,
      env,
      nodeArgs: ASTRO_NODE_ARGS,
    });
    const tail: string[] = [];
    // Read even when quiet: a long build would otherwise block on a full stdout pipe.
    keepTail(child.stdout, tail);
    keepTail(child.stderr, tail);
    const exited = completion(child, 'The site build');
    // A worker started ahead and never asked, or one stopped for a newer, fails no build.
    exited.catch(() => undefined);
    return { child, tail, exited };
  };
  let next: BuildWorker | undefined = options.prewarm ? startWorker() : undefined;
  /** The worker that made the live build, kept warm with its renderer (the rebuild service only). */
  let warm: { worker: BuildWorker; code: string } | undefined;

  const indexers = indexerProcesses({ env, quiet: options.quiet, prewarm: options.prewarm });

  /** `besideAstro`: started with Astro's rendering, not after it (writer-process.ts). */
  function startIndexer(
    siteDir: string,
    alongside: boolean,
    changedItems: readonly ChangedItem[] = [],
    besideAstro = false,
  ): ChildProcess {
    return indexers.start({
      siteDir: resolve(siteDir),
      cacheDir,
      ...(options.searchShardPages ? { shardPages: options.searchShardPages } : {}),
      alongside,
      besideAstro,
      ...(changedItems.length ? { changedItems: [...changedItems] } : {}),
    });
  }

  async function indexSearch(
    siteDir: string,
    signal?: AbortSignal,
    changes: readonly Change[] = [],
    pagesReady?: Promise<void>,
  ): Promise<'indexed' | 'reused'> {
    signal?.throwIfAborted();
    // More changes than the recent bundle takes are indexed as a whole build's are: every bundle
    // checked against the content, which also keeps the indexer's arguments short.
    const indexer = startIndexer(
      siteDir,
      pagesReady !== undefined,
      changes.length > SEARCH_INDEXING.recentPages ? [] : changes,
    );
    const stop = () => indexer.kill('SIGTERM');
    signal?.addEventListener('abort', stop, { once: true });
    void pagesReady?.then(() => indexer.connected && indexer.send(PAGES_WRITTEN_MESSAGE));
    try {
      return howIndexed(await finished(indexer, 'The search index'));
    } catch (error) {
      signal?.throwIfAborted();
      throw error;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }

  /**
   * Runs Astro into `outDir`; `indexer`, started beside it, is told when the pages are written. A
   * publish of the code the warm worker was made from is a round of that worker's kept renderer;
   * any other build takes the worker started ahead (or a new one), which the rebuild service then
   * keeps warm in its place.
   */
  async function renderPages(
    outDir: string,
    code: string,
    search: SearchIndexMode,
    indexer?: ChildProcess,
    changedSince?: string,
    changes?: readonly Change[],
  ): Promise<BuildDone> {
    const useWarm =
      changedSince !== undefined && warm?.code === code && isRunning(warm.worker) ? warm.worker : undefined;
    const ready = next && isRunning(next) ? next : undefined;
    const worker = useWarm ?? ready ?? startWorker();
    if (!useWarm) next = undefined;
    const request: BuildRequest = {
      outDir: resolve(outDir),
      cacheDir,
      root,
      code,
      // Only the rebuild service builds changes on top of a build: its builds keep a record.
      record: search === 'last',
      ...(changedSince ? { changedSince } : {}),
      ...(changes ? { changes } : {}),
      stayWarm: options.prewarm === true,
    };
    try {
      const done = await answerOf(worker, request);
      if (indexer) catalogueComplete(cacheDir);
      indexer?.send(PAGES_WRITTEN_MESSAGE);
      if (options.prewarm && worker !== warm?.worker) {
        warm?.worker.child.kill('SIGTERM');
        warm = { worker, code };
      }
      return done;
    } catch (error) {
      indexer?.kill('SIGTERM');
      if (worker === warm?.worker) warm = undefined;
      throw error;
    } finally {
      if (options.prewarm && !next) next = startWorker();
    }
  }

  /**
   * What changed since the live build, rendered into `outDir` as a layer over it
   * (layered-build.ts): the folder holds only the rendered files and a manifest naming the rest.
   */
  async function buildChangedPages(
    outDir: string,
    live: string,
    code: string,
    changes: readonly Change[] | undefined,
  ): Promise<'changed pages' | 'warm round'> {
    const layer = `${resolve(outDir)}.layer`;
    const clear = () =>
      Promise.all([
        rm(layer, { recursive: true, force: true }),
        rm(changesFile(layer), { force: true }),
        rm(pageRecordFile(layer), { force: true }),
      ]);
    await clear();
    try {
      const done = await renderPages(layer, code, 'last', undefined, resolve(live), changes);
      const { gone } = await readChanges(layer);
      await rm(outDir, { recursive: true, force: true });
      await rename(layer, outDir);
      await makeLayer(outDir, live, { gone });
      // Moved, not written again: the worker knows the file it wrote as the live record next time.
      movePageRecord(layer, outDir);
      return done.warm ? 'warm round' : 'changed pages';
    } finally {
      await clear();
    }
  }

  async function build(
    outDir: string,
    search: SearchIndexMode,
    live?: string,
    changes?: readonly Change[],
  ): Promise<HowBuilt> {
    await assertApiAnswers(env);
    keepCacheForCode(cacheDir, root);
    // The site's address is in every page (canonical links) but in no page's cache key.
    const code = `${siteCodeDigest(root)} ${env.SITE_URL ?? process.env.SITE_URL ?? ''}`;
    removePageRecord(outDir);
    // Only an index made beside Astro reads the catalogue as Astro read it.
    if (search === 'now') askForCatalogue(cacheDir);
    else shareNoCatalogue(cacheDir);
    if (live && search === 'last' && pageRecordCode(live) === code) {
      return buildChangedPages(outDir, live, code, changes);
    }
    if (search !== 'now') {
      await renderPages(outDir, code, search);
      if (search === 'last') linkLastIndex(resolve(outDir), searchIndexCache(cacheDir));
      return 'whole';
    }
    // Both at once: Astro renders while the articles are indexed from the content.
    const indexer = startIndexer(outDir, true, [], true);
    const indexed = finished(indexer, 'The search index');
    // Awaited below; a failed index still waits for Astro, whose failure says more.
    indexed.catch(() => undefined);
    await renderPages(outDir, code, search, indexer);
    await indexed;
    return 'whole';
  }

  return { build, indexSearch };
}

/** One build into `outDir`, with its search index unless `search` says otherwise. */
export function buildSite(
  outDir: string,
  options: Omit<BuilderOptions, 'prewarm'> & { search?: SearchIndexMode } = {},
): Promise<void> {
  return siteBuilder(options)
    .build(outDir, options.search ?? 'now')
    .then(() => undefined);
}

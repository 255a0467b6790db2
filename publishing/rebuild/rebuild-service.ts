/**
 * Publish → live site: collects change notifications (coalescing-queue.ts), builds the site into a
 * fresh folder (publishing/site-build/build-site.ts), checks it (build-checker.ts) and only then switches the live link
 * to it (live-link.ts). A failed build or check leaves the live link exactly as it was; the reason
 * is logged and kept for the status route.
 *
 * With a search indexer, a build goes live with the previous search index (Pagefind costs more
 * than the rest of a publish at a thousand articles); then a layer over the same pages that holds
 * only their new index (publishing/site-build/layered-build.ts) is checked and switched to in the
 * same way. The indexer starts as the build goes live, indexes the articles from the content, and
 * reads the few built pages it indexes through the layer. A new write stops that step: the next
 * build is indexed in its turn.
 */
import { existsSync } from 'node:fs';
import { lstat, mkdir, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { buildProblems } from './build-checker.ts';
import { describeChanges, mergeChanges, type Change } from '../../contract/rebuild-changes.ts';
import { CoalescingQueue } from './coalescing-queue.ts';
import { createTidying } from './tidying.ts';
import { SEARCH_INDEX_DIR as SEARCH_INDEX_FOLDER } from '../search-index/bundles.ts';
import { SEARCH_INDEXING } from '../../src/config/search.ts';
import { HOW_BUILT, type HowBuilt } from '../site-build/build-site.ts';
import { makeLayer } from '../site-build/layered-build.ts';
import { liveBuildDir, newBuildId, switchLive } from './live-link.ts';
import { movePageRecord, removePageRecord, sharePageRecord } from '../site-build/page-record.ts';
/**
 * Builds the site into a folder; given the live build, it may build only what changed since on
 * top of it (publishing/site-build/changed-pages.ts), the changes the publish names.
 */
export type BuildInto = (outDir: string, live?: string, changes?: readonly Change[]) => Promise<unknown>;
/**
 * Writes the search index of a site into `siteDir`, which holds the site's pages once `pagesReady`
 * resolves; `signal` stops it. Given the changes a publish named, only their pages' bundles may be
 * indexed again. Says whether it indexed anew.
 */
export type SearchIndexer = (
  siteDir: string,
  signal: AbortSignal,
  changes: readonly Change[],
  pagesReady: Promise<void>,
) => Promise<'indexed' | 'reused'>;

/** Where a build is written before it moves to its own folder (hidden from listBuilds). */
const STAGING_DIR = '.staging';
/** Where the live build's search index is written, before its layer moves to its own folder. */
const SEARCH_STAGING_DIR = '.search-staging';

export type RebuildState = 'idle' | 'waiting' | 'building' | 'checking' | 'indexing';

export interface RebuildResult {
  ok: boolean;
  /** Why the build did not go live; absent when it did. */
  reason?: string;
  build: string;
  seconds: number;
  changes: Change[];
  finishedAt: string;
  /**
   * How the pages were made, when the builder says: the whole site, a publish's changed pages by
   * a new Astro build, or the same in the renderer the last build left warm.
   */
  made?: HowBuilt;
}

export interface RebuildStatus {
  state: RebuildState;
  live: { build: string; since: string } | null;
  last: RebuildResult | null;
  /**
   * The last results, newest first (at most RECENT_RESULTS): a change's own build can be found
   * here after other writes have been built.
   */
  recent: RebuildResult[];
  /** A build waits for the running one to end. */
  queued: boolean;
  /** Changes collected for the next build. */
  pending: Change[];
  /** Old builds are being removed behind the live one (a publish does not wait for it). */
  tidying: boolean;
}

/** How many results the status lists in `recent`. */
export const RECENT_RESULTS = 10;

export interface RebuildServiceOptions {
  liveLink: string;
  buildsDir: string;
  quietMs: number;
  keepPreviousBuilds: number;
  build: BuildInto;
  /** Indexes each live build for search after it went live; without it, the build itself does. */
  indexSearch?: SearchIndexer;
  /**
   * The folder the indexer writes and the entry file it writes there only when it writes the
   * whole index (the site's search index by default): the index's layer then holds the folder whole.
   */
  searchIndex?: { folder: string; entry: string };
  /** Changed paths a live layer may carry before it is made whole again (compaction.ts). */
  layerPathsBound?: number;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export interface RebuildService {
  /** Queues a build for these changes (after the quiet period). */
  notify: (changes: readonly Change[]) => void;
  /** Builds, checks and switches now, outside the queue (the first build of a stack); the result says how it went. */
  rebuildNow: (changes?: readonly Change[]) => Promise<RebuildResult>;
  status: () => Promise<RebuildStatus>;
  /** Resolves once nothing is waiting or building. */
  whenIdle: () => Promise<void>;
  stop: () => void;
}

const isHowMade = (made: unknown): made is HowBuilt => (HOW_BUILT as readonly unknown[]).includes(made);

export function createRebuildService(options: RebuildServiceOptions): RebuildService {
  const log = options.log ?? ((line) => console.log(`[rebuild] ${line}`));
  const warn = options.warn ?? ((line) => console.warn(`[rebuild] ${line}`));
  let phase: 'building' | 'checking' | 'indexing' | undefined;
  let indexing: AbortController | undefined;
  let last: RebuildResult | null = null;
  let recent: RebuildResult[] = [];
  let liveSince: string | null = null;
  let sequence = 0;
  const tidying = createTidying({
    liveLink: options.liveLink,
    buildsDir: options.buildsDir,
    keepPreviousBuilds: options.keepPreviousBuilds,
    layerPathsBound: options.layerPathsBound,
    newBuild: () => newBuildId(new Date(), sequence++),
    log,
    warn,
  });

  async function rebuild(changes: Change[]): Promise<RebuildResult> {
    await tidying.beforeBuild();
    const started = Date.now();
    const build = newBuildId(new Date(started), sequence++);
    const dir = join(options.buildsDir, build);
    let made: unknown;
    const finish = (reason?: string): RebuildResult => ({
      ok: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      build,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      changes,
      finishedAt: new Date().toISOString(),
      ...(isHowMade(made) ? { made } : {}),
    });
    log(`building ${build} for ${describeChanges(changes)}`);
    let result: RebuildResult;
    try {
      phase = 'building';
      await mkdir(options.buildsDir, { recursive: true });
      // Astro is always given the same output folder: its content store is cleared whenever the
      // config (outDir included) changes. The finished build then moves to a folder of its own.
      const staging = join(options.buildsDir, STAGING_DIR);
      await rm(staging, { recursive: true, force: true });
      // A publish builds on the live site; a full rebuild (no changes named) builds everything.
      const live = changes.length > 0 ? await liveBuildDir(options.liveLink) : undefined;
      made = await options.build(staging, live, changes);
      await rename(staging, dir);
      movePageRecord(staging, dir);
      phase = 'checking';
      const problems = await buildProblems(dir, changes, await liveBuildDir(options.liveLink));
      if (problems.length > 0) {
        result = finish(`The new build failed its checks: ${problems.join('; ')}`);
      } else {
        await switchLive(options.liveLink, dir);
        liveSince = new Date().toISOString();
        result = finish();
      }
    } catch (error) {
      result = finish(error instanceof Error ? error.message : String(error));
    } finally {
      phase = undefined;
    }
    last = result;
    recent = [result, ...recent].slice(0, RECENT_RESULTS);
    // Not idle yet: the search index of this build follows.
    if (result.ok && options.indexSearch) phase = 'indexing';
    if (result.ok) {
      const how =
        made === 'warm round' ? ', changed pages only, warm' : made === 'changed pages' ? ', changed pages only' : '';
      log(`${build} is live (${result.seconds} s${how})`);
    } else {
      await rm(dir, { recursive: true, force: true });
      await rm(join(options.buildsDir, STAGING_DIR), { recursive: true, force: true });
      removePageRecord(dir);
      removePageRecord(join(options.buildsDir, STAGING_DIR));
      // The next build renders these changes' pages anyway (they differ from the live record), so
      // its index covers them too.
      if (options.indexSearch) leaveToTheNextIndex(changes);
      warn(`${build} did not go live; the site stays as it was. ${result.reason}`);
    }
    if (result.ok && options.indexSearch) await followWithSearchIndex(dir, changes, options.indexSearch);
    // Old builds go last, and behind the next publish rather than in front of it: removing tens
    // of thousands of files took seconds at 10,000 articles, which the next write waited for.
    if (result.ok) tidying.after();
    return result;
  }

  /**
   * Changes whose pages went live but whose search index did not (stopped by a newer write, or
   * failed): the next index covers them too, as it may index only its own changes' bundles.
   * `all` after a full rebuild that was not indexed.
   */
  let notIndexed: Change[] | 'all' = [];

  function leaveToTheNextIndex(changes: Change[]): void {
    notIndexed = changes.length === 0 || notIndexed === 'all' ? 'all' : mergeChanges(notIndexed, changes);
  }

  /**
   * The live build `pagesDir` with its own search index: a layer over it that holds only the
   * index's folder (layered-build.ts), checked and switched to.
   */
  async function followWithSearchIndex(pagesDir: string, changes: Change[], indexSearch: SearchIndexer) {
    phase = 'indexing';
    const started = Date.now();
    const build = newBuildId(new Date(started), sequence++);
    const staging = join(options.buildsDir, SEARCH_STAGING_DIR);
    const dir = join(options.buildsDir, build);
    await rm(staging, { recursive: true, force: true });
    // It covers the changes of earlier builds whose index did not go live.
    leaveToTheNextIndex(changes);
    // The pages' record goes with them, for the next publish to build on.
    removePageRecord(staging);
    await sharePageRecord(pagesDir, staging);
    const controller = new AbortController();
    indexing = controller;
    let pagesReady: () => void = () => undefined;
    const ready = new Promise<void>((resolveReady) => (pagesReady = resolveReady));
    // The indexer reads the catalogue and indexes its articles while the layer is made.
    const indexed = indexSearch(staging, controller.signal, notIndexed === 'all' ? [] : notIndexed, ready);
    // Awaited once the layer is made; a failure to make it stops it first.
    indexed.catch(() => undefined);
    try {
      // The pages are those already checked and live, read through the layer, and so is the last
      // index: the indexer writes only the files that change (the recent bundle and the list).
      await mkdir(staging, { recursive: true });
      await makeLayer(staging, pagesDir);
      pagesReady();
      if ((await indexed) === 'reused') {
        notIndexed = [];
        return;
      }
      // Now with the index's files the indexer wrote: a whole index (every bundle indexed again)
      // is held as one folder, so its thousands of files are not named one by one.
      const folder = options.searchIndex?.folder ?? SEARCH_INDEX_FOLDER;
      const entry = options.searchIndex?.entry ?? SEARCH_INDEXING.entryFile;
      const whole = existsSync(join(staging, folder, entry));
      await makeLayer(staging, pagesDir, whole ? { replaces: [folder] } : {});
      await rename(staging, dir);
      // The same pages: the same record, for the next publish to build on.
      movePageRecord(staging, dir);
      const problems = await buildProblems(dir, changes, pagesDir);
      if (problems.length > 0) throw new Error(`it failed its checks: ${problems.join('; ')}`);
      await switchLive(options.liveLink, dir);
      liveSince = new Date().toISOString();
      notIndexed = [];
      log(`${build} is live: ${basename(pagesDir)} with its search index (${(Date.now() - started) / 1000} s)`);
    } catch (error) {
      const stopped = controller.signal.aborted;
      // Ended before the next indexer starts, so two never share the search cache.
      controller.abort();
      await indexed.catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
      removePageRecord(dir);
      if (stopped) log(`search index of ${basename(pagesDir)} stopped for a newer write`);
      else warn(`the search index of ${basename(pagesDir)} did not go live; search keeps the previous one. ${error}`);
    } finally {
      await rm(staging, { recursive: true, force: true });
      removePageRecord(staging);
      indexing = undefined;
      phase = undefined;
    }
  }

  // One build at a time, whichever way it was asked for: two astro builds would share caches.
  let previous: Promise<unknown> = Promise.resolve();
  function oneAtATime(changes: Change[]): Promise<RebuildResult> {
    const next = previous.then(() => rebuild(changes));
    previous = next.catch(() => undefined);
    return next;
  }

  const queue = new CoalescingQueue({
    quietMs: options.quietMs,
    run: async (changes) => void (await oneAtATime(changes)),
  });

  return {
    notify: (changes) => {
      indexing?.abort();
      tidying.stop();
      queue.add(changes);
    },
    rebuildNow: (changes = []) => oneAtATime([...changes]),
    async status() {
      const live = await liveBuildDir(options.liveLink);
      // A link left by an earlier run of the service went live when it was written.
      const since = liveSince ?? (await lstat(options.liveLink).catch(() => undefined))?.mtime.toISOString();
      const state: RebuildState = phase ?? (queue.state === 'waiting' ? 'waiting' : 'idle');
      return {
        state,
        live: live ? { build: basename(live), since: since ?? '' } : null,
        last,
        recent: [...recent],
        queued: queue.queued,
        tidying: tidying.busy,
        pending: [...queue.pendingChanges],
      };
    },
    async whenIdle() {
      // Idle once nothing is queued or building and the last tidying is over, whichever ends last.
      do {
        await queue.whenIdle();
        await tidying.done();
      } while (queue.state !== 'idle');
    },
    stop: () => {
      indexing?.abort();
      tidying.stop();
      queue.stop();
    },
  };
}

/**
 * The service with a stand-in for `astro build`: a function that writes a small site into the
 * folder it is given (or fails, as a build can). The real build runs in tests/e2e/publishing.spec.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { readPageRecord, writePageRecord } from '../site-build/page-record.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRebuildService, RECENT_RESULTS, type RebuildService } from './rebuild-service.ts';
import type { BuildInto, SearchIndexer } from './rebuild-service.ts';
import { pathInBuild } from '../site-build/layered-build.ts';

let work: string;
let lines: string[];
/** What the next build writes: the home page's text, and the blog ids it has pages for. */
let site: { home: string; blogs: string[]; fail?: string };

/** Every folder a build was written to. */
const builtInto = new Set<string>();

const standInBuild: BuildInto = async (outDir) => {
  builtInto.add(outDir);
  if (site.fail) throw new Error(site.fail);
  const write = (path: string, html: string) => {
    mkdirSync(join(outDir, path), { recursive: true });
    writeFileSync(join(outDir, path, 'index.html'), html);
  };
  write('', site.home);
  write('blogs', site.blogs.map((id) => `<a href="/blogs/${id}">${id}</a>`).join(''));
  for (const id of site.blogs) write(`blogs/${id}`, id);
  write('vlogs', '<a href="/vlogs/surf">surf</a>');
  write('magazines', '<a href="/magazines/1">1</a>');
};

function service(quietMs = 0): RebuildService {
  return createRebuildService({
    liveLink: join(work, 'live'),
    buildsDir: join(work, 'builds'),
    quietMs,
    keepPreviousBuilds: 1,
    build: standInBuild,
    log: (line) => lines.push(line),
    warn: (line) => lines.push(`WARN ${line}`),
  });
}

/** A file of a build as every reader finds it, through a layer's manifest when it has one. */
const readBuilt = (dir: string, path: string) => readFileSync(pathInBuild(dir, path) ?? join(dir, path), 'utf8');
const liveHome = () => readBuilt(join(work, 'live'), 'index.html');
const liveIndex = () => readBuilt(join(work, 'live'), 'search/index.txt');

/**
 * Resolves once the pages are in the indexer's folder; rejects if the index is stopped first, as
 * the real indexer's process ends when it is stopped.
 */
function pagesOrStop(pagesReady: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolveReady, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    void pagesReady.then(resolveReady);
  });
}

/** Stands in for Pagefind: the index names the home page it was made from, and is reused when the last one (live) does. */
const standInIndexer: SearchIndexer = async (siteDir, signal, _changes, pagesReady) => {
  await pagesOrStop(pagesReady, signal);
  const home = readBuilt(siteDir, 'index.html');
  const file = join(siteDir, 'search', 'index.txt');
  const last = pathInBuild(join(work, 'live'), 'search/index.txt');
  if (last && existsSync(last) && readFileSync(last, 'utf8') === home) return 'reused';
  rmSync(join(siteDir, 'search'), { recursive: true, force: true });
  mkdirSync(join(siteDir, 'search'));
  writeFileSync(file, home);
  return 'indexed';
};

/** A service whose builds go live with the last index, as the stack's do. */
function indexingService(indexSearch: SearchIndexer, quietMs = 0): RebuildService {
  return createRebuildService({
    liveLink: join(work, 'live'),
    buildsDir: join(work, 'builds'),
    quietMs,
    keepPreviousBuilds: 2,
    build: async (outDir) => {
      await standInBuild(outDir);
      const live = pathInBuild(join(work, 'live'), 'search/index.txt');
      if (live && existsSync(live)) {
        mkdirSync(join(outDir, 'search'));
        writeFileSync(join(outDir, 'search', 'index.txt'), readFileSync(live));
      }
    },
    indexSearch,
    searchIndex: { folder: 'search', entry: 'index.txt' },
    log: (line) => lines.push(line),
    warn: (line) => lines.push(`WARN ${line}`),
  });
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'rebuild-service-'));
  lines = [];
  builtInto.clear();
  site = { home: 'first', blogs: ['tea'] };
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/**
 * The stand-in indexer, except that the second index it is asked for runs until a newer write
 * stops it. `secondIndexing` resolves once that index is under way: the status alone cannot say
 * which build is indexing, and on a slow machine the first one may still be.
 */
function secondIndexWaitsForItsStop(): { indexer: SearchIndexer; secondIndexing: Promise<void> } {
  let indexed = 0;
  let secondIndexStarted: () => void = () => undefined;
  const secondIndexing = new Promise<void>((resolve) => (secondIndexStarted = resolve));
  const indexer: SearchIndexer = async (siteDir, signal, changes, pagesReady) => {
    await pagesOrStop(pagesReady, signal);
    if (indexed++ === 1) {
      secondIndexStarted();
      await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    }
    return standInIndexer(siteDir, signal, changes, pagesReady);
  };
  return { indexer, secondIndexing };
}

describe('the rebuild service', () => {
  it('builds, checks and switches the live link, then reports it', async () => {
    const rebuild = service();
    const result = await rebuild.rebuildNow();
    expect(result).toMatchObject({ ok: true, changes: [] });
    expect(result.reason).toBeUndefined();
    expect(liveHome()).toBe('first');
    const status = await rebuild.status();
    expect(status).toMatchObject({ state: 'idle', live: { build: result.build }, last: { ok: true }, queued: false });
    expect(Date.parse(status.live?.since ?? '')).not.toBeNaN();
  });

  it('switches to the new build after a notification, and prunes old builds', async () => {
    const rebuild = service(50);
    await rebuild.rebuildNow();
    for (const home of ['second', 'third']) {
      site = { home, blogs: ['tea', 'spice'] };
      rebuild.notify([{ kind: 'blog', id: 'spice', action: 'create' }]);
      expect((await rebuild.status()).state).toBe('waiting');
      await rebuild.whenIdle();
      expect(liveHome()).toBe(home);
    }
    const status = await rebuild.status();
    expect(status.last).toMatchObject({ ok: true, changes: [{ kind: 'blog', id: 'spice', action: 'create' }] });
    // The live build and one previous one.
    expect(readFileSync(join(work, 'live', 'blogs', 'spice', 'index.html'), 'utf8')).toBe('spice');
    expect(readdirSync(join(work, 'builds'))).toHaveLength(2);
    expect(builtInto.size, 'Astro always writes to one folder').toBe(1);
  });

  it('builds a publish on the live build and a full rebuild on nothing, each record kept beside its build', async () => {
    const givenLive: (string | undefined)[] = [];
    const rebuild = createRebuildService({
      liveLink: join(work, 'live'),
      buildsDir: join(work, 'builds'),
      quietMs: 0,
      keepPreviousBuilds: 1,
      build: async (outDir, live) => {
        givenLive.push(live && basename(live));
        await standInBuild(outDir);
        writePageRecord(outDir, { code: 'c', pages: { 'index.html': site.home } });
        return live ? 'changed pages' : 'whole';
      },
      log: (line) => lines.push(line),
    });
    const first = await rebuild.rebuildNow();
    site = { home: 'second', blogs: ['tea', 'spice'] };
    const second = await rebuild.rebuildNow([{ kind: 'blog', id: 'spice', action: 'create' }]);
    site = { home: 'third', blogs: ['tea', 'spice'] };
    const third = await rebuild.rebuildNow();
    expect(givenLive).toEqual([undefined, first.build, undefined]);
    // The log says which builds were made of the changed pages only.
    const liveLines = lines.filter((line) => line.includes(' is live ('));
    expect(liveLines.map((line) => line.endsWith(' s, changed pages only)'))).toEqual([false, true, false]);
    expect(readPageRecord(join(work, 'builds', third.build))?.pages).toEqual({ 'index.html': 'third' });
    // The first build was pruned, and its record with it, behind the last build.
    await rebuild.whenIdle();
    expect(readdirSync(join(work, 'builds')).sort()).toEqual(
      [second.build, `${second.build}.pages.json`, third.build, `${third.build}.pages.json`].sort(),
    );
  });

  it('keeps the live site as it was when the build fails, and says why', async () => {
    const rebuild = service();
    const first = await rebuild.rebuildNow();
    site = { home: 'broken', blogs: ['tea'], fail: 'The site build failed (exit code 1):\nAPI unreachable' };
    rebuild.notify([{ kind: 'blog', id: 'tea', action: 'update' }]);
    await rebuild.whenIdle();
    expect(liveHome()).toBe('first');
    const status = await rebuild.status();
    expect(status.live?.build).toBe(first.build);
    expect(status.last).toMatchObject({ ok: false, reason: expect.stringContaining('API unreachable') });
    expect(lines.at(-1)).toMatch(/^WARN .* did not go live; the site stays as it was\. The site build failed/);
    expect(existsSync(join(work, 'builds', status.last?.build ?? ''))).toBe(false);
  });

  it('keeps the live site as it was when the new build fails its checks', async () => {
    const rebuild = service();
    await rebuild.rebuildNow();
    site = { home: 'second', blogs: ['tea'] };
    rebuild.notify([{ kind: 'blog', id: 'never-built', action: 'create' }]);
    await rebuild.whenIdle();
    expect(liveHome()).toBe('first');
    expect((await rebuild.status()).last).toMatchObject({
      ok: false,
      reason: 'The new build failed its checks: /blogs/never-built is missing after its create',
    });
  });

  it('never runs two builds at once, however they were asked for', async () => {
    let running = 0;
    let most = 0;
    const rebuild = createRebuildService({
      liveLink: join(work, 'live'),
      buildsDir: join(work, 'builds'),
      quietMs: 0,
      keepPreviousBuilds: 1,
      build: async (outDir) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolveBuild) => setTimeout(resolveBuild, 30));
        await standInBuild(outDir);
        running -= 1;
      },
      log: () => undefined,
    });
    const first = rebuild.rebuildNow();
    rebuild.notify([{ kind: 'blog', id: 'tea', action: 'update' }]);
    await first;
    await rebuild.whenIdle();
    expect(most).toBe(1);
    expect((await rebuild.status()).last).toMatchObject({ ok: true, changes: [{ id: 'tea' }] });
  });

  it('reports no live build before the first one', async () => {
    expect(await service().status()).toEqual({
      state: 'idle',
      live: null,
      last: null,
      recent: [],
      queued: false,
      pending: [],
      tidying: false,
    });
  });

  it('lists the recent results newest first, so a change finds its build after later ones', async () => {
    const rebuild = service();
    const builds: string[] = [];
    for (let n = 0; n <= RECENT_RESULTS; n += 1) {
      builds.push((await rebuild.rebuildNow([{ kind: 'blog', id: `tea-${n}`, action: 'create' }])).build);
    }
    const { last, recent } = await rebuild.status();
    expect(recent).toHaveLength(RECENT_RESULTS);
    expect(recent[0]).toEqual(last);
    expect(recent.map((result) => result.build)).toEqual(builds.slice(1).reverse());
    expect(recent.at(-1)?.changes).toEqual([{ kind: 'blog', id: 'tea-1', action: 'create' }]);
  });

  it('puts a build live with the previous search index, then switches to the same pages with their own', async () => {
    let release = () => {};
    let holding = () => {};
    const held = new Promise<void>((resolveHeld) => (holding = resolveHeld));
    let indexed = 0;
    const rebuild = indexingService(async (siteDir, signal, changes, pagesReady) => {
      await pagesOrStop(pagesReady, signal);
      // Held open after the first build, so the state in between can be seen.
      if (indexed++ > 0) {
        await new Promise<void>((resolveHold) => {
          release = resolveHold;
          holding();
        });
      }
      signal.throwIfAborted();
      return standInIndexer(siteDir, signal, changes, pagesReady);
    });
    await rebuild.rebuildNow();
    expect(liveIndex()).toBe('first');
    site = { home: 'second', blogs: ['tea', 'spice'] };
    const pages = rebuild.rebuildNow([{ kind: 'blog', id: 'spice', action: 'create' }]);
    // Released only once the indexer holds: the step before it (linking the pages) takes its time.
    await held;
    expect((await rebuild.status()).state).toBe('indexing');
    expect(liveHome()).toBe('second');
    expect(liveIndex()).toBe('first');
    const pagesBuild = (await rebuild.status()).live?.build;
    release();
    const result = await pages;
    expect(result).toMatchObject({ ok: true, build: pagesBuild });
    expect(liveHome()).toBe('second');
    expect(liveIndex()).toBe('second');
    const status = await rebuild.status();
    expect(status.state).toBe('idle');
    expect(status.live?.build).not.toBe(pagesBuild);
    expect(existsSync(join(work, 'builds', '.staging'))).toBe(false);
  });

  it('starts the search index once the build is live, and lets it read the pages once they are linked', async () => {
    const seen: string[] = [];
    const rebuild = indexingService(async (siteDir, signal, changes, pagesReady) => {
      const page = pathInBuild(siteDir, 'index.html');
      seen.push(`started, live home ${liveHome()}, pages ${page !== undefined && existsSync(page)}`);
      await pagesOrStop(pagesReady, signal);
      seen.push(`pages ready, pages ${readBuilt(siteDir, 'index.html')}`);
      return standInIndexer(siteDir, signal, changes, pagesReady);
    });
    await rebuild.rebuildNow();
    expect(seen).toEqual(['started, live home first, pages false', 'pages ready, pages first']);
    expect(liveIndex()).toBe('first');
  });

  it("indexes a failed build's changes with the next build's", async () => {
    const asked: string[] = [];
    const rebuild = indexingService(async (siteDir, signal, changes, pagesReady) => {
      asked.push(changes.map((change) => `${change.action} ${change.id}`).join(', ') || 'everything');
      return standInIndexer(siteDir, signal, changes, pagesReady);
    });
    await rebuild.rebuildNow();
    site = { home: 'broken', blogs: ['tea'], fail: 'The site build failed (exit code 1)' };
    expect((await rebuild.rebuildNow([{ kind: 'blog', id: 'tea', action: 'update' }])).ok).toBe(false);
    site = { home: 'fixed', blogs: ['tea', 'spice'] };
    expect((await rebuild.rebuildNow([{ kind: 'blog', id: 'spice', action: 'create' }])).ok).toBe(true);
    expect(asked).toEqual(['everything', 'update tea, create spice']);
    expect(liveIndex()).toBe('fixed');
    expect(existsSync(join(work, 'builds', '.search-staging'))).toBe(false);
  });

  it('does not switch again when the search index is unchanged', async () => {
    const rebuild = indexingService(standInIndexer);
    await rebuild.rebuildNow();
    const before = (await rebuild.status()).live?.build;
    const again = await rebuild.rebuildNow([{ kind: 'blog', id: 'tea', action: 'update' }]);
    expect((await rebuild.status()).live?.build).toBe(again.build);
    expect(again.build).not.toBe(before);
    expect(liveIndex()).toBe('first');
  });

  it('stops the search index step for a new write, and indexes the next build instead', async () => {
    const { indexer, secondIndexing } = secondIndexWaitsForItsStop();
    const rebuild = indexingService(indexer, 20);
    await rebuild.rebuildNow();
    site = { home: 'second', blogs: ['tea', 'spice'] };
    rebuild.notify([{ kind: 'blog', id: 'spice', action: 'create' }]);
    await secondIndexing;
    expect((await rebuild.status()).state).toBe('indexing');
    site = { home: 'third', blogs: ['tea', 'spice'] };
    rebuild.notify([{ kind: 'blog', id: 'spice', action: 'update' }]);
    await rebuild.whenIdle();
    expect(liveHome()).toBe('third');
    expect(liveIndex()).toBe('third');
    expect(lines).toContainEqual(expect.stringMatching(/^search index of .* stopped for a newer write$/));
  });

  it("indexes a stopped index's changes with the next one's, and everything after a full rebuild", async () => {
    const asked: string[] = [];
    const { indexer, secondIndexing } = secondIndexWaitsForItsStop();
    const rebuild = indexingService(async (siteDir, signal, changes, pagesReady) => {
      asked.push(changes.map((change) => `${change.action} ${change.id}`).join(', ') || 'everything');
      return indexer(siteDir, signal, changes, pagesReady);
    }, 20);
    await rebuild.rebuildNow();
    site = { home: 'second', blogs: ['tea', 'spice'] };
    rebuild.notify([{ kind: 'blog', id: 'spice', action: 'create' }]);
    await secondIndexing;
    site = { home: 'third', blogs: ['tea', 'spice'] };
    rebuild.notify([{ kind: 'blog', id: 'tea', action: 'update' }]);
    await rebuild.whenIdle();
    site = { home: 'fourth', blogs: ['tea', 'spice'] };
    await rebuild.rebuildNow([{ kind: 'blog', id: 'tea', action: 'update' }]);
    expect(asked).toEqual(['everything', 'create spice', 'create spice, update tea', 'update tea']);
  });

  it('keeps the live pages and their previous index when the search index fails', async () => {
    let indexed = 0;
    const rebuild = indexingService(async (siteDir, signal, changes, pagesReady) => {
      if (indexed++ > 0) throw new Error('Pagefind could not write the index');
      return standInIndexer(siteDir, signal, changes, pagesReady);
    });
    await rebuild.rebuildNow();
    site = { home: 'second', blogs: ['tea'] };
    const result = await rebuild.rebuildNow([{ kind: 'blog', id: 'tea', action: 'update' }]);
    expect(result.ok).toBe(true);
    expect((await rebuild.status()).live?.build).toBe(result.build);
    expect(liveHome()).toBe('second');
    expect(liveIndex()).toBe('first');
    expect(lines.at(-1)).toMatch(
      /^WARN the search index of .* did not go live; search keeps the previous one\..*could not write/,
    );
  });
});

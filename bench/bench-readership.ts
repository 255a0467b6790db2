/**
 * `npm run bench:readership [-- --runs N]`: the readership beacon under load, on each storage
 * engine, and a day's roll-up. Starts the API on a temporary SQLite file and on a PostgreSQL server
 * of its own (both seeded as usual, behind a trusted proxy), then per engine and run sends beacons
 * for 10 s from 50 connections (each from a client address of its own, a new page view each, over
 * the seeded stories) while 500 item reads a second go beside them, and checks that every beacon
 * answered 204 is counted (and no more than those still in flight when a run stopped). Then writes 1,000,000 page views of one day into each engine and times its roll-up.
 * Prints the medians (default 3 runs) beside READERSHIP_GOALS; exits non-zero when one is missed.
 * Run it under `flock /tmp/e2e.lock`: it shares its ports with `npm run bench:api`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { dayOf } from '../api/readership/visitors.ts';
import { openPostgresStorage } from '../api/storage/postgres/postgres-storage.ts';
import { openSqliteStorage } from '../api/storage/sqlite-storage.ts';
import type { MagazineStorage } from '../api/storage/storage.ts';
import { BEACON_PATH } from '../contract/beacon-limits.ts';
import { READERSHIP_GOALS } from './goals.ts';
import { median } from './load-figures.ts';
import { fillPostgres, fillSqlite, timeRollUp } from './readership-rollup.ts';
import { stopAll, stopOnSignal } from '../stack/processes.ts';
import { BENCH_BARE_SERVER_PORT, stackPortOffset, TEST_POSTGRES_PORT } from '../stack/ports.ts';
import { stackOptions } from '../stack/stack-options.ts';
import { startApi } from '../stack/stack.ts';
import { startPostgresServer } from '../tests/support/postgres-server.ts';

const DURATION_S = Number(process.env.BENCH_READERSHIP_SECONDS ?? 10);
const runsArg = process.argv.indexOf('--runs');
const RUNS = Math.max(1, Number(runsArg >= 0 ? process.argv[runsArg + 1] : 3) || 3);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

interface Engine {
  name: 'SQLite' | 'PostgreSQL';
  origin: string;
  open: () => Promise<MagazineStorage>;
  fill: (views: number) => Promise<void>;
}

interface RunFigures {
  beaconsPerSecond: number;
  p99Ms: number;
  counted: number;
  failed: number;
  readP99Ms: number;
}

let beaconsSent = 0;

function beacons(paths: readonly string[]): Request[] {
  return [
    {
      method: 'POST',
      path: `/api${BEACON_PATH}`,
      setupRequest: (request) => {
        beaconsSent += 1;
        const n = beaconsSent;
        const view = `bench${String(n).padStart(16, '0')}`;
        const path = paths[n % paths.length];
        return {
          ...request,
          headers: {
            'Content-Type': 'text/plain;charset=UTF-8',
            'User-Agent': CHROME,
            'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({ view, path, referrer: 'news.example', read: n % 101, engagedMs: n % 90_000 }),
        };
      },
    },
  ];
}

/** Item reads beside the beacons: a steady stream, as readers' islands read, not as many as the API can answer. */
const READS_PER_SECOND = 500;

const run = (origin: string, connections: number, requests: Request[], overallRate?: number): Promise<Result> =>
  autocannon({ url: origin, connections, duration: DURATION_S, requests, ...(overallRate ? { overallRate } : {}) });

async function loadRun(engine: Engine, paths: readonly string[], itemPath: string): Promise<RunFigures> {
  const [sent, reads] = await Promise.all([
    run(engine.origin, 50, beacons(paths)),
    run(engine.origin, 10, [{ method: 'GET', path: itemPath }], READS_PER_SECOND),
  ]);
  return {
    beaconsPerSecond: sent.requests.average,
    p99Ms: sent.latency.p99,
    counted: sent.requests.total - sent.non2xx,
    failed: sent.errors + sent.timeouts + sent.non2xx,
    readP99Ms: reads.latency.p99,
  };
}

/** Page views the engine counted today: every beacon answered 204 must be one. */
async function countedToday(engine: Engine): Promise<number> {
  const db = await engine.open();
  try {
    const today = dayOf(Date.now());
    await db.readership.rollUp(today, false);
    return (await db.readership.rows(today, today, 1)).daily[0]?.views ?? 0;
  } finally {
    await db.close();
  }
}

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'magazine-bench-readership-'));
  const apiEnv = { API_TRUST_PROXY: 'on' };
  const stack = stackOptions('benchApi', work, { apiDb: join(work, 'magazine.sqlite'), apiEnv });
  const postgresServer = await startPostgresServer(TEST_POSTGRES_PORT + stackPortOffset());
  stopOnSignal(async () => {
    await postgresServer.stop();
    rmSync(work, { recursive: true, force: true });
  });
  try {
    const databaseUrl = await postgresServer.createDatabase('magazine_bench_readership');
    const apiUrl = await startApi(stack);
    const postgresApiUrl = await startApi(
      stackOptions('benchApi', work, {
        apiDb: join(work, 'unused.sqlite'),
        apiEnv,
        apiPort: BENCH_BARE_SERVER_PORT + stackPortOffset() + 1,
      }),
      { DATABASE_URL: databaseUrl },
    );
    const engines: Engine[] = [
      {
        name: 'SQLite',
        origin: new URL(apiUrl).origin,
        open: async () => openSqliteStorage(stack.apiDb as string),
        fill: async (views) => fillSqlite(stack.apiDb as string, views),
      },
      {
        name: 'PostgreSQL',
        origin: new URL(postgresApiUrl).origin,
        open: () => openPostgresStorage(databaseUrl),
        fill: (views) => fillPostgres(databaseUrl, views),
      },
    ];
    const blogs = (await (await fetch(`${apiUrl}/blogs`)).json()) as { id: string }[];
    const paths = ['/', '/blogs', '/magazines', ...blogs.map((blog) => `/blogs/${blog.id}`)];
    const itemPath = `/api/blogs/${blogs[0]?.id}`;
    const goals = READERSHIP_GOALS;
    let failed = false;
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    console.log(
      `${date} UTC, ${RUNS} run(s): ${DURATION_S} s of beacons (50 connections) beside ${READS_PER_SECOND} item reads a second`,
    );
    for (const engine of engines) {
      const runs: RunFigures[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const figures = await loadRun(engine, paths, itemPath);
        runs.push(figures);
        console.log(
          `  ${engine.name} run ${index + 1}: ${Math.round(figures.beaconsPerSecond)} beacons/s, p99 ${figures.p99Ms} ms, ${figures.failed} not 204; item reads p99 ${figures.readP99Ms} ms`,
        );
      }
      const rate = median(runs.map((one) => one.beaconsPerSecond));
      const p99 = median(runs.map((one) => one.p99Ms));
      const readP99 = median(runs.map((one) => one.readP99Ms));
      const answered = runs.reduce((sum, one) => sum + one.counted, 0);
      const stored = await countedToday(engine);
      const notOk = runs.reduce((sum, one) => sum + one.failed, 0);
      const met =
        rate >= goals.beaconsPerSecond &&
        p99 <= goals.p99Ms &&
        readP99 <= goals.readP99Ms &&
        notOk === 0 &&
        // Beacons still in flight when a run stopped are counted without their answer being read.
        stored >= answered &&
        stored <= answered + 50 * RUNS;
      failed ||= !met;
      console.log(
        `${met ? 'ok  ' : 'MISS'} ${engine.name}: ${Math.round(rate)} beacons/s (≥ ${goals.beaconsPerSecond}), p99 ${p99} ms (≤ ${goals.p99Ms}), item reads p99 ${readP99} ms (≤ ${goals.readP99Ms}), ${notOk} not 204; ${answered} answered 204, ${stored} counted`,
      );
    }
    for (const engine of engines) {
      await engine.fill(goals.rollUpViews);
      const db = await engine.open();
      const seconds: number[] = [];
      try {
        for (let index = 0; index < RUNS; index += 1) {
          const rolled = await timeRollUp(db);
          if (rolled.views !== goals.rollUpViews) throw new Error(`${engine.name} rolled up ${rolled.views} views`);
          seconds.push(rolled.seconds);
        }
      } finally {
        await db.close();
      }
      const took = median(seconds);
      const met = took <= goals.rollUpSeconds;
      failed ||= !met;
      console.log(
        `${met ? 'ok  ' : 'MISS'} ${engine.name}: a day of ${goals.rollUpViews.toLocaleString('en-GB')} page views rolled up in ${took.toFixed(1)} s (≤ ${goals.rollUpSeconds}; runs ${seconds.map((one) => one.toFixed(1)).join(', ')})`,
      );
    }
    return failed ? 1 : 0;
  } finally {
    await stopAll();
    await postgresServer.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

process.exit(await main());

/**
 * `npm run bench:readership [-- --runs N]`: the readership beacon under load, on each storage
 * engine, and a day's roll-up. Starts the API on a temporary SQLite file and on a PostgreSQL server
 * of its own (both seeded as usual, behind a trusted proxy), then per engine and run sends beacons
 * (each from a client address of its own, a new page view each, over the seeded stories) for 10 s
 * from 50 connections as fast as the API answers (the rate it takes), then for 10 s at the goal's
 * rate, steady, while 500 item reads a second go beside them (how long a beacon and a read take
 * meanwhile, each from when it was due). Checks that every beacon answered 204 is counted (and no
 * more than those still in flight when a run stopped). Then writes 1,000,000 page views of one day
 * into each engine and times its roll-up.
 * Prints the medians (default 3 runs) beside READERSHIP_GOALS; exits non-zero when one is missed.
 * Run it under `flock /tmp/e2e.lock`: it shares its ports with `npm run bench:api`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { dayOf } from '../api/readership/visitors.ts';
import { openPostgresStorage } from '../api/storage/postgres/postgres-storage.ts';
import { openSqliteStorage } from '../api/storage/sqlite-storage.ts';
import type { MagazineStorage } from '../api/storage/storage.ts';
import { BEACON_PATH } from '../contract/beacon-limits.ts';
import { READERSHIP_GOALS } from './goals.ts';
import { median } from './load-figures.ts';
import { pacedLoad, type PacedRequest } from './paced-load.ts';
import { VIEW_BUFFER } from '../api/storage/buffered-views.ts';
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

const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** A beacon as a page sends it: a new page view each, from a client address of its own. */
function beacon(paths: readonly string[]): PacedRequest {
  beaconsSent += 1;
  const n = beaconsSent;
  return {
    method: 'POST',
    path: `/api${BEACON_PATH}`,
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': CHROME,
      'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      view: `bench${String(n).padStart(16, '0')}`,
      path: paths[n % paths.length],
      referrer: 'news.example',
      read: n % 101,
      engagedMs: n % 90_000,
    }),
  };
}

/** Item reads beside the beacons: a steady stream, as readers' islands read, not as many as the API can answer. */
const READS_PER_SECOND = 500;
/** Beacons per connection in flight at once when the API is sent as many as it takes. */
const CONNECTIONS = 50;

/**
 * As many beacons as the API takes from 50 connections (its rate); then the goal's rate, steady,
 * with item reads beside it (how long a beacon and a read take while 5,000 beacons a second flow).
 */
async function loadRun(engine: Engine, paths: readonly string[], itemPath: string): Promise<RunFigures> {
  const flatOut = await autocannon({
    url: engine.origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...beacon(paths) }) }],
  });
  const [steady, reads] = await Promise.all([
    pacedLoad(
      engine.origin,
      { perSecond: READERSHIP_GOALS.beaconsPerSecond, seconds: DURATION_S, connections: CONNECTIONS },
      () => beacon(paths),
    ),
    pacedLoad(engine.origin, { perSecond: READS_PER_SECOND, seconds: DURATION_S, connections: 10 }, () => ({
      method: 'GET',
      path: itemPath,
    })),
  ]);
  return {
    beaconsPerSecond: flatOut.requests.average,
    p99Ms: steady.p99Ms,
    counted: flatOut.requests.total - flatOut.non2xx + steady.ok,
    failed: flatOut.errors + flatOut.timeouts + flatOut.non2xx + steady.failed + reads.failed,
    readP99Ms: reads.p99Ms,
  };
}

/** Page views the engine counted today: every beacon answered 204 must be one. */
async function countedToday(engine: Engine): Promise<number> {
  // The API holds views in memory for a moment before it writes them.
  await new Promise((resolve) => setTimeout(resolve, 8 * VIEW_BUFFER.everyMs));
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
      `${date} UTC, ${RUNS} run(s): ${DURATION_S} s of beacons from ${CONNECTIONS} connections as fast as answered, then ${DURATION_S} s of ${goals.beaconsPerSecond} beacons a second beside ${READS_PER_SECOND} item reads a second`,
    );
    for (const engine of engines) {
      const runs: RunFigures[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const figures = await loadRun(engine, paths, itemPath);
        runs.push(figures);
        console.log(
          `  ${engine.name} run ${index + 1}: takes ${Math.round(figures.beaconsPerSecond)} beacons a second; at ${goals.beaconsPerSecond} a second p99 ${ms(figures.p99Ms)}, item reads p99 ${ms(figures.readP99Ms)}; ${figures.failed} not 2xx`,
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
        `${met ? 'ok  ' : 'MISS'} ${engine.name}: takes ${Math.round(rate)} beacons a second (≥ ${goals.beaconsPerSecond}); at ${goals.beaconsPerSecond} a second beacon p99 ${ms(p99)} (≤ ${goals.p99Ms} ms) and item reads p99 ${ms(readP99)} (≤ ${goals.readP99Ms} ms); ${notOk} not 2xx; ${answered} answered 204, ${stored} counted`,
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

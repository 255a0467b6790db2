/**
 * `npm run bench:api [-- --runs N]`: the local API under load, on each storage engine. Starts the
 * API twice, on a temporary SQLite file and on a PostgreSQL server of its own
 * (tests/support/postgres-server.ts), both seeded as usual (images from MEDIA_DIR), and a bare
 * node:http server answering the same JSON bytes; then runs autocannon (50 connections, 10 s per
 * case) against each, case by case: GET /api/blogs/{id}, GET /api/blogs and POST /api/emails with
 * a new address per request, each from a client address of its own behind a trusted proxy, as
 * readers sign up: the API's own limit (5 a minute per client) is checked on every sign-up, as
 * deployed, and refuses none. Prints medians over the runs (default 3), the ratio to the bare server,
 * whether the goals are met, and whether each engine's subscribers hold exactly the addresses the
 * API accepted. Exits non-zero when a goal or that check fails.
 * Ports: the benchApi profile of stack/ports.ts for the SQLite API, and BENCH_BARE_SERVER_PORT,
 * the PostgreSQL API one above it and TEST_POSTGRES_PORT, all moved up by STACK_PORT_OFFSET.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Request, type Result } from 'autocannon';
import { openPostgresStorage } from '../api/storage/postgres/postgres-storage.ts';
import { openSqliteStorage } from '../api/storage/sqlite-storage.ts';
import type { MagazineStorage } from '../api/storage/storage.ts';
import { NEWSLETTER_ANSWERS } from '../contract/api-messages.ts';
import {
  API_LOAD_GOALS,
  loadTable,
  medianFigures,
  missedGoals,
  subscriberDifference,
  type CaseFigures,
  type LoadFigures,
} from './load-figures.ts';
import { startNode, stopAll, stopOnSignal, waitForUrl } from '../stack/processes.ts';
import { BENCH_BARE_SERVER_PORT, stackPortOffset, TEST_POSTGRES_PORT } from '../stack/ports.ts';
import { stackOptions } from '../stack/stack-options.ts';
import { startApi } from '../stack/stack.ts';
import { startPostgresServer } from '../tests/support/postgres-server.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
const runsArg = process.argv.indexOf('--runs');
const RUNS = Math.max(1, Number(runsArg >= 0 ? process.argv[runsArg + 1] : 3) || 3);
const barePort = BENCH_BARE_SERVER_PORT + stackPortOffset();
const postgresApiPort = barePort + 1;
/** Sign-ups sent by this run so far, over every case and engine: each gets a client address of its own. */
let signUpsSent = 0;

/** 10.0.0.1, 10.0.0.2, …: sixteen million addresses, far more than a run sends. */
function nextClientAddress(): string {
  signUpsSent += 1;
  return `10.${(signUpsSent >> 16) & 255}.${(signUpsSent >> 8) & 255}.${signUpsSent & 255}`;
}
const JSON_HEADERS = { 'Content-Type': 'application/json' };

interface LoadCase {
  name: string;
  itemRead: boolean;
  /** Requests for autocannon against a server at `origin`; `label` keeps addresses apart. */
  requests: (label: string) => Request[];
}

function toFigures(result: Result): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function load(origin: string, requests: Request[]): Promise<LoadFigures> {
  const options: Options = { url: origin, connections: CONNECTIONS, duration: DURATION_S, requests };
  return toFigures(await autocannon(options));
}

interface SignUpLog {
  accepted: Set<string>;
  /** Sent, answer not read yet: at the end of a run, those in flight when it stopped. */
  unanswered: Set<string>;
}

/** Sign-ups with a new address each, recording those the API says it added. */
function signUps(log: SignUpLog | undefined): (label: string) => Request[] {
  let counter = 0;
  return (label) => [
    {
      method: 'POST',
      path: '/api/emails',
      headers: JSON_HEADERS,
      setupRequest: (request, context) => {
        counter += 1;
        context.email = `reader-${label}-${counter}@bench.example`;
        log?.unanswered.add(context.email as string);
        return {
          ...request,
          headers: { ...request.headers, 'X-Forwarded-For': nextClientAddress() },
          body: JSON.stringify({ email: context.email }),
        };
      },
      onResponse: (status, body, context) => {
        if (!log) return;
        const email = String(context.email);
        log.unanswered.delete(email);
        if (status < 200 || status >= 300) return;
        if ((JSON.parse(body) as { added?: boolean }).added === true) log.accepted.add(email);
      },
    },
  ];
}

async function fetchBody(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

interface Engine {
  name: 'SQLite' | 'PostgreSQL';
  origin: string;
  log: SignUpLog;
  /** The engine's storage, opened beside the API to read what it stored. */
  open: () => Promise<MagazineStorage>;
}

/** Whether the engine's subscribers are exactly the addresses its API accepted; prints which. */
async function subscribersMatch(engine: Engine): Promise<boolean> {
  const db = await engine.open();
  const stored = (await db.subscribers.list()).map((row) => row.email);
  await db.close();
  const { accepted, unanswered } = engine.log;
  const difference = subscriberDifference(accepted, stored, unanswered);
  if (difference.missing.length === 0 && difference.unexpected.length === 0) {
    const cutOff = difference.cutOff.length;
    console.log(
      `${engine.name} subscribers: exactly the ${accepted.size} accepted addresses` +
        (cutOff > 0 ? `, and the ${cutOff} sign-ups in flight when a run stopped (stored; answers not read).` : '.'),
    );
    return true;
  }
  console.log(
    `${engine.name} subscribers differ from the ${accepted.size} accepted addresses: ${difference.missing.length} missing (${difference.missing.slice(0, 5).join(', ')}), ${difference.unexpected.length} never accepted (${difference.unexpected.slice(0, 5).join(', ')}).`,
  );
  return false;
}

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'magazine-bench-api-'));
  const apiEnv = { API_TRUST_PROXY: 'on' };
  const stack = stackOptions('benchApi', work, { apiDb: join(work, 'magazine.sqlite'), apiEnv });
  const postgresPort = TEST_POSTGRES_PORT + stackPortOffset();
  console.log(`Starting PostgreSQL on port ${postgresPort}`);
  const postgresServer = await startPostgresServer(postgresPort);
  stopOnSignal(async () => {
    await postgresServer.stop();
    rmSync(work, { recursive: true, force: true });
  });
  try {
    const databaseUrl = await postgresServer.createDatabase('magazine_bench');
    const apiUrl = await startApi(stack);
    const postgresApiUrl = await startApi(
      stackOptions('benchApi', work, { apiDb: join(work, 'unused.sqlite'), apiEnv, apiPort: postgresApiPort }),
      { DATABASE_URL: databaseUrl },
    );
    const engines: Engine[] = [
      {
        name: 'SQLite',
        origin: new URL(apiUrl).origin,
        log: { accepted: new Set(), unanswered: new Set() },
        open: async () => openSqliteStorage(stack.apiDb as string),
      },
      {
        name: 'PostgreSQL',
        origin: new URL(postgresApiUrl).origin,
        log: { accepted: new Set(), unanswered: new Set() },
        open: () => openPostgresStorage(databaseUrl),
      },
    ];
    const apiOrigin = engines[0]?.origin as string;
    const blogs = JSON.parse(await fetchBody(`${apiUrl}/blogs`)) as { id: string }[];
    const itemId = blogs[0]?.id;
    if (!itemId) throw new Error('The seeded API has no blogs to read');
    const itemPath = `/api/blogs/${itemId}`;
    // Both engines were seeded from the same content: they must answer the same bytes.
    for (const path of [itemPath, '/api/blogs']) {
      if ((await fetchBody(`${engines[1]?.origin}${path}`)) !== (await fetchBody(`${apiOrigin}${path}`))) {
        throw new Error(`The engines answer ${path} differently`);
      }
    }

    const answersFile = join(work, 'answers.json');
    writeFileSync(
      answersFile,
      JSON.stringify({
        [`GET ${itemPath}`]: { status: 200, body: await fetchBody(`${apiOrigin}${itemPath}`) },
        'GET /api/blogs': { status: 200, body: await fetchBody(`${apiOrigin}/api/blogs`) },
        'POST /api/emails': { status: 201, body: JSON.stringify({ added: true, message: NEWSLETTER_ANSWERS.added }) },
      }),
    );
    const bare = startNode('bench/bare-json-server.ts', [answersFile, String(barePort)], {
      label: '[bare]',
      quiet: true,
    });
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    await waitForUrl(`${bareOrigin}${itemPath}`, 10_000, bare);

    const read = (path: string) => () => [{ method: 'GET' as const, path }];
    const cases: {
      name: string;
      itemRead: boolean;
      api: (engine: Engine) => LoadCase['requests'];
      bare: LoadCase['requests'];
    }[] = [
      { name: 'GET /api/blogs/{id}', itemRead: true, api: () => read(itemPath), bare: read(itemPath) },
      { name: 'GET /api/blogs', itemRead: false, api: () => read('/api/blogs'), bare: read('/api/blogs') },
      { name: 'POST /api/emails', itemRead: false, api: (engine) => signUps(engine.log), bare: signUps(undefined) },
    ];

    console.log(
      `${RUNS} run(s) per case, ${DURATION_S} s × ${CONNECTIONS} connections each, each engine's API and the bare server in turn…`,
    );
    const results: CaseFigures[] = [];
    for (const loadCase of cases) {
      const apiRuns = new Map<Engine, LoadFigures[]>(engines.map((engine) => [engine, []]));
      const bareRuns: LoadFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        for (const engine of engines) {
          // Lowercase, as the API stores addresses.
          const label = `${engine.name.toLowerCase()}${run}`;
          apiRuns.get(engine)?.push(await load(engine.origin, loadCase.api(engine)(label)));
        }
        bareRuns.push(await load(bareOrigin, loadCase.bare(`bare${run}`)));
      }
      for (const engine of engines) {
        const runs = apiRuns.get(engine) ?? [];
        results.push({
          name: `${engine.name}: ${loadCase.name}`,
          itemRead: loadCase.itemRead,
          api: medianFigures(runs),
          bare: medianFigures(bareRuns),
        });
        console.log(
          `  ${engine.name}: ${loadCase.name}: ${runs.map((one) => Math.round(one.requestsPerSecond)).join(', ')} req/s (bare ${bareRuns.map((one) => Math.round(one.requestsPerSecond)).join(', ')})`,
        );
      }
    }

    console.log(`\nMedians of ${RUNS} run(s):\n${loadTable(results)}\n`);
    let failed = false;
    for (const figures of results) {
      const missed = missedGoals(figures);
      failed ||= missed.length > 0;
      console.log(
        `${missed.length === 0 ? 'ok  ' : 'MISS'} ${figures.name}${missed.length ? `: ${missed.join('; ')}` : ''}`,
      );
    }
    const goals = API_LOAD_GOALS;
    console.log(
      `Goals: item reads ≥ ${goals.itemReadsPerSecond} req/s and ≥ ${goals.ratioToBare} of the bare server's rate; every case p99 ≤ ${goals.p99Ms} ms and ${goals.errors} errors.`,
    );
    for (const engine of engines) if (!(await subscribersMatch(engine))) failed = true;
    return failed ? 1 : 0;
  } finally {
    await stopAll();
    await postgresServer.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

// Exited explicitly: the PostgreSQL package's exit hook would otherwise end the process with 0.
process.exit(await main());

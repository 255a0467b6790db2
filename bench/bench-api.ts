/**
 * `npm run bench:api [-- --runs N]`: the local API under load. Starts the API on a temporary
 * database (seeded as usual, images from MEDIA_DIR) with the sign-up limit raised, and a bare
 * node:http server answering the same JSON bytes; then runs autocannon (50 connections, 10 s per
 * case) against both, case by case: GET /api/blogs/{id}, GET /api/blogs and POST /api/emails with
 * a new address per request. Prints medians over the runs (default 3), the ratio to the bare
 * server, whether the goals are met, and whether the subscribers table holds exactly the addresses
 * the API accepted. Exits non-zero when a goal or that check fails.
 * Ports: the benchApi profile of stack/ports.ts, and BENCH_BARE_SERVER_PORT beside it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Request, type Result } from 'autocannon';
import { openDatabase } from '../api/storage/db.ts';
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
import { startNode, stopAll, waitForUrl } from '../stack/processes.ts';
import { BENCH_BARE_SERVER_PORT } from '../stack/ports.ts';
import { stackOptions } from '../stack/stack-options.ts';
import { startApi } from '../stack/stack.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
const runsArg = process.argv.indexOf('--runs');
const RUNS = Math.max(1, Number(runsArg >= 0 ? process.argv[runsArg + 1] : 3) || 3);
const barePort = BENCH_BARE_SERVER_PORT;
/** Far above what 50 connections can send in the run: the limit must not decide any answer. */
const SIGNUP_LIMIT = 100_000_000;
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
        return { ...request, body: JSON.stringify({ email: context.email }) };
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

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'magazine-bench-api-'));
  const stack = stackOptions('benchApi', work, {
    apiDb: join(work, 'magazine.sqlite'),
    apiEnv: { API_SIGNUP_LIMIT_PER_MINUTE: String(SIGNUP_LIMIT) },
  });
  try {
    const apiUrl = await startApi(stack);
    const apiOrigin = new URL(apiUrl).origin;
    const blogs = JSON.parse(await fetchBody(`${apiUrl}/blogs`)) as { id: string }[];
    const itemId = blogs[0]?.id;
    if (!itemId) throw new Error('The seeded API has no blogs to read');
    const itemPath = `/api/blogs/${itemId}`;

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

    const log: SignUpLog = { accepted: new Set(), unanswered: new Set() };
    const cases: { name: string; itemRead: boolean; api: LoadCase['requests']; bare: LoadCase['requests'] }[] = [
      {
        name: `GET /api/blogs/{id}`,
        itemRead: true,
        api: () => [{ method: 'GET', path: itemPath }],
        bare: () => [{ method: 'GET', path: itemPath }],
      },
      {
        name: 'GET /api/blogs',
        itemRead: false,
        api: () => [{ method: 'GET', path: '/api/blogs' }],
        bare: () => [{ method: 'GET', path: '/api/blogs' }],
      },
      { name: 'POST /api/emails', itemRead: false, api: signUps(log), bare: signUps(undefined) },
    ];

    console.log(
      `${RUNS} run(s) per case, ${DURATION_S} s × ${CONNECTIONS} connections each, API and bare server in turn…`,
    );
    const results: CaseFigures[] = [];
    for (const loadCase of cases) {
      const apiRuns: LoadFigures[] = [];
      const bareRuns: LoadFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        apiRuns.push(await load(apiOrigin, loadCase.api(`api${run}`)));
        bareRuns.push(await load(bareOrigin, loadCase.bare(`bare${run}`)));
      }
      const figures = {
        name: loadCase.name,
        itemRead: loadCase.itemRead,
        api: medianFigures(apiRuns),
        bare: medianFigures(bareRuns),
      };
      results.push(figures);
      console.log(
        `  ${loadCase.name}: ${apiRuns.map((run) => Math.round(run.requestsPerSecond)).join(', ')} req/s (bare ${bareRuns.map((run) => Math.round(run.requestsPerSecond)).join(', ')})`,
      );
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
      `Goals: item reads ≥ ${goals.itemReadsPerSecond} req/s; every case p99 ≤ ${goals.p99Ms} ms, ${goals.errors} errors, ≥ ${goals.ratioToBare} of the bare server's rate.`,
    );

    const db = openDatabase(stack.apiDb as string);
    const stored = db.subscribers.list().map((row) => row.email);
    db.close();
    const { accepted } = log;
    const difference = subscriberDifference(accepted, stored, log.unanswered);
    if (difference.missing.length === 0 && difference.unexpected.length === 0) {
      const cutOff = difference.cutOff.length;
      console.log(
        `Subscribers: the table holds exactly the ${accepted.size} accepted addresses` +
          (cutOff > 0 ? `, and the ${cutOff} sign-ups in flight when a run stopped (stored; answers not read).` : '.'),
      );
    } else {
      failed = true;
      console.log(
        `Subscribers differ from the ${accepted.size} accepted addresses: ${difference.missing.length} missing (${difference.missing.slice(0, 5).join(', ')}), ${difference.unexpected.length} never accepted (${difference.unexpected.slice(0, 5).join(', ')}).`,
      );
    }
    return failed ? 1 : 0;
  } finally {
    await stopAll();
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();

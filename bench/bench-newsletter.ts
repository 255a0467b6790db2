/**
 * `npm run bench:newsletter [-- --readers N --runs R --crash-runs C]`: one edition sent to N confirmed readers
 * (10,000 by default) by an API in a process of its own (`node api/server.ts` on a SQLite file of
 * the run's own) through a local SMTP server in another process (stack/mailbox-process.ts), R
 * times (3 by default). Each run prints the seconds from "send now" to the last mail in the SMTP
 * server's record and the p50 and p99 of item reads made meanwhile. Then the same with a crash:
 * the sending process is killed (SIGKILL) at a random moment and the API starts another, C times (R
 * by default), and the SMTP server's own record is counted: every reader must have exactly one copy
 * (by Message-ID). Each crash run prints its second copies and readers missing, and says so loudly
 * when either is not zero. Prints the medians against the goals and exits non-zero when one is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openSqliteStorage } from '../api/storage/sqlite-storage.ts';
import type { StoredItem } from '../api/storage/db.ts';
import { testItem } from '../tests/support/items.ts';
import { NEWSLETTER_GOALS } from './goals.ts';
import { startProcess, stopProcess } from './script-processes.ts';

const TOKEN = 'bench-newsletter-editor-token-0123456789abcdef';
const argument = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  return Math.max(1, Number(at >= 0 ? process.argv[at + 1] : fallback) || fallback);
};
const READERS = argument('--readers', NEWSLETTER_GOALS.readers);
const RUNS = argument('--runs', 3);
const CRASH_RUNS = argument('--crash-runs', RUNS);
const auth = { Authorization: `Bearer ${TOKEN}` };
const STORY = 'bench-story';
const pause = (ms: number) => new Promise((resolvePause) => setTimeout(resolvePause, ms));
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], share: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/** A database with one story and N confirmed readers, written before the API starts. */
async function prepareDatabase(dir: string): Promise<string> {
  const file = join(dir, 'magazine.sqlite');
  const storage = openSqliteStorage(file);
  await storage.insertItem({
    ...testItem({ id: STORY, excerpt: 'A story to read.' }),
    createdAt: new Date().toISOString(),
  } as StoredItem);
  await storage.close();
  const db = new DatabaseSync(file);
  const at = new Date().toISOString();
  const insert = db.prepare(
    "INSERT INTO subscribers (email, created_at, state, confirmed_at) VALUES (?, ?, 'confirmed', ?)",
  );
  db.exec('BEGIN');
  for (let n = 0; n < READERS; n += 1) insert.run(`reader-${n}@example.com`, at, at);
  db.exec('COMMIT');
  db.close();
  return file;
}

function startApi(dbFile: string, smtpUrl: string, pageUrl: string, dir: string) {
  return startProcess(
    'api/server.ts',
    {
      API_DEVELOPMENT: 'on',
      API_PORT: '0',
      API_DB: dbFile,
      MEDIA_DIR: join(dir, 'media'),
      EDITOR_TOKEN: TOKEN,
      SMTP_URL: smtpUrl,
      NEWSLETTER_DELIVERY_CHECK_URL: `${pageUrl}/received`,
      NEWSLETTER_SMTP_CONNECTIONS: '4',
      NEWSLETTER_SEND_PER_SECOND: '400',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    },
    /API ready at (http:\/\/\S+\/api)/,
  );
}

/** Reads one item again and again until stopped; answers each read's milliseconds. */
function readItems(api: string): { stop: () => Promise<{ times: number[]; failed: number }> } {
  const times: number[] = [];
  let failed = 0;
  let going = true;
  const loop = (async () => {
    while (going) {
      const started = performance.now();
      const response = await fetch(`${api}/blogs/${STORY}`).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.ok) times.push(performance.now() - started);
      else failed += 1;
      await pause(20);
    }
  })();
  return {
    stop: async () => {
      going = false;
      await loop;
      return { times, failed };
    },
  };
}

interface MailboxCount {
  copies: number;
  distinct: number;
}

async function mailboxCount(pageUrl: string): Promise<number> {
  return ((await (await fetch(`${pageUrl}/count.json`)).json()) as { mails: number }).mails;
}

/** The SMTP server's own record: copies and distinct Message-IDs. */
async function mailboxRecord(pageUrl: string): Promise<MailboxCount> {
  const { mails } = (await (await fetch(`${pageUrl}/mails.json`)).json()) as { mails: { messageId: string }[] };
  return { copies: mails.length, distinct: new Set(mails.map((mail) => mail.messageId)).size };
}

async function editionState(api: string, id: number): Promise<string> {
  const answer = (await (await fetch(`${api}/admin/newsletter/editions/${id}`, { headers: auth })).json()) as {
    edition: { state: string };
  };
  return answer.edition.state;
}

async function sendOnce(run: number, crash: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-newsletter-'));
  const mailbox = await startProcess('stack/mailbox-process.ts', {}, /Mailbox ready: (\S+) (\S+)/);
  const [, smtpUrl = '', pageUrl = ''] = mailbox.match;
  const api = await startApi(await prepareDatabase(dir), smtpUrl, pageUrl, dir);
  const apiUrl = api.match[1] ?? '';
  try {
    const reads = readItems(apiUrl);
    const started = performance.now();
    const sent = await fetch(`${apiUrl}/admin/newsletter/editions`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ subject: `Bench edition ${run}`, intro: 'Dear readers,', itemIds: [STORY] }),
    });
    if (sent.status !== 201) throw new Error(`The edition was refused: ${sent.status} ${await sent.text()}`);
    const { edition } = (await sent.json()) as { edition: { id: number } };
    let killedAt: number | undefined;
    if (crash) {
      // Somewhere between the first tenth and three quarters of a sending at the goal's pace.
      const expected = Math.max(1, READERS / 400) * 1000;
      await pause(expected * (0.1 + Math.random() * 0.65));
      // The sending process (api/newsletter/sender-process.ts), killed; the API starts another.
      const pids = [...api.output().matchAll(/Newsletter sender started \(pid (\d+)\)/g)];
      const pid = Number(pids.at(-1)?.[1]);
      if (!pid) throw new Error(`The API named no sending process:\n${api.output()}`);
      killedAt = await mailboxCount(pageUrl);
      process.kill(pid, 'SIGKILL');
    }
    for (let poll = 1; ; poll += 1) {
      // A process that died is named with its last words rather than as a refused connection.
      const ended = api.ended() ?? mailbox.ended();
      if (ended) throw new Error(ended);
      // Done when the sender says so (asked now and then: a reader never sent to shows as missing).
      const all = (await mailboxCount(pageUrl)) >= READERS;
      if ((all || poll % 20 === 0) && (await editionState(apiUrl, edition.id)) === 'sent') break;
      await pause(100);
    }
    const seconds = (performance.now() - started) / 1000;
    const { times, failed } = await reads.stop();
    // Anything still on its way after the last reader's copy would be a second copy: let it land.
    await pause(2000);
    const record = await mailboxRecord(pageUrl);
    // What the restarted sender found uncertain, and how many of those the server already had.
    const settled = /(\d+) mails left uncertain by a sender that died: (\d+) found/.exec(api.output());
    return {
      uncertain: settled ? `${settled[1]} uncertain, ${settled[2]} found in the record` : 'none uncertain',
      secondCopies: record.copies - record.distinct,
      missing: READERS - record.distinct,
      seconds,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      reads: times.length,
      failedReads: failed,
      killedAt,
      ...record,
    };
  } finally {
    await stopProcess(api.child);
    await stopProcess(mailbox.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

const date = new Date().toISOString();
console.log(`${date}: npm run bench:newsletter -- --readers ${READERS} --runs ${RUNS} --crash-runs ${CRASH_RUNS}`);
const plain = [];
for (let run = 1; run <= RUNS; run += 1) {
  const figures = await sendOnce(run, false);
  plain.push(figures);
  console.log(
    `run ${run}: ${figures.seconds.toFixed(1)} s for ${figures.distinct} readers (${figures.copies} copies); ` +
      `item reads p50 ${figures.p50.toFixed(1)} ms p99 ${figures.p99.toFixed(1)} ms (${figures.reads} reads, ${figures.failedReads} failed)`,
  );
}
const crashed = [];
for (let run = 1; run <= CRASH_RUNS; run += 1) {
  const figures = await sendOnce(run, true);
  crashed.push(figures);
  console.log(
    `crash run ${run}: killed after ${figures.killedAt} mails (${figures.uncertain}); ${figures.seconds.toFixed(1)} s in all; ` +
      `${figures.distinct} readers received, ${figures.copies} copies: ` +
      `${figures.secondCopies} second copies, ${figures.missing} readers missing; ${figures.failedReads} item reads failed`,
  );
  if (figures.secondCopies !== 0 || figures.missing !== 0) {
    console.error(
      `  !!! crash run ${run} is NOT exactly once: ${figures.secondCopies} second copies, ${figures.missing} readers missing`,
    );
  }
}
const seconds = median(plain.map((run) => run.seconds));
const p99 = median(plain.map((run) => run.p99));
const exact = crashed.every((run) => run.secondCopies === 0 && run.missing === 0);
const rows: [string, string, string, boolean][] = [
  [
    `${READERS} readers, one edition`,
    `${seconds.toFixed(1)} s`,
    `${NEWSLETTER_GOALS.seconds} s`,
    seconds <= NEWSLETTER_GOALS.seconds,
  ],
  [
    'item reads p99 while sending',
    `${p99.toFixed(1)} ms`,
    `${NEWSLETTER_GOALS.readP99Ms} ms`,
    p99 <= NEWSLETTER_GOALS.readP99Ms,
  ],
  [
    `after kill -9 and restart, ${CRASH_RUNS} runs: second copies / readers missing`,
    crashed.map((run) => `${run.secondCopies}/${run.missing}`).join(', '),
    '0/0 in every run',
    exact,
  ],
];
console.log('\nmedian of', RUNS, 'runs:');
for (const [what, figure, goal, met] of rows)
  console.log(`  ${met ? 'ok  ' : 'MISS'} ${what}: ${figure} (goal ${goal})`);
if (!rows.every(([, , , met]) => met)) process.exitCode = 1;

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer, with requests sent to
 * them in turn: they share the request limits, keep one row for an address signed up at once
 * through both, and publish a scheduled item once. Runs only under `npm run test:postgres`, which
 * starts the server (TEST_POSTGRES_ADMIN_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { DEFAULT_ACCOUNT_LIMIT_PER_MINUTE, DEFAULT_SIGNUP_LIMIT_PER_MINUTE } from '../../api/settings.ts';
import { openPostgresStorage } from '../../api/storage/postgres/postgres-storage.ts';
import type { MagazineStorage } from '../../api/storage/storage.ts';
import type { StoredItem } from '../../api/storage/db.ts';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { emulatorProjectId } from '../support/auth-users.ts';
import { fixtureContent } from '../support/items.ts';
import { storeWithoutImages } from '../support/temp-magazine.ts';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? '';
const DATABASE = `two_instances_${process.pid}`;
const EDITOR_TOKEN = 'two-instances-editor-token-0123456789abcdef';

interface Instance {
  url: string;
  process: ChildProcess;
}

let databaseUrl: string;
let mediaDir: string;
let db: MagazineStorage;
let instances: Instance[] = [];
/** A scheduled blog stored before the instances start, due while they run: each arms a timer for it. */
let scheduledId: string;

/** Starts an API process (api-instance.ts) on a free port; answers once it says it is ready. */
function startInstance(): Promise<Instance> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'tests/postgres/api-instance.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: mediaDir,
      API_DEVELOPMENT: 'on',
      API_TRUST_PROXY: 'on',
      FIREBASE_PROJECT_ID: emulatorProjectId(),
      EDITOR_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /API ready at (http:\/\/\S+\/api)/.exec(output);
      if (ready?.[1]) resolve({ url: ready[1], process: child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`The API exited (${code}) before it was ready:\n${output}`)));
  });
}

beforeAll(async () => {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  try {
    await admin`DROP DATABASE IF EXISTS ${admin(DATABASE)}`;
    await admin`CREATE DATABASE ${admin(DATABASE)}`;
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  databaseUrl = url.toString();
  mediaDir = mkdtempSync(join(tmpdir(), 'serendib-two-instances-'));
  db = await openPostgresStorage(databaseUrl);
  await storeWithoutImages(db, fixtureContent);
  const [blog] = await db.listItems('blog');
  if (!blog) throw new Error('the fixtures have no blog');
  scheduledId = 'scheduled-for-both';
  const scheduled: StoredItem = { ...blog, id: scheduledId, title: 'Scheduled for Both' };
  await db.insertItem(scheduled, {
    status: 'scheduled',
    publishAt: new Date(Date.now() + 20_000).toISOString(),
    version: 1,
    updatedAt: new Date().toISOString(),
    updatedBy: 'test',
  });
  instances = await Promise.all([startInstance(), startInstance()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.process.exitCode !== null) return resolve();
          instance.process.once('exit', () => resolve());
          instance.process.kill('SIGTERM');
        }),
    ),
  );
  await db?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

/** Sends the n-th request to instance n mod 2, as a round-robin balancer does. */
function post(n: number, path: string, body: unknown, client: string): Promise<Response> {
  const instance = instances[n % 2] as Instance;
  return fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

describe('two API instances on one PostgreSQL', () => {
  it('share the newsletter limit: five a minute per client across both', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < DEFAULT_SIGNUP_LIMIT_PER_MINUTE + 2; n++) {
      statuses.push((await post(n, '/emails', { email: `limit-${n}@example.com` }, '203.0.113.5')).status);
    }
    expect(statuses).toEqual([...Array(DEFAULT_SIGNUP_LIMIT_PER_MINUTE).fill(201), 429, 429]);
    // Another client is not held back by the first one's count.
    expect((await post(1, '/emails', { email: 'other-client@example.com' }, '203.0.113.6')).status).toBe(201);
  });

  it('share the account sign-up limit, every request counting', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < DEFAULT_ACCOUNT_LIMIT_PER_MINUTE + 1; n++) {
      // Refused details still count, so no account is made here.
      statuses.push((await post(n, '/auth/signup', { email: 'not an address' }, '203.0.113.7')).status);
    }
    expect(statuses).toEqual([...Array(DEFAULT_ACCOUNT_LIMIT_PER_MINUTE).fill(400), 429]);
  });

  it('keep one row for one address signed up through both at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => post(n, '/emails', { email: 'same@example.com' }, `198.51.100.${n + 1}`)),
    );
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { added: boolean }[];
    expect(bodies.filter((body) => body.added)).toHaveLength(1);
    expect((await db.subscribers.list()).filter((row) => row.email === 'same@example.com')).toHaveLength(1);
  });

  it('publish a scheduled item once, though both armed a timer for it', async () => {
    await expect
      .poll(async () => (await fetch(`${instances[0]?.url}/blogs/${scheduledId}`)).status, { timeout: 120_000 })
      .toBe(200);
    expect((await fetch(`${instances[1]?.url}/blogs/${scheduledId}`)).status).toBe(200);
    const log = await db.audit.list({ limit: 50, kind: 'blog', id: scheduledId });
    expect(log.map((entry) => entry.action)).toEqual(['publish']);
    expect((await db.desk.findItem(scheduledId))?.editorial).toMatchObject({ status: 'published', version: 2 });
  }, 150_000);

  it('answer alike after a write through the other', async () => {
    const created = await fetch(`${instances[0]?.url}/admin/blogs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Written Through One', category: 'travel', description: ['Text.'] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // The other instance's cached answers are dropped when the database tells it of the change.
    await expect.poll(async () => (await fetch(`${instances[1]?.url}/blogs/${id}`)).status).toBe(200);
    const lists = await Promise.all(instances.map(async (instance) => (await fetch(`${instance.url}/blogs`)).text()));
    expect(lists[0]).toBe(lists[1]);
  });
});

/**
 * A magazine's first start in production: `node api/server.ts` on a fresh database serves it
 * empty and says it added nothing; demo content comes only from `npm run api:seed -- --demo`.
 * Real processes on a temporary SQLite database; nothing reaches Firebase (no token is checked).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../contract/project-root.ts';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** A production environment on a fresh folder: real-looking secrets, no development switch. */
function productionEnv(): NodeJS.ProcessEnv {
  dir = mkdtempSync(join(tmpdir(), 'serendib-first-start-'));
  return {
    ...process.env,
    API_DEVELOPMENT: '',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    FIREBASE_PROJECT_ID: 'serendib-first-day',
    EDITOR_TOKEN: 'first-day-editor-token-0123456789abcdef',
    NEWSLETTER_SECRET: 'first-day-newsletter-secret-0123456789abcdef',
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    API_DB: join(dir, 'magazine.sqlite'),
    MEDIA_DIR: join(dir, 'media'),
  };
}

/** Starts `entry`, reads its start log up to "API ready", asks `path` of it, and stops it. */
async function startAndAsk(entry: string, env: NodeJS.ProcessEnv, path: string) {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, entry)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const ready = /API ready at (http:\/\/\S+\/api)/.exec(log)?.[1];
        if (ready) resolve(ready);
      });
      child.once('exit', (code) => reject(new Error(`${entry} exited (${code}) before it was ready:\n${log}`)));
    });
    const answer = await fetch(`${url}${path}`);
    return { log, status: answer.status, body: (await answer.json()) as unknown };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('a production start', () => {
  it('serves a fresh database empty and says it did not seed', async () => {
    const { log, status, body } = await startAndAsk('api/server.ts', productionEnv(), '/blogs');
    expect(log).toContain('Not seeded (a production start never adds demo content; npm run api:seed -- --demo does)');
    expect(log).toContain('the catalogue has 0 items and 0 issues');
    expect(log).not.toContain('Seeded');
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toMatch(/"id"/);
  }, 60_000);

  it('does not seed from the local stacks’ entry either when development features are off', async () => {
    const { log } = await startAndAsk('api/seed/seeded-server.ts', productionEnv(), '/issues');
    expect(log).toContain('Not seeded');
    expect(log).not.toContain('Seeded');
  }, 60_000);
});

describe('npm run api:seed', () => {
  const seed = (args: string[], env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [join(PROJECT_ROOT, 'api/seed/seed-command.ts'), ...args], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('says what it would add and adds nothing without --demo', () => {
    const env = productionEnv();
    const result = seed([], env);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/The demo magazine: \d+ blogs, \d+ vlogs and \d+ issues, invented stories/);
    expect(result.stderr).toContain('Nothing added. To add it, run again with the flag: npm run api:seed -- --demo');
    expect(existsSync(env.API_DB ?? '')).toBe(false);
  });

  it('refuses an argument it does not know, before anything else', () => {
    const result = seed(['--demos'], productionEnv());
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown argument --demos; the one flag is --demo');
    expect(result.stdout).toBe('');
  });
});

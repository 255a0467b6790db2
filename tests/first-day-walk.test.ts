/**
 * The "first day" list of docs/publishing-and-deploying.md, run as written in production mode: a
 * fresh database and media folder, the secrets, the schema, the API (which must not seed), the first
 * build of the empty site, then the first editor and the hosting deploy, which reach for the real
 * Firebase project's credentials and stop there on a machine without them. Only the `export`s of
 * the folder, the port and the site's folder are this test's own, so it never meets a running
 * magazine or another test's build.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../contract/project-root.ts';

const DOC = join(PROJECT_ROOT, 'docs/publishing-and-deploying.md');

/** A port nothing listens on now, for the walk's API. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The commands of the section's shell block, one a line. */
function firstDayCommands(): string[] {
  const doc = readFileSync(DOC, 'utf8');
  const section = doc.slice(doc.indexOf('\n## The first day\n'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/publishing-and-deploying.md has no shell block under "The first day"');
  return block.split('\n').filter((line) => line.trim() !== '');
}

/** The doc's first line with this test's folder, port and site folder in place of the doc's. */
function ownPlaces(line: string, places: Record<string, string>): string {
  const names = Object.keys(places);
  expect(line, 'the first line names the folder, the port and the site folder').toBe(
    `export ${names.map((name) => `${name}=${DOC_PLACES[name]}`).join(' ')}`,
  );
  return `export ${names.map((name) => `${name}=${places[name]}`).join(' ')}`;
}

const DOC_PLACES: Record<string, string> = { DATA: '/srv/serendib', API_PORT: '8080', SITE_DIR: 'dist' };

function bash(script: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Node 24 and the project's tools first, as npm scripts have them; nothing of development mode.
    PATH: `${join(PROJECT_ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
    API_DEVELOPMENT: '',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    FIREBASE_PROJECT_ID: '',
    GOOGLE_APPLICATION_CREDENTIALS: '',
    // Not a Google Cloud machine: without this the credential lookup first asks the cloud's metadata
    // address, and on a busy network that question once went unanswered until the walk's time ran out.
    METADATA_SERVER_DETECTION: 'none',
    PUBLIC_API_URL: '',
    // The unit tests' own emulator settings (unit-auth-env.ts), which a deployment's build has not.
    PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '',
    PUBLIC_FIREBASE_PROJECT_ID: '',
    PUBLIC_FIREBASE_API_KEY: '',
    PUBLIC_FIREBASE_AUTH_DOMAIN: '',
  };
  return spawnSync('bash', ['-c', script], { cwd: PROJECT_ROOT, env, encoding: 'utf8', timeout: 280_000 });
}

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the first day, as docs/publishing-and-deploying.md lists it', () => {
  it('starts an empty magazine in production mode and builds it; the editor and the deploy need the real project', async () => {
    dir = mkdtempSync(join(tmpdir(), 'serendib-first-day-walk-'));
    const [places = '', ...rest] = firstDayCommands();
    const grant = rest.at(-2) ?? '';
    const deploy = rest.at(-1) ?? '';
    expect(grant).toBe('npm run editor:grant -- ama@example.com');
    expect(deploy).toBe('npx firebase deploy --only hosting --project "$FIREBASE_PROJECT_ID"');
    const own = ownPlaces(places, {
      DATA: join(dir, 'data'),
      API_PORT: String(await freePort()),
      SITE_DIR: join(dir, 'site'),
    });
    // The API started in the background stops with the walk.
    const walk = ['set -e', "trap 'kill $(jobs -p) 2>/dev/null' EXIT", own, ...rest.slice(0, -2)];
    const result = bash(walk.join('\n'));
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);

    const apiLog = readFileSync(join(dir, 'data', 'api.log'), 'utf8');
    expect(apiLog).toContain('the catalogue has 0 items and 0 issues');
    expect(apiLog).not.toMatch(/Seeded|Development features on/);
    const page = (path: string) => readFileSync(join(dir, 'site', path, 'index.html'), 'utf8');
    expect(page('luxury')).toContain('Currently unavailable. Check back soon for our latest issue.');
    expect(page('')).toContain('data-empty-state');
    expect(existsSync(join(dir, 'site', 'blogs', 'index.html'))).toBe(true);

    // The two steps of the real project, with the walk's settings: each names what it lacks.
    const granted = bash([own, ...rest.slice(0, 2), grant].join('\n'));
    expect(granted.status).toBe(1);
    expect(granted.stderr).toContain('Could not change ama@example.com in Firebase project serendib-luxe');
    expect(granted.stderr).toContain('Could not load the default credentials');
    const deployed = bash([own, ...rest.slice(0, 2), deploy].join('\n'));
    expect(deployed.status).toBe(1);
    expect(`${deployed.stdout}${deployed.stderr}`).toContain('Failed to authenticate, have you run firebase login?');
  }, 300_000);
});

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BODY_ANSWERS } from '../../contract/api-messages.ts';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { serveTempApi, type ServedApi } from '../../tests/support/serve-api.ts';
import { runPublish, type PublishSettings } from './run-publish.ts';

const TOKEN = 'publish-test-token-0123456789abcdefghij';
const SITE = 'http://127.0.0.1:4321';
const ROOT = PROJECT_ROOT;
const example = (name: string) => join(ROOT, 'examples', name);

let api: ServedApi;
let dir: string;
let settings: PublishSettings;

beforeEach(async () => {
  api = await serveTempApi({ editorToken: TOKEN });
  dir = mkdtempSync(join(tmpdir(), 'serendib-publish-'));
  settings = { apiBase: api.apiUrl, editorToken: TOKEN, tokenFile: join(dir, 'no-token-file'), siteUrl: SITE };
});

afterEach(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

async function publish(args: string[], overrides: Partial<PublishSettings> = {}) {
  const log: string[] = [];
  const error: string[] = [];
  const code = await runPublish(
    args,
    { ...settings, ...overrides },
    {
      log: (line) => log.push(line),
      error: (line) => error.push(line),
    },
  );
  return { code, log: log.join('\n'), error: error.join('\n') };
}

function writeItem(name: string, item: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(item));
  return file;
}

const readJson = async (path: string) =>
  (await fetch(`${api.apiUrl}${path}`)).json() as Promise<Record<string, unknown>>;

describe('npm run publish', () => {
  it('creates the example blog, then updates it, and says where it appears', async () => {
    const created = await publish([example('blog.json')]);
    expect(created).toMatchObject({ code: 0, error: '' });
    expect(created.log).toContain('Created blog mangroves-of-the-madu-ganga: Mangroves of the Madu Ganga');
    expect(created.log).toContain(`now:               ${SITE}/blogs/mangroves-of-the-madu-ganga`);
    expect(created.log).toContain(`${SITE}/blogs\n`);
    expect(created.log).toContain(`${SITE}/travel`);
    const sent = JSON.parse(readFileSync(example('blog.json'), 'utf8')) as Record<string, unknown>;
    expect(await readJson('/blogs/mangroves-of-the-madu-ganga')).toMatchObject(sent);

    const again = await publish([writeItem('edited.json', { ...sent, title: 'The Madu Ganga at Dawn' })]);
    expect(again.log).toContain('Updated blog mangroves-of-the-madu-ganga: The Madu Ganga at Dawn');
    expect(await readJson('/health')).toMatchObject({ items: 1 });
  });

  it('publishes the example vlog and issue, which get their ids from the API', async () => {
    const vlog = await publish([example('vlog.json')]);
    expect(vlog.log).toContain('Created vlog stilt-fishermen-of-koggala');
    const issue = await publish([example('issue.json')]);
    expect(issue.code).toBe(0);
    expect(issue.log).toContain('Created issue 1: The Monsoon Issue');
    expect(issue.log).not.toContain('now:');
    expect(issue.log).toContain(`${SITE}/magazines/1`);
    expect(await readJson('/issues/1')).toMatchObject({ title: 'The Monsoon Issue', pageCount: 12 });
  });

  it('deletes an item', async () => {
    await publish([example('blog.json')]);
    const deleted = await publish(['--delete', 'blog/mangroves-of-the-madu-ganga']);
    expect(deleted).toMatchObject({ code: 0, error: '' });
    expect(deleted.log).toContain('Deleted blog mangroves-of-the-madu-ganga.');
    expect(await readJson('/health')).toMatchObject({ items: 0 });
    const again = await publish(['--delete', 'blog/mangroves-of-the-madu-ganga']);
    expect(again).toMatchObject({ code: 1, error: 'No blog with id "mangroves-of-the-madu-ganga"' });
  });

  it('prints each field error on its own line and exits non-zero, storing nothing', async () => {
    const file = writeItem('bad.json', { type: 'blog', title: '', category: 'weather', description: [] });
    const result = await publish([file]);
    expect(result.code).toBe(1);
    expect(result.error.split('\n')).toEqual([
      BODY_ANSWERS.fieldsInvalid,
      '  title: Too small: expected string to have >=1 characters',
      expect.stringMatching(/^ {2}category: must be one of travel, art/),
      '  description: needs at least one paragraph',
    ]);
    expect(await readJson('/health')).toMatchObject({ items: 0 });
  });

  it('names an API that cannot be reached, and a wrong token', async () => {
    const stopped = await serveTempApi();
    await stopped.close();
    const down = await publish([example('blog.json')], { apiBase: stopped.apiUrl });
    expect(down.code).toBe(1);
    expect(down.error).toContain(`Cannot reach the API at ${stopped.apiUrl} (ECONNREFUSED)`);
    const refused = await publish([example('blog.json')], { editorToken: 'wrong' });
    expect(refused).toMatchObject({ code: 1, error: expect.stringContaining('Editor token missing or wrong') });
  });

  it('reads the token from the local token file, and says how to get one when there is none', async () => {
    const tokenFile = join(dir, 'editor-token');
    writeFileSync(tokenFile, `${TOKEN}\n`);
    expect((await publish([example('blog.json')], { editorToken: undefined, tokenFile })).code).toBe(0);
    const none = await publish([example('blog.json')], { editorToken: undefined });
    expect(none).toMatchObject({ code: 1, error: expect.stringContaining('No editor token: set EDITOR_TOKEN') });
  });

  it('shows its usage for arguments it does not understand', async () => {
    for (const args of [[], ['--delete'], ['--delete', 'podcast/x'], ['a.json', 'b.json']]) {
      expect(await publish(args)).toMatchObject({ code: 2, error: expect.stringContaining('Usage:') });
    }
  });

  it('runs as a command with the settings of its environment', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/publish.ts'), example('blog.json')], {
      env: { ...process.env, PUBLIC_API_URL: api.apiUrl, EDITOR_TOKEN: TOKEN, SITE_URL: 'https://serendibluxe.lk' },
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    expect(stdout).toContain('now:               https://serendibluxe.lk/blogs/mangroves-of-the-madu-ganga');
  });
});

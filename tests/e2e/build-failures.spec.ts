import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { binPath } from '../../scripts/lib/processes.ts';
import { PROJECT_ROOT } from '../../scripts/lib/settings.ts';

/** Runs a real `astro build` against the given API and returns its exit code and output. */
function build(apiUrl: string): Promise<{ code: number | null; output: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'magazine-failed-build-'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [binPath('astro', 'bin/astro.mjs'), 'build'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PUBLIC_API_URL: apiUrl, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      rmSync(outDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

/** A stand-in API on a free port: the edge of the machine, where a broken API would answer. */
async function fakeApi(handler: (path: string) => unknown): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(handler(request.url ?? '/')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api`, server };
}

test.describe('the build stops with a clear error', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('when the API is down, naming the URL it could not reach', async () => {
    const { server, url } = await fakeApi(() => []);
    await new Promise((resolve) => server.close(resolve));
    const { code, output } = await build(url);
    expect(code).not.toBe(0);
    // Collections load in parallel, so whichever call failed first is the one named.
    expect(output).toMatch(new RegExp(`Could not reach ${url.replace(/[.]/g, '\\.')}/(blogs|vlogs|issues)`));
  });

  test('when an item is malformed, naming the item and the field', async () => {
    const broken = {
      id: 'broken-item',
      type: 'blog',
      categoryName: 'Travel & Tourism',
      category: 'travel',
      createdAt: '2025-01-01T00:00:00Z',
    };
    const { server, url } = await fakeApi((path) => (path.endsWith('/blogs') ? [broken] : []));
    try {
      const { code, output } = await build(url);
      expect(code).not.toBe(0);
      expect(output).toContain('Malformed blog "broken-item"');
      expect(output).toContain('field "title"');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

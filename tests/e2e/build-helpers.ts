/** Real `astro build`s against stand-in APIs, for specs about what the build does with odd data. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binPath } from '../../scripts/lib/processes.ts';
import { PROJECT_ROOT } from '../../scripts/lib/settings.ts';

export interface BuildResult {
  code: number | null;
  output: string;
  /** Where the site was written; the caller removes it with `rmSync(outDir, { recursive: true })`. */
  outDir: string;
}

/** Runs a real `astro build` against the given API into a temporary folder. */
export function build(apiUrl: string): Promise<BuildResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'magazine-build-'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [binPath('astro', 'bin/astro.mjs'), 'build'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PUBLIC_API_URL: apiUrl, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output, outDir }));
  });
}

export function removeBuild(result: BuildResult): void {
  rmSync(result.outDir, { recursive: true, force: true });
}

/**
 * A stand-in API on a free port: the edge of the machine, where a broken or empty API would answer.
 * The handler gets the path without the query, so list pages (`?page=`) reach it as the list.
 */
export async function fakeApi(handler: (path: string) => unknown): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(handler(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api`, server };
}

/**
 * A stand-in at the edge of the machine in front of a real API: each path answers 503 for its
 * first `failures` requests, then every request is passed on. Counts the requests per path.
 */
export async function flakyApi(
  upstreamApiUrl: string,
  failures: number,
): Promise<{ url: string; server: Server; requests: Map<string, number> }> {
  const upstream = new URL(upstreamApiUrl);
  const requests = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    // Counted per path whatever the query (lists are read a page at a time).
    const { pathname } = new URL(path, 'http://localhost');
    const count = (requests.get(pathname) ?? 0) + 1;
    requests.set(pathname, count);
    if (count <= failures) {
      response.writeHead(503, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'Service unavailable' }));
      return;
    }
    fetch(`${upstream.origin}${path}`)
      .then(async (answer) => {
        response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${upstream.pathname}`, server, requests };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

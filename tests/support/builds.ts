/** Real builds of the site against stand-in APIs, for specs about what the build does with odd data. */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createPublisher } from '../../publishing/publisher.ts';
import { PROJECT_ROOT } from '../../contract/project-root.ts';

export interface BuildResult {
  code: number;
  /** The last lines the build printed when it failed. */
  output: string;
  /** Where the site was written; `removeBuild` removes it. */
  outDir: string;
}

/**
 * Builds the site against the given API into a temporary folder, with a cache of its own. The
 * folder is inside the project: Astro bundles the pages beside an output folder within the
 * project, but into the project's one shared `.astro/` for a folder outside it, where two builds
 * running at once would delete each other's chunks.
 */
export async function build(apiUrl: string): Promise<BuildResult> {
  mkdirSync(join(PROJECT_ROOT, '.data'), { recursive: true });
  const outDir = mkdtempSync(join(PROJECT_ROOT, '.data', 'test-build-'));
  try {
    await createPublisher({ cacheDir: `${outDir}-cache`, env: { PUBLIC_API_URL: apiUrl }, quiet: true }).build(
      outDir,
      'none',
    );
    return { code: 0, output: '', outDir };
  } catch (error) {
    return { code: 1, output: error instanceof Error ? error.message : String(error), outDir };
  }
}

export function removeBuild(result: BuildResult): void {
  rmSync(result.outDir, { recursive: true, force: true });
  rmSync(`${result.outDir}-cache`, { recursive: true, force: true });
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

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completion, stopAll } from '../child-processes.ts';
import { resultsByUrl } from './bundle-results.ts';
import { keptBundleDir, searchIndexCache } from './index-cache.ts';
import { indexerProcesses } from './indexer-processes.ts';
import { writeDocumentBundles } from './search-source.ts';
import { linkTree } from './digest.ts';
import { PAGES_WRITTEN_MESSAGE, writeSearchIndex } from './writer.ts';

// The real indexer process, started ahead, with the real Pagefind, over an API of two answers.

let dir: string;
let api: Server;
let apiUrl: string;

function html(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><article data-pagefind-body><h1>${title}</h1><p>${body}</p></article></body></html>`;
}

function page(site: string, name: string, content: string): void {
  mkdirSync(join(site, name, '..'), { recursive: true });
  writeFileSync(join(site, name), content);
}

/** The API as it is after the publish: blog a rewritten, blog b deleted. */
function startApi(): Promise<void> {
  api = createServer((request, response) => {
    if (request.url === '/api/blogs/a') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'a',
          type: 'blog',
          title: 'Stilt fishermen',
          categoryName: 'Travel',
          category: 'travel',
          description: ['Koggala at dawn, rewritten.'],
        }),
      );
      return;
    }
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: 'Not found' }));
  });
  return new Promise((resolveListening) =>
    api.listen(0, '127.0.0.1', () => {
      apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
      resolveListening();
    }),
  );
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'indexer-processes-'));
  await startApi();
}, 30_000);

afterEach(async () => {
  await stopAll();
  await new Promise((resolveClosed) => api.close(resolveClosed));
  rmSync(dir, { recursive: true, force: true });
});

describe('an indexer started ahead', () => {
  it("takes a publish's request as a message and indexes its changed items alone: the rewritten one found, the deleted one hidden", async () => {
    const live = join(dir, 'live');
    const cacheDir = join(dir, 'cache');
    const documents = [
      { name: 'blogs/a/index.html', html: html('Stilt fishermen', 'Koggala at dawn.') },
      { name: 'blogs/b/index.html', html: html('Tea country', 'Ella in the mist.') },
    ];
    for (const document of documents) page(live, document.name, document.html);
    await writeSearchIndex(
      live,
      searchIndexCache(cacheDir),
      writeDocumentBundles({ documents, builtPages: [] }, join(dir, 'documents'), 3),
    );
    const keptResults = resultsByUrl(keptBundleDir(searchIndexCache(cacheDir), 0));

    const indexers = indexerProcesses({ env: { PUBLIC_API_URL: apiUrl }, quiet: true, prewarm: true });
    const site = join(dir, 'site');
    const indexer = indexers.start({
      siteDir: site,
      cacheDir,
      alongside: true,
      besideAstro: false,
      changedItems: [
        { kind: 'blog', id: 'a' },
        { kind: 'blog', id: 'b' },
      ],
    });
    const output: string[] = [];
    indexer.stdout?.on('data', (chunk: Buffer) => output.push(String(chunk)));
    const done = completion(indexer, 'The search index');
    // The pages arrive while it works: the live build's, linked, without the deleted one.
    linkTree(live, site);
    rmSync(join(site, 'blogs', 'b'), { recursive: true });
    indexer.send(PAGES_WRITTEN_MESSAGE);
    await done;

    expect(output.join('')).toMatch(/Pages indexed in [\d.]+ s.*\(the recent changes alone\)/);
    const list = JSON.parse(readFileSync(join(site, 'pagefind', 'shards.json'), 'utf8')) as {
      bundles: string[];
      hidden: string[];
    };
    expect(list.bundles).toEqual(['/pagefind/recent/']);
    expect(list.hidden).toContain(keptResults.get('/blogs/b/'));
    expect([...resultsByUrl(join(site, 'pagefind', 'recent')).keys()]).toEqual(['/blogs/a/']);
  }, 60_000);

  it('is stopped by ending its process, as a newer write does, and the next one is started ahead at once', async () => {
    const indexers = indexerProcesses({ env: { PUBLIC_API_URL: apiUrl }, quiet: true, prewarm: true });
    const request = { siteDir: join(dir, 'site'), cacheDir: join(dir, 'cache'), alongside: true, besideAstro: false };
    const first = indexers.start(request);
    const stopped = completion(first, 'The search index');
    first.kill('SIGTERM');
    await expect(stopped).rejects.toThrow('The search index failed (SIGTERM)');

    const second = indexers.start(request);
    expect(second.pid).not.toBe(first.pid);
    // Asked by a message: the process was started ahead, with no request in its arguments.
    expect(second.spawnargs.slice(-1)).toEqual(['--prewarm']);
    second.kill('SIGTERM');
  }, 30_000);
});

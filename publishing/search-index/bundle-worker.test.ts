import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resultsByUrl } from './bundle-results.ts';
import { writeDocumentFiles } from './document-files.ts';
import { indexInWorker, pagefindEnv, type PagefindThreads } from './bundle-workers.ts';

// Runs the real Pagefind binary in the real worker over two tiny documents: no mock.

let dir: string;

const documents = ['Galle', 'Kandy'].map((place) => ({
  name: `blogs/${place.toLowerCase()}/index.html`,
  html: `<!doctype html><html lang="en"><body><article data-pagefind-body><h1>${place}</h1><p>A week in ${place}.</p></article></body></html>`,
}));

function indexed(count: number, threads: PagefindThreads = 'every') {
  const folder = join(dir, 'documents');
  writeDocumentFiles(folder, documents);
  return indexInWorker(
    { documents: { folder, count }, builtPages: [], siteDir: dir, outputPath: join(dir, 'out'), waitForPages: false },
    Promise.resolve(),
    threads,
  );
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bundle-worker-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a bundle read from its folder of documents', () => {
  it('indexes every document at the address its file gives', async () => {
    await indexed(2);
    expect([...resultsByUrl(join(dir, 'out')).keys()].sort()).toEqual(['/blogs/galle/', '/blogs/kandy/']);
  }, 30_000);

  it('indexes the same on one thread, as beside Astro', async () => {
    await indexed(2, 'one');
    expect([...resultsByUrl(join(dir, 'out')).keys()].sort()).toEqual(['/blogs/galle/', '/blogs/kandy/']);
  }, 30_000);

  it('is refused when Pagefind finds fewer documents than were written for it', async () => {
    await expect(indexed(3)).rejects.toThrow(`Pagefind indexed 2 of the 3 documents in ${join(dir, 'documents')}`);
  }, 30_000);
});

describe('pagefindEnv', () => {
  it("sizes Pagefind's thread pool to one thread beside Astro, and leaves it to Pagefind otherwise", () => {
    expect(pagefindEnv('one')).toMatchObject({ RAYON_NUM_THREADS: '1', PATH: process.env.PATH });
    expect(pagefindEnv('every')).toBe(process.env);
  });
});

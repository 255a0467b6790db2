import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeringServer, type AnsweringServer } from '../../tests/support/answering-server.ts';
import { testItem } from '../../tests/support/items.ts';
import type { SearchDocument } from './article-document.ts';
import { readSearchSource, writeDocumentBundles } from './search-source.ts';

// A stand-in API on a real port: the source reads it as the build does, over HTTP.
let api: AnsweringServer;

beforeEach(async () => {
  api = await answeringServer({
    paths: {
      '/blogs': { status: 200, body: [testItem({ id: 'tea-country', title: 'Tea Country' })] },
      '/vlogs': { status: 200, body: [] },
      '/issues': { status: 200, body: [] },
      '/authors': {
        status: 200,
        body: [{ slug: 'rohan-de-silva', name: 'Rohan de Silva', bio: 'Motoring from Colombo.', links: [] }],
      },
    },
  });
  vi.stubEnv('PUBLIC_API_URL', api.base);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

describe('readSearchSource', () => {
  it("reads every author's page from the built site, beside the articles' documents", async () => {
    const source = await readSearchSource();
    expect([...source.documents].map((document) => document.name)).toEqual(['blogs/tea-country/index.html']);
    expect(source.builtPages).toEqual(['authors/rohan-de-silva/index.html']);
    expect(source.pageCount).toBe(2);
  });
});

describe('writeDocumentBundles', () => {
  const documents: SearchDocument[] = Array.from({ length: 9 }, (_, n) => ({
    name: `blogs/story-${n}/index.html`,
    html: `<main data-pagefind-body><h1>Story ${n}</h1></main>`,
  }));

  it('writes documents made one at a time as it would a list of them, keeping only names and hashes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-bundles-'));
    try {
      const fromList = writeDocumentBundles({ documents, builtPages: ['authors/a/index.html'] }, join(dir, 'list'), 4);
      let made = 0;
      const oneAtATime = function* () {
        for (const document of documents) {
          made += 1;
          yield document;
        }
      };
      const fromStream = writeDocumentBundles(
        { documents: oneAtATime(), builtPages: ['authors/a/index.html'], pageCount: 10 },
        join(dir, 'stream'),
        4,
      );
      expect(made).toBe(9);
      expect(fromStream.bundles.map((bundle) => bundle.pages)).toEqual(fromList.bundles.map((bundle) => bundle.pages));
      expect(fromStream.bundles).toHaveLength(3);
      for (const bundle of fromStream.bundles) {
        expect(bundle.pages.map((page) => page.name)).toEqual(bundle.pages.map((page) => page.name).sort());
        for (const page of bundle.pages) {
          expect(readFileSync(join(bundle.folder as string, page.name), 'utf8')).toContain('data-pagefind-body');
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks for the count of pages when the documents are made as they are read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-bundles-'));
    try {
      expect(() => writeDocumentBundles({ documents: new Set(documents), builtPages: [] }, dir, 4)).toThrow(
        'Documents made as they are read must come with the count of pages',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

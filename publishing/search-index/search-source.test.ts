import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeringServer, type AnsweringServer } from '../../tests/support/answering-server.ts';
import { testItem } from '../../tests/support/items.ts';
import { readSearchSource } from './search-source.ts';

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
    expect(source.documents.map((document) => document.name)).toEqual(['blogs/tea-country/index.html']);
    expect(source.builtPages).toEqual(['authors/rohan-de-silva/index.html']);
    expect(source.pageCount).toBe(2);
  });
});

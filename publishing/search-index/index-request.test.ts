import { describe, expect, it } from 'vitest';
import {
  INDEXER_USAGE,
  indexRequestArguments,
  isIndexRequestMessage,
  parseIndexRequestArguments,
  type IndexRequest,
} from './index-request.ts';

describe("the indexer's request", () => {
  it('reads back from its arguments as it was written, flags and changed items included', () => {
    const requests: IndexRequest[] = [
      { siteDir: '/site', cacheDir: '/cache', alongside: false, besideAstro: false },
      {
        siteDir: '/site',
        cacheDir: '/cache',
        shardPages: 3,
        alongside: true,
        besideAstro: true,
        changedItems: [
          { kind: 'blog', id: 'tea' },
          { kind: 'issue', id: '7' },
        ],
      },
    ];
    for (const request of requests) expect(parseIndexRequestArguments(indexRequestArguments(request))).toEqual(request);
    expect(indexRequestArguments(requests[1] as IndexRequest)).toEqual([
      '/site',
      '/cache',
      '3',
      '--alongside',
      '--beside-astro',
      '--changed',
      'blog:tea,issue:7',
    ]);
  });

  it('is refused with the usage when a folder is missing or the pages per bundle are not a count', () => {
    expect(() => parseIndexRequestArguments(['/site'])).toThrow(INDEXER_USAGE);
    expect(() => parseIndexRequestArguments(['/site', '/cache', 'many'])).toThrow(INDEXER_USAGE);
    expect(() => parseIndexRequestArguments(['/site', '/cache', '0'])).toThrow(INDEXER_USAGE);
    expect(() => parseIndexRequestArguments(['/site', '/cache', '--changed', 'page:a'])).toThrow(
      'Not a changed item: page:a',
    );
  });

  it('is told from the other messages an indexer started ahead is sent', () => {
    expect(isIndexRequestMessage({ indexRequest: { siteDir: '/site', cacheDir: '/cache' } })).toBe(true);
    expect(isIndexRequestMessage('pages-written')).toBe(false);
    expect(isIndexRequestMessage(null)).toBe(false);
    expect(isIndexRequestMessage({ indexRequest: { siteDir: '/site' } })).toBe(false);
  });
});

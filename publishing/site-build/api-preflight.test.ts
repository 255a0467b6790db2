import { describe, expect, it } from 'vitest';
import { answeringServer } from '../../tests/support/answering-server.ts';
import { assertApiAnswers, buildApiBase } from './api-preflight.ts';

describe('the API check before a build', () => {
  it('reads the API the build is given, without a trailing slash', () => {
    expect(buildApiBase({ PUBLIC_API_URL: 'http://127.0.0.1:8797/api/' })).toBe('http://127.0.0.1:8797/api');
  });

  it('passes when the API answers its health', async () => {
    const api = await answeringServer({ paths: { '/health': { status: 200, body: { ok: true } } } });
    try {
      await assertApiAnswers({ PUBLIC_API_URL: api.base });
      expect(api.hits('/health')).toBe(1);
    } finally {
      await api.close();
    }
  });

  it('fails naming the URL when nothing listens there', async () => {
    const api = await answeringServer();
    const { base } = api;
    await api.close();
    await expect(assertApiAnswers({ PUBLIC_API_URL: base })).rejects.toThrow(`Could not reach ${base}/health`);
  });
});

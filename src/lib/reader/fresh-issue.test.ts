/** Against a real HTTP server started here, the edge of the machine where the API answers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeringServer, type AnsweringServer } from '../../../tests/support/answering-server.ts';
import { deadOrigin } from '../../../tests/support/answering-server.ts';
import { loadFreshIssue } from './fresh-issue.ts';

let api: AnsweringServer | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  await api?.close();
  api = undefined;
});

const freshIssue = {
  id: '77',
  title: 'Monsoon',
  description: 'Rain on the south-west coast.',
  createdAt: '2026-12-05T08:00:00.000Z',
  pages: ['/media/issues/77/page-01-1000x1300.webp'],
};

describe('loadFreshIssue', () => {
  it('loads an issue, and tells an unknown one from one that cannot be read', async () => {
    api = await answeringServer({
      paths: {
        '/issues/77': { status: 200, body: freshIssue },
        '/issues/78': { status: 200, body: { ...freshIssue, id: '78', title: '' } },
        '/issues/79': { status: 500, body: { error: 'Database unavailable' } },
        '/issues/x': { status: 400, body: { error: 'Invalid issue id' } },
      },
    });
    vi.stubEnv('PUBLIC_API_URL', api.base);
    const loaded = await loadFreshIssue('77');
    expect(loaded.status === 'loaded' && [loaded.issue.title, loaded.issue.date]).toEqual(['Monsoon', '5 Dec 2026']);
    await expect(loadFreshIssue('404')).resolves.toEqual({ status: 'not-found' });
    for (const id of ['78', '79', 'x']) await expect(loadFreshIssue(id)).resolves.toEqual({ status: 'error' });
  });

  it('is an error when nothing answers', async () => {
    vi.stubEnv('PUBLIC_API_URL', `${await deadOrigin()}/api`);
    await expect(loadFreshIssue('77')).resolves.toEqual({ status: 'error' });
  });
});

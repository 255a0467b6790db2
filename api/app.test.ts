import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ITEM_ANSWERS } from '../contract/api-messages.ts';
import {
  errorResponseSchema,
  randomBlogsResponseSchema,
  wireIssueSchema,
  wireItemSchema,
} from '../contract/schemas.ts';
import { createApp } from './app.ts';
import type { MagazineStorage } from './storage/storage.ts';
import { fixtureBlogs, fixtureContent, fixtureIssues, fixtureVlogs } from '../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages } from '../tests/support/temp-magazine.ts';
import type { TempMagazine } from '../tests/support/temp-magazine.ts';

let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir });
});

afterEach(() => magazine.cleanup());

async function getJson(path: string, init?: RequestInit): Promise<{ response: Response; body: unknown }> {
  const response = await app.request(path, init);
  return { response, body: await response.json() };
}

function expectJsonError(response: Response, body: unknown, status: number, message?: string): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const { error } = errorResponseSchema.parse(body);
  if (message !== undefined) expect(error).toBe(message);
  expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts|Error:/);
}

const times = (items: { createdAt?: string }[]) => items.map((item) => Date.parse(item.createdAt ?? ''));
const isNewestFirst = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? 0) >= value);

describe('GET /api/health', () => {
  it('reports the counts of items and issues', async () => {
    const { response, body } = await getJson('/api/health');
    expect(response.status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      items: fixtureBlogs.length + fixtureVlogs.length,
      issues: fixtureIssues.length,
    });
  });
});

describe('GET /api/blogs', () => {
  it('lists every blog, and only blogs, newest first', async () => {
    const { response, body } = await getJson('/api/blogs');
    expect(response.status).toBe(200);
    const blogs = z.array(wireItemSchema).parse(body);
    expect(blogs.map((blog) => blog.id).sort()).toEqual(fixtureBlogs.map((blog) => blog.id).sort());
    expect(blogs.every((blog) => blog.type === 'blog')).toBe(true);
    expect(isNewestFirst(times(blogs))).toBe(true);
    // Offsets are honoured: 2025-09-09T00:30+05:30 is 2025-09-08 in UTC, still after June.
    expect(blogs.map((blog) => blog.id)).toEqual([
      'moonstone-necklaces',
      'brass-of-kandy',
      'south-coast-surf',
      'tea-country-mornings',
      'ratnapura-sapphires',
    ]);
  });
});

describe('GET /api/vlogs', () => {
  it('lists only vlogs, newest first', async () => {
    const { body } = await getJson('/api/vlogs');
    const vlogs = z.array(wireItemSchema).parse(body);
    expect(vlogs.map((vlog) => vlog.id)).toEqual(['colombo-supercars', 'galle-fort-walk']);
    expect(vlogs.every((vlog) => vlog.type === 'vlog' && vlog.videoURL && vlog.imageUrl === vlog.images[0])).toBe(true);
  });
});

describe('GET /api/blogs?page=&perPage=', () => {
  it('answers one page of the newest-first list; without paging, the whole list', async () => {
    const { body: all } = await getJson('/api/blogs');
    const ids = z
      .array(wireItemSchema)
      .parse(all)
      .map((blog) => blog.id);
    const { response, body } = await getJson('/api/blogs?page=2&perPage=2');
    expect(response.status).toBe(200);
    expect(
      z
        .array(wireItemSchema)
        .parse(body)
        .map((blog) => blog.id),
    ).toEqual(ids.slice(2, 4));
    const { body: beyond } = await getJson('/api/blogs?page=99&perPage=2');
    expect(beyond).toEqual([]);
  });

  it('refuses paging it cannot follow with a clear 400', async () => {
    for (const query of ['page=0&perPage=2', 'page=1&perPage=1001', 'page=1', 'perPage=x&page=1']) {
      const { response, body } = await getJson(`/api/blogs?${query}`);
      expectJsonError(response, body, 400);
      expect(errorResponseSchema.parse(body).error).toMatch(/^Invalid paging: /);
    }
  });

  it('pages vlogs the same way', async () => {
    const { body } = await getJson('/api/vlogs?page=1&perPage=1');
    expect(z.array(wireItemSchema).parse(body)).toHaveLength(1);
  });
});

describe('GET /api/blogs/random/category', () => {
  it('answers one blog from each category that has blogs', async () => {
    const { response, body } = await getJson('/api/blogs/random/category');
    expect(response.status).toBe(200);
    const answer = randomBlogsResponseSchema.parse(body);
    expect(answer.success).toBe(true);
    const blogs = z.array(wireItemSchema).parse(answer.blogs);
    expect(blogs.map((blog) => blog.category).sort()).toEqual(['art', 'gems', 'travel']);
    expect(blogs.every((blog) => blog.type === 'blog')).toBe(true);
  });

  it('picks different blogs across calls', async () => {
    const picked = new Set<string>();
    for (let call = 0; call < 40; call++) {
      const { body } = await getJson('/api/blogs/random/category');
      for (const blog of z.array(wireItemSchema).parse(randomBlogsResponseSchema.parse(body).blogs))
        picked.add(blog.id);
    }
    // Travel and gems have two blogs each; over 40 calls both of each come up.
    expect([...picked].sort()).toEqual(fixtureBlogs.map((blog) => blog.id).sort());
  });
});

describe('GET /api/blogs/:id', () => {
  it('answers a blog', async () => {
    const { response, body } = await getJson('/api/blogs/tea-country-mornings');
    expect(response.status).toBe(200);
    const blog = wireItemSchema.parse(body);
    expect(blog).toMatchObject({
      id: 'tea-country-mornings',
      type: 'blog',
      position: '1',
      categoryName: 'Travel & Tourism',
      date: '12 Mar 2025',
    });
  });

  it('answers a vlog too, as the site opens vlogs through this path', async () => {
    const { body } = await getJson('/api/blogs/galle-fort-walk');
    expect(wireItemSchema.parse(body).type).toBe('vlog');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await getJson('/api/blogs/no-such-post');
    expectJsonError(unknown.response, unknown.body, 404, 'Blog not found');
    for (const id of ['Tea-Country', 'bad_id', '-leading', '%F0%9F%8C%B4', 'a'.repeat(121)]) {
      const malformed = await getJson(`/api/blogs/${id}`);
      expectJsonError(malformed.response, malformed.body, 400, ITEM_ANSWERS.invalidBlogId);
    }
  });
});

describe('GET /api/vlogs/:id', () => {
  it('answers a vlog, but not a blog', async () => {
    const vlog = await getJson('/api/vlogs/colombo-supercars');
    expect(wireItemSchema.parse(vlog.body)).toMatchObject({ type: 'vlog', videoURL: 'https://youtu.be/dQw4w9WgXcQ' });
    const blog = await getJson('/api/vlogs/tea-country-mornings');
    expectJsonError(blog.response, blog.body, 404, 'Vlog not found');
    const malformed = await getJson('/api/vlogs/Not_A_Slug');
    expectJsonError(malformed.response, malformed.body, 400, 'Invalid vlog id');
  });
});

describe('GET /api/issues', () => {
  it('lists issues newest first with a page count instead of pages', async () => {
    const { response, body } = await getJson('/api/issues');
    expect(response.status).toBe(200);
    const issues = z.array(wireIssueSchema).parse(body);
    expect(issues.map((issue) => issue.id)).toEqual(['2', '1']);
    for (const issue of issues) {
      expect(issue).not.toHaveProperty('pages');
      expect(issue).not.toHaveProperty('pageAlts');
      expect(issue.coverImage).toBe(`/media/issues/${issue.id}/page-01-1000x1300.webp`);
    }
    expect(issues.map((issue) => issue.pageCount)).toEqual([3, 2]);
  });

  it('answers the latest issue with its pages', async () => {
    const { body } = await getJson('/api/issues/latest');
    const issue = wireIssueSchema.parse(body);
    expect(issue.id).toBe('2');
    expect(issue.pages).toEqual([1, 2, 3].map((n) => `/media/issues/2/page-0${n}-1000x1300.webp`));
  });

  it('answers one issue with its pages', async () => {
    const { body } = await getJson('/api/issues/1');
    const issue = wireIssueSchema.parse(body);
    expect(issue).toMatchObject({ id: '1', title: 'The Escape', pageCount: 2 });
    expect(issue.pages).toHaveLength(2);
    expect(issue.pageAlts).toEqual([
      'Cover: Hideaways <for> the long weekend. Tree houses of Sigiriya. A lagoon villa.',
      'Into the hills. Where the tea grows & the air cools.',
    ]);
  });

  it('answers 404 for an unknown issue and 400 for a malformed id', async () => {
    const unknown = await getJson('/api/issues/99');
    expectJsonError(unknown.response, unknown.body, 404, 'Issue not found');
    for (const id of ['0', '01', 'abc', '-1', '1.5', '1234567890']) {
      const malformed = await getJson(`/api/issues/${id}`);
      expectJsonError(malformed.response, malformed.body, 400, 'Invalid issue id');
    }
  });

  it('answers 404 for the latest issue when there are none', async () => {
    const empty = await openTempMagazine();
    try {
      const emptyApp = createApp({ db: empty.db, mediaDir: empty.mediaDir });
      const response = await emptyApp.request('/api/issues/latest');
      expectJsonError(response, await response.json(), 404, 'Issue not found');
      expect(await (await emptyApp.request('/api/blogs')).json()).toEqual([]);
    } finally {
      await empty.cleanup();
    }
  });
});

describe('errors', () => {
  it('answers unknown routes with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api/blogs/a/b/c', '/nope', '/']) {
      const { response, body } = await getJson(path);
      expectJsonError(response, body, 404);
    }
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const attempts: [string, string][] = [
      ['POST', '/api/blogs'],
      ['DELETE', '/api/issues/1'],
      ['PUT', '/api/blogs/tea-country-mornings'],
      ['PATCH', '/api/blogs/random/category'],
      ['POST', '/api/health'],
      ['DELETE', '/api/issues/latest'],
      ['POST', '/media/blogs/x/1-1600x1000.webp'],
    ];
    for (const [method, path] of attempts) {
      const { response, body } = await getJson(path, { method });
      expectJsonError(response, body, 405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
  });

  it('answers a thrown error with a bare 500 and logs it to stderr', async () => {
    const failing: MagazineStorage = {
      ...magazine.db,
      listItemsJson: () => {
        throw new Error('disk on fire');
      },
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failingApp = createApp({ db: failing, mediaDir: magazine.mediaDir });
    const response = await failingApp.request('/api/blogs');
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error' });
    expect(text).not.toContain('disk on fire');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(logged).toHaveBeenCalledWith('GET /api/blogs failed:', expect.objectContaining({ message: 'disk on fire' }));
    logged.mockReset();
  });
});

describe('headers', () => {
  const answers = [
    '/api/health',
    '/api/blogs',
    '/api/vlogs',
    '/api/blogs/random/category',
    '/api/blogs/tea-country-mornings',
    '/api/vlogs/galle-fort-walk',
    '/api/issues',
    '/api/issues/latest',
    '/api/issues/1',
    '/api/blogs/nope',
    '/api/issues/x',
    '/api/unknown',
  ];

  it('marks every API answer as uncachable JSON open to any origin', async () => {
    for (const path of answers) {
      const response = await app.request(path, { headers: { Origin: 'http://127.0.0.1:4321' } });
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    const wrongMethod = await app.request('/api/blogs', {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:4321' },
    });
    expect(wrongMethod.headers.get('access-control-allow-origin')).toBe('*');
    expect(wrongMethod.headers.get('cache-control')).toBe('no-store');
  });

  it('answers CORS preflights for GET, POST and DELETE with Content-Type and Authorization', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await app.request('/api/blogs', {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://127.0.0.1:4321',
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'content-type, authorization',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')?.split(',')).toContain(method);
      const allowedHeaders = response.headers.get('access-control-allow-headers')?.toLowerCase().split(',') ?? [];
      expect(allowedHeaders).toEqual(expect.arrayContaining(['content-type', 'authorization']));
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await app.request('/api/blogs', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('');
  });
});

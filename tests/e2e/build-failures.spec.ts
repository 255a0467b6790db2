import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_HERO_SLIDES } from '../../contract/front-page.ts';
import { build, closeServer, fakeApi, flakyApi, removeBuild } from '../support/builds.ts';

test.describe('the build stops with a clear error', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('when the API is down, naming the URL it could not reach', async () => {
    const { server, url } = await fakeApi(() => []);
    await closeServer(server);
    const result = await build(url);
    removeBuild(result);
    const { code, output } = result;
    expect(code).not.toBe(0);
    // Asked before Astro starts, so the build stops in a second or two, not after bundling the site.
    expect(output).toContain(`Could not reach ${url}/health`);
  });

  test('when an item is malformed, naming the item and the field', async () => {
    const broken = {
      id: 'broken-item',
      type: 'blog',
      categoryName: 'Travel & Tourism',
      category: 'travel',
      createdAt: '2025-01-01T00:00:00Z',
    };
    const { server, url } = await fakeApi((path) => (path.endsWith('/blogs') ? [broken] : []));
    try {
      const result = await build(url);
      removeBuild(result);
      const { code, output } = result;
      expect(code).not.toBe(0);
      expect(output).toContain('Malformed blog "broken-item"');
      expect(output).toContain('field "title"');
    } finally {
      await closeServer(server);
    }
  });
});

/** An API with nothing published: every list empty, the random list too, and the hero as it comes. */
const emptyMagazine = (path: string) =>
  path.endsWith('/random/category')
    ? { success: true, blogs: [] }
    : path.endsWith('/hero')
      ? { slides: DEFAULT_HERO_SLIDES }
      : [];

// Over an empty stand-in, not the stack's API: the retries are the same, and the build is a short
// one instead of a second build of the whole site.
test('the build rides out an API that fails twice on every call, and /luxury says when no issue is out', async () => {
  test.setTimeout(300_000);
  const empty = await fakeApi(emptyMagazine);
  const { server, url, requests } = await flakyApi(empty.url, 2);
  try {
    const result = await build(url);
    try {
      expect(result.code, result.output.slice(-2000)).toBe(0);
      expect(existsSync(join(result.outDir, 'blogs', 'index.html'))).toBe(true);
      // Each list was asked for three times: two failures, then the answer.
      expect(requests.get('/api/blogs')).toBe(3);
      expect(requests.get('/api/issues')).toBe(3);
      const luxury = readFileSync(join(result.outDir, 'luxury', 'index.html'), 'utf8');
      expect(luxury).toContain('>Currently unavailable. Check back soon for our latest issue.</p>');
      expect(luxury).not.toContain('Explore Full Issue');
    } finally {
      removeBuild(result);
    }
  } finally {
    await closeServer(server);
    await closeServer(empty.server);
  }
});

import { expect, test } from '@playwright/test';
import { build, closeServer, fakeApi, removeBuild } from './build-helpers.ts';

test.describe('the build stops with a clear error', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('when the API is down, naming the URL it could not reach', async () => {
    const { server, url } = await fakeApi(() => []);
    await closeServer(server);
    const result = await build(url);
    removeBuild(result);
    const { code, output } = result;
    expect(code).not.toBe(0);
    // Collections load in parallel, so whichever call failed first is the one named.
    expect(output).toMatch(new RegExp(`Could not reach ${url.replace(/[.]/g, '\\.')}/(blogs|vlogs|issues)`));
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

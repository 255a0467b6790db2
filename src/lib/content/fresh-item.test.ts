/** Against a real HTTP server started here, the edge of the machine where the API answers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeringServer, type AnsweringServer } from '../../../tests/support/answering-server.ts';
import { freshBlog } from '../../../tests/support/items.ts';
import { ITEM_ANSWERS } from '../../../contract/api-messages.ts';
import { ApiError } from '../api/index.ts';
import { failureMessage, loadFreshItem } from './fresh-item.ts';

let api: AnsweringServer | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  await api?.close();
  api = undefined;
});

describe('failureMessage', () => {
  it("gives the API's own words, else the message of the error, else the fallback message", () => {
    const refused = new ApiError(`http://x/api/blogs/X answered 400: ${ITEM_ANSWERS.invalidBlogId}`, 'http://x', 400, {
      detail: ITEM_ANSWERS.invalidBlogId,
    });
    expect(failureMessage(refused, 'blog')).toBe(ITEM_ANSWERS.invalidBlogId);
    expect(failureMessage(new ApiError('Could not reach http://x', 'http://x'), 'vlog')).toBe('Failed to load vlog');
    expect(failureMessage(new Error('Malformed blog "x" from the API: field "title": required'), 'blog')).toBe(
      'Malformed blog "x" from the API: field "title": required',
    );
    expect(failureMessage(new Error(' '), 'blog')).toBe('Failed to load blog');
    expect(failureMessage('boom', 'vlog')).toBe('Failed to load vlog');
  });
});

describe('loadFreshItem', () => {
  it('loads an item, and reports a missing or malformed one', async () => {
    const { title: _title, ...untitled } = freshBlog;
    api = await answeringServer({
      paths: {
        [`/blogs/${freshBlog.id}`]: { status: 200, body: freshBlog },
        '/blogs/untitled': { status: 200, body: { ...untitled, id: 'untitled' } },
      },
    });
    vi.stubEnv('PUBLIC_API_URL', api.base);
    const loaded = await loadFreshItem({ type: 'blog', id: freshBlog.id });
    expect(loaded.status === 'loaded' && loaded.item.date).toBe('1 Dec 2026');
    await expect(loadFreshItem({ type: 'blog', id: 'gone' })).resolves.toEqual({ status: 'not-found' });
    await expect(loadFreshItem({ type: 'vlog', id: freshBlog.id })).resolves.toEqual({ status: 'not-found' });
    await expect(loadFreshItem({ type: 'blog', id: 'untitled' })).resolves.toEqual({
      status: 'error',
      message: expect.stringMatching(/^Malformed blog "untitled" from the API: field "title"/),
    });
  });
});

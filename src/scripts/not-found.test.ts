// @vitest-environment jsdom
/**
 * The 404 page's module script. The islands' API is a real HTTP server started here (the edge of
 * the machine); the way home is the head script's business (not-found-head.test.ts).
 */
import { findByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeringServer, type AnsweringServer } from '../../tests/support/answering-server.ts';
import { freshBlog } from '../../tests/support/items.ts';
import { showFreshItem } from './not-found.ts';

let api: AnsweringServer | undefined;

function page(): HTMLElement {
  document.body.innerHTML = `
    <div class="not-found"><h1>Page not found</h1></div>
    <div data-fresh-item-root><p>Loading…</p></div>`;
  return document.querySelector<HTMLElement>('[data-fresh-item-root]') as HTMLElement;
}

const at = (pathname: string) => ({ pathname, origin: 'https://mag.test' });

afterEach(async () => {
  document.body.innerHTML = '';
  vi.unstubAllEnvs();
  await api?.close();
  api = undefined;
});

describe('showFreshItem', () => {
  it('leaves any other path alone', async () => {
    const root = page();
    await expect(showFreshItem(document, at('/no-such-page'))).resolves.toBe('none');
    expect(root.textContent).toBe('Loading…');
  });

  it('shows a blog published after the build', async () => {
    api = await answeringServer({ paths: { [`/blogs/${freshBlog.id}`]: { status: 200, body: freshBlog } } });
    vi.stubEnv('PUBLIC_API_URL', api.base);
    const root = page();
    await expect(showFreshItem(document, at(`/blogs/${freshBlog.id}`))).resolves.toBe('item');
    expect(await findByRole(root, 'heading', { level: 1, name: freshBlog.title })).toBeTruthy();
  });

  it('asks the API for an issue published after the build', async () => {
    api = await answeringServer({});
    vi.stubEnv('PUBLIC_API_URL', api.base);
    const root = page();
    await expect(showFreshItem(document, at('/magazines/77'))).resolves.toBe('issue');
    expect(await findByRole(root, 'heading', { level: 1, name: 'Issue Not Found' })).toBeTruthy();
    expect(api.hits('/issues/77')).toBe(1);
  });
});

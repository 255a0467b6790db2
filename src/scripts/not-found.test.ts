// @vitest-environment jsdom
/**
 * The 404 page's choice. Navigation is the browser's own business, so a stand-in window records
 * where the page would go; the island's API is a real HTTP server started here.
 */
import { findByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeringServer, type AnsweringServer } from '../../tests/support/answering-server.ts';
import { freshBlog } from '../../tests/support/items.ts';
import { handleNotFound, type NotFoundWindow } from './not-found.ts';

let api: AnsweringServer | undefined;

function page(
  pathname: string,
): NotFoundWindow & { timers: [() => void, number][]; replace: ReturnType<typeof vi.fn> } {
  document.body.innerHTML = `
    <div class="not-found" data-redirect-delay="3000"><h1>Page not found</h1></div>
    <div data-fresh-item-root><p>Loading…</p></div>`;
  const timers: [() => void, number][] = [];
  const replace = vi.fn();
  return {
    location: { pathname, origin: 'https://mag.test', replace },
    setTimeout: (handler, ms) => timers.push([handler, ms]),
    timers,
    replace,
  };
}

afterEach(async () => {
  document.body.innerHTML = '';
  vi.unstubAllEnvs();
  await api?.close();
  api = undefined;
});

describe('handleNotFound', () => {
  it('sends any other path home after the delay the page names', async () => {
    const win = page('/no-such-page');
    await expect(handleNotFound(document, win)).resolves.toBe('home');
    expect(win.timers.map(([, ms]) => ms)).toEqual([3000]);
    expect(win.replace).not.toHaveBeenCalled();
    win.timers[0]?.[0]();
    expect(win.replace).toHaveBeenCalledWith('/');
  });

  it('shows a blog published after the build, and never leaves', async () => {
    api = await answeringServer({ paths: { [`/blogs/${freshBlog.id}`]: { status: 200, body: freshBlog } } });
    vi.stubEnv('PUBLIC_API_URL', api.base);
    const win = page(`/blogs/${freshBlog.id}`);
    await expect(handleNotFound(document, win)).resolves.toBe('item');
    const root = document.querySelector<HTMLElement>('[data-fresh-item-root]') as HTMLElement;
    expect(await findByRole(root, 'heading', { level: 1, name: freshBlog.title })).toBeTruthy();
    expect(win.timers).toEqual([]);
  });
});

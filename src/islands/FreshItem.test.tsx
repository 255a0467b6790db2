/**
 * The island against a real HTTP server started here (the edge of the machine, where the
 * magazine API answers): nothing between the island and the network is mocked.
 */
import { act, cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeringServer, type Answer, type AnsweringServer } from '../../tests/support/answering-server.ts';
import { freshBlog, freshVlog } from '../../tests/support/items.ts';
import { ITEM_ANSWERS } from '../../contract/api-messages.ts';
import type { ContentType } from '../../contract/schemas.ts';
import { FreshItem, mountFreshItem } from './FreshItem.tsx';

let api: AnsweringServer | undefined;

async function serve(answers: Record<string, Answer>): Promise<AnsweringServer> {
  api = await answeringServer({ paths: answers });
  vi.stubEnv('PUBLIC_API_URL', api.base);
  return api;
}

function show(type: ContentType, id: string) {
  return render(<FreshItem route={{ type, id }} origin="https://mag.test" />);
}

beforeEach(() => {
  document.title = 'Page not found | Serendib Luxe';
});

afterEach(async () => {
  cleanup();
  vi.unstubAllEnvs();
  await api?.close();
  api = undefined;
});

describe('FreshItem, a blog published after the build', () => {
  it('shows the loading skeleton, then the article, and takes its title', async () => {
    await serve({ [`/blogs/${freshBlog.id}`]: { status: 200, body: freshBlog } });
    show('blog', freshBlog.id);
    expect(screen.getByRole('status').textContent).toBe('Loading blog…');

    expect(await screen.findByRole('heading', { level: 1, name: freshBlog.title })).toBeTruthy();
    // The loading message is gone (the Share menu's own status region stays, empty).
    expect(screen.queryByText('Loading blog…')).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${freshBlog.title} | Serendib Luxe`));
    expect(screen.getByText(`By ${freshBlog.author} ·`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Where to eat' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Blogs' }).getAttribute('href')).toBe('/blogs');
    const shareLink = screen.getByRole('link', { name: 'E-mail' });
    expect(shareLink.getAttribute('href')).toContain(encodeURIComponent('https://mag.test/blogs/a-new-villa-in-galle'));
    const hero = screen.getByRole('img', { name: freshBlog.title });
    expect(hero.getAttribute('src')).toBe(`${new URL(api?.base ?? '').origin}${freshBlog.images[0]}`);
  });

  it('takes the editors’ search title as the whole title, and shows the hero’s caption and credit', async () => {
    const worded = {
      ...freshBlog,
      searchTitle: 'Galle villas by the ramparts',
      imageCaptions: ['The verandah at four.'],
      imageCredits: ['Photograph: Nadee Perera'],
    };
    await serve({ [`/blogs/${freshBlog.id}`]: { status: 200, body: worded } });
    const { container } = show('blog', freshBlog.id);
    await screen.findByRole('heading', { level: 1, name: freshBlog.title });
    await waitFor(() => expect(document.title).toBe('Galle villas by the ramparts'));
    expect(container.querySelector('.article__hero figcaption')?.textContent).toBe(
      'The verandah at four. Photograph: Nadee Perera',
    );
  });

  it('sanitises the body with the browser sanitiser', async () => {
    await serve({ [`/blogs/${freshBlog.id}`]: { status: 200, body: freshBlog } });
    const { container } = show('blog', freshBlog.id);
    await screen.findByRole('heading', { level: 1, name: freshBlog.title });
    const body = container.querySelector('.article__body');
    expect(body?.querySelector('strong')?.textContent).toBe('bold');
    expect(body?.innerHTML).not.toMatch(/<script|onerror|<img src="x"/);
    expect(body?.textContent).toContain('stays clean.');
  });

  it('says "Blog Not Found" when the API knows no such blog', async () => {
    await serve({});
    show('blog', 'no-such-blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Not Found' })).toBeTruthy();
    expect(screen.getByText("The blog you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Blogs' }).getAttribute('href')).toBe('/blogs');
    await waitFor(() => expect(document.title).toBe('Blog Not Found | Serendib Luxe'));
  });

  it('shows "Error Loading Blog" with the API\'s message when the API refuses', async () => {
    await serve({ '/blogs/Not_A_Slug': { status: 400, body: { error: ITEM_ANSWERS.invalidBlogId } } });
    show('blog', 'Not_A_Slug');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Error Loading Blog' })).toBeTruthy();
    expect(within(alert).getByText(ITEM_ANSWERS.invalidBlogId)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: '← Back to Blogs' }).getAttribute('href')).toBe('/blogs');
  });

  it('falls back to "Failed to load blog" when the failure has no message', async () => {
    const { hits } = await serve({ [`/blogs/${freshBlog.id}`]: { status: 500, body: { error: '' } } });
    show('blog', freshBlog.id);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load blog')).toBeTruthy();
    expect(hits(`/blogs/${freshBlog.id}`)).toBe(3);
  });
});

describe('FreshItem, a vlog published after the build', () => {
  it('shows the vlog with its poster, and plays the video in place when asked', async () => {
    await serve({ [`/blogs/${freshVlog.id}`]: { status: 200, body: freshVlog } });
    show('vlog', freshVlog.id);
    expect(screen.getByRole('status').textContent).toBe('Loading vlog…');
    await screen.findByRole('heading', { level: 1, name: freshVlog.title });
    await waitFor(() => expect(document.title).toBe(`${freshVlog.title} | Serendib Luxe`));
    expect(screen.getByRole('link', { name: '← Back to all vlogs' }).getAttribute('href')).toBe('/vlogs');

    await userEvent.click(screen.getByRole('button', { name: `Play video: ${freshVlog.title}` }));
    const player = document.querySelector('iframe');
    expect(player?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm?autoplay=1&rel=0');
    expect(player?.getAttribute('title')).toBe(freshVlog.title);
    expect(document.activeElement).toBe(player);
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
  });

  it('says "Vlog Not Found" for an unknown id, and for a blog opened as a vlog', async () => {
    await serve({ [`/blogs/${freshBlog.id}`]: { status: 200, body: freshBlog } });
    for (const id of ['no-such-vlog', freshBlog.id]) {
      const view = show('vlog', id);
      expect(await screen.findByRole('heading', { level: 1, name: 'Vlog Not Found' })).toBeTruthy();
      expect(screen.getByText("The vlog you're looking for doesn't exist.")).toBeTruthy();
      view.unmount();
    }
  });

  it('shows "Error Loading Vlog" with a link back to the vlogs', async () => {
    await serve({ '/blogs/Bad_Id': { status: 400, body: { error: ITEM_ANSWERS.invalidBlogId } } });
    show('vlog', 'Bad_Id');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Vlog' })).toBeTruthy();
    expect(within(alert).getByText(ITEM_ANSWERS.invalidBlogId)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: '← Back to all vlogs' }).getAttribute('href')).toBe('/vlogs');
  });

  it('falls back to "Failed to load vlog" when the API cannot be reached', async () => {
    const closed = await serve({});
    await closed.close();
    api = undefined;
    show('vlog', freshVlog.id);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load vlog')).toBeTruthy();
  });
});

describe('mountFreshItem', () => {
  it('replaces what the static page showed with the island', async () => {
    await serve({ [`/blogs/${freshBlog.id}`]: { status: 200, body: freshBlog } });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<p>static skeleton</p>';
    const root = await act(async () =>
      mountFreshItem(container, { route: { type: 'blog', id: freshBlog.id }, origin: 'https://mag.test' }),
    );
    expect(await within(container).findByRole('heading', { level: 1, name: freshBlog.title })).toBeTruthy();
    expect(container.textContent).not.toContain('static skeleton');
    act(() => root.unmount());
    container.remove();
  });
});

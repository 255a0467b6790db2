import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Issue } from '../lib/api/index.ts';
import { holdInput } from '../lib/browser/held-input.ts';
import { readBuiltIssue } from '../lib/reader/built-issue.ts';
import { outlineOf } from '../lib/reader/outline.ts';
import IssueReader from './IssueReader.tsx';

/** page-flip draws with real layout, which jsdom has not: a stand-in keeps its API and its events. */
const book = vi.hoisted(() => {
  type Handler = (event: { data: unknown }) => void;
  class FakePageFlip {
    readonly handlers = new Map<string, Handler>();
    page: number;
    orientation: 'portrait' | 'landscape' = 'landscape';
    readonly root: HTMLElement;
    readonly settings: { startPage: number };
    constructor(root: HTMLElement, settings: { startPage: number }) {
      this.root = root;
      this.settings = settings;
      this.page = settings.startPage;
      book.engines.push(this);
    }
    loadFromHTML(items: HTMLElement[]) {
      this.root.append(...items);
    }
    on(name: string, handler: Handler) {
      this.handlers.set(name, handler);
      return this;
    }
    /** Like page-flip: the first page of the spread that holds `page`. */
    spreadStart(page: number) {
      return this.orientation === 'portrait' || page === 0 || page % 2 === 1 ? page : page - 1;
    }
    show(page: number) {
      this.page = this.spreadStart(page);
      this.handlers.get('flip')?.({ data: this.page });
    }
    flip = vi.fn((page: number) => this.show(page));
    turnToPage = vi.fn((page: number) => this.show(page));
    getCurrentPageIndex() {
      return this.spreadStart(this.page);
    }
    getOrientation() {
      return this.orientation;
    }
    /** Its turns end at once, so it is always still. */
    getState() {
      return 'read';
    }
    update = vi.fn();
    destroy = vi.fn(() => this.root.remove());
  }
  return { engines: [] as FakePageFlip[], PageFlip: FakePageFlip };
});

vi.mock('page-flip', () => ({ PageFlip: book.PageFlip }));

/** The network, the machine's edge: what the site answers for the built issue's file. */
const network = vi.fn<typeof fetch>();

function issueFile(issue: Issue | Promise<Issue>): Promise<Response> {
  return Promise.resolve(issue).then((answer) => new Response(JSON.stringify(answer)));
}

function issueWith(pageCount: number): Issue {
  return {
    id: '1',
    title: 'The Escape',
    date: 'January 2026',
    description: 'Slow days.',
    createdAt: '2026-01-01T09:00:00.000Z',
    pages: Array.from(
      { length: pageCount },
      (_, index) => `/media/issues/1/page-${String(index + 1).padStart(2, '0')}-1000x1300.webp`,
    ),
    pageAlts: pageCount > 1 ? ['Cover: Slow Days.', 'From the Editor. Why less is more.'] : undefined,
  };
}

function stubMedia(matching: string[]): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function status(): HTMLElement {
  return screen.getByText(/^Page \d+ of \d+$/);
}

/** The reader as an issue's page renders it: from the issue's outline, with the cover in the book's place. */
function builtReader(pageCount = 5) {
  return (
    <IssueReader issueId="1" outline={outlineOf(issueWith(pageCount))} cover={<img alt="The cover" />}>
      <p>The issue as text</p>
    </IssueReader>
  );
}

async function openReader(pageCount = 5): Promise<InstanceType<typeof book.PageFlip>> {
  network.mockReturnValue(issueFile(issueWith(pageCount)));
  render(builtReader(pageCount));
  const frame = await screen.findByRole('region', { name: 'The Escape: pages' });
  await waitFor(() => expect(book.engines).toHaveLength(1));
  // Drawn, and shown in the cover's place, a frame after page-flip has started.
  await waitFor(() => expect(frame.getAttribute('data-state')).toBe('read'));
  const engine = book.engines[0];
  if (!engine) throw new Error('no engine');
  return engine;
}

beforeEach(() => {
  book.engines.length = 0;
  window.history.replaceState(null, '', '/magazines/1');
  window.localStorage.clear();
  vi.stubGlobal('fetch', network);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  network.mockReset();
});

describe('IssueReader', () => {
  it("renders its controls on the server, with the cover in the book's place and the text below", () => {
    network.mockReturnValue(new Promise(() => undefined));
    const html = renderToString(builtReader());
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(within(page).getByText('Page 1 of 5')).toBeTruthy();
    for (const name of ['Previous page', 'Next page', 'Zoom out', 'Zoom in', 'Reset zoom', 'Fullscreen', 'All pages']) {
      expect(within(page).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(page).getByRole('status', { name: 'Zoom level' }).textContent).toBe('100%');
    const frame = within(page).getByRole('region', { name: 'The Escape: pages' });
    expect(within(frame).getByRole('img', { name: 'The cover' })).toBeTruthy();
    expect(within(page).getByText('The issue as text')).toBeTruthy();
    expect(html).not.toContain('Loading pages...');
    // jsdom has a window, so the render began reading the issue ahead, as a hydration does: taken
    // here, so the next test's reader reads it afresh.
    void readBuiltIssue('1');
  });

  it('hydrates over its server HTML and keeps the same cover element while the issue loads', async () => {
    network.mockReturnValue(new Promise(() => undefined));
    const container = document.createElement('div');
    container.innerHTML = renderToString(builtReader());
    document.body.append(container);
    const before = within(container).getByRole('img', { name: 'The cover' });
    const controls = within(container).getByRole('button', { name: 'Zoom in' });
    await act(async () => hydrateRoot(container, builtReader()));
    expect(await within(container).findByText('Loading pages...')).toHaveProperty('role', 'status');
    expect(within(container).getByRole('img', { name: 'The cover' })).toBe(before);
    expect(within(container).getByRole('button', { name: 'Zoom in' })).toBe(controls);
    // Read once, though both the server-side render here and the hydration began reading it ahead.
    expect(network).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('acts on the key that woke it and on the controls pressed before it was live', async () => {
    network.mockReturnValue(new Promise(() => undefined));
    const container = document.createElement('div');
    container.innerHTML = renderToString(builtReader());
    document.body.append(container);
    // What the page's client directive does until the island is live.
    const stop = holdInput(container, document, () => undefined);
    fireEvent.keyDown(document, { key: '=' });
    fireEvent.click(within(container).getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(within(container).getByRole('button', { name: 'Next page' }));
    await act(async () => hydrateRoot(container, builtReader()));
    expect(within(container).getByRole('status', { name: 'Zoom level' }).textContent).toBe('140%');
    // The book is not drawn yet: it will open at the page turned to.
    expect(within(container).getByText('Page 2 of 5')).toBeTruthy();
    stop();
    container.remove();
  });

  it('shows "Loading pages..." over the cover, and then the book at page 1 in its place', async () => {
    let answer: (issue: Issue) => void = () => undefined;
    network.mockReturnValue(issueFile(new Promise((resolve) => (answer = resolve))));
    render(builtReader());
    expect(screen.getByText('Loading pages...')).toHaveProperty('role', 'status');
    expect(screen.getByRole('img', { name: 'The cover' })).toBeTruthy();
    expect(screen.getByText('The issue as text')).toBeTruthy();
    await act(async () => answer(issueWith(5)));
    await waitFor(() => expect(book.engines).toHaveLength(1));
    expect(await screen.findByText('Page 1 of 5')).toBeTruthy();
    expect(screen.queryByText('Loading pages...')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'The cover' })).toBeNull());
    expect(screen.queryByText('The issue as text')).toBeNull();
    expect(network).toHaveBeenCalledWith('/magazines/1/issue.json');
    expect(book.engines[0]?.settings).toMatchObject({ width: 500, height: 650, showCover: true, startPage: 0 });
  });

  it('opens an issue its page has just read without reading it again', async () => {
    render(<IssueReader issueId="1" issue={issueWith(3)} />);
    expect(screen.queryByText('Loading pages...')).toBeNull();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await waitFor(() => expect(book.engines).toHaveLength(1));
    expect(network).not.toHaveBeenCalled();
  });

  it('says so when the issue cannot be loaded', async () => {
    network.mockResolvedValue(new Response('down', { status: 503 }));
    render(builtReader());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load magazine issue. Please try again later.',
    );
  });

  it('says so when the issue has no pages', async () => {
    network.mockReturnValue(issueFile({ ...issueWith(0), pages: [] }));
    render(builtReader(0));
    expect((await screen.findByRole('status')).textContent).toBe('No pages found for this issue.');
  });

  it('describes every page image and gives only nearby pages an image', async () => {
    await openReader(12);
    const images = within(screen.getByRole('region', { name: 'The Escape: pages' })).getAllByRole('img', {
      hidden: true,
    });
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Page 1: Cover: Slow Days.',
      'Page 2: From the Editor. Why less is more.',
      'The Escape, page 3 of 12',
      'The Escape, page 4 of 12',
    ]);
    expect(images[0]?.getAttribute('src')).toMatch(/\/media\/issues\/1\/page-01-1000x1300\.webp$/);
  });

  it('zooms in and out in steps of 20% within 50% and 300%, showing the value', async () => {
    await openReader();
    const zoom = screen.getByRole('status', { name: 'Zoom level' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let step = 0; step < 11; step += 1) fireEvent.click(zoomIn);
    expect(zoom.textContent).toBe('300%');
    expect(zoomIn.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(zoom.textContent).toBe('100%');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let step = 0; step < 4; step += 1) fireEvent.click(zoomOut);
    expect(zoom.textContent).toBe('50%');
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true');
  });

  it('answers the shortcuts, but not while the reader types in a form field', async () => {
    const engine = await openReader();
    const zoom = screen.getByRole('status', { name: 'Zoom level' });
    fireEvent.keyDown(document, { key: '+' });
    fireEvent.keyDown(document, { key: '=' });
    expect(zoom.textContent).toBe('140%');
    fireEvent.keyDown(document, { key: '-' });
    expect(zoom.textContent).toBe('120%');
    fireEvent.keyDown(document, { key: '0' });
    expect(zoom.textContent).toBe('100%');

    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    for (const key of ['+', 'f', 'ArrowRight']) fireEvent.keyDown(field, { key });
    expect(zoom.textContent).toBe('100%');
    expect(engine.flip).not.toHaveBeenCalled();

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(engine.flip).toHaveBeenCalledWith(1);
    expect(status().textContent).toBe('Page 2 of 5');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(status().textContent).toBe('Page 1 of 5');
  });

  it('toggles fullscreen with F and leaves it with Escape', async () => {
    await openReader();
    const toggle = screen.getByRole('button', { name: 'Fullscreen' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(document, { key: 'f' });
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
  });

  it('turns without the animation when motion is reduced', async () => {
    stubMedia(['(prefers-reduced-motion: reduce)']);
    const engine = await openReader();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(engine.turnToPage).toHaveBeenLastCalledWith(1);
    expect(engine.flip).not.toHaveBeenCalled();
    expect(status().textContent).toBe('Page 2 of 5');
  });

  it('opens the page of ?page=N and keeps the address on the page being read', async () => {
    window.history.replaceState(null, '', '/magazines/1?page=3');
    const engine = await openReader();
    expect(engine.settings.startPage).toBe(2);
    expect(status().textContent).toBe('Page 3 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(status().textContent).toBe('Page 4 of 5');
    expect(window.location.search).toBe('?page=4');
    const share = screen.getByRole('link', { name: 'Share this page' });
    expect(share.getAttribute('href')).toContain(encodeURIComponent('/magazines/1?page=4'));
  });

  it('jumps to a page from the thumbnails and from the page jumper', async () => {
    const engine = await openReader();
    fireEvent.click(screen.getByRole('button', { name: 'All pages' }));
    const thumbnails = screen.getByRole('navigation', { name: 'All pages' });
    expect(within(thumbnails).getAllByRole('button')).toHaveLength(5);
    fireEvent.click(within(thumbnails).getByRole('button', { name: 'Page 4' }));
    expect(engine.flip).toHaveBeenLastCalledWith(3);
    expect(status().textContent).toBe('Page 4 of 5');
    expect(within(thumbnails).getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');

    const field = screen.getByRole('spinbutton', { name: 'Go to page' });
    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(status().textContent).toBe('Page 2 of 5');
    fireEvent.change(field, { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(status().textContent).toBe('Page 2 of 5');
  });

  it('shows the placeholder image when a page image fails', async () => {
    await openReader();
    const cover = screen.getByRole('img', { name: 'Page 1: Cover: Slow Days.' });
    fireEvent.error(cover);
    const placeholder = await screen.findByRole('img', {
      name: 'Page 1: Cover: Slow Days. (the page image could not be loaded)',
    });
    expect(placeholder.getAttribute('src')).toBe('/images/placeholder.svg');
  });
});

describe('the landscape alert', () => {
  function holdPhoneUpright(): void {
    stubMedia(['(pointer: coarse)']);
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
  }

  it('suggests landscape on a phone held upright and remembers "Don\'t show this again"', async () => {
    holdPhoneUpright();
    await openReader();
    const alert = screen.getByRole('alertdialog', { name: 'Turn your phone sideways' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(alert).getByRole('button', { name: 'Continue Anyway' })),
    );
    fireEvent.click(within(alert).getByRole('checkbox', { name: "Don't show this again" }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Continue Anyway' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.localStorage.getItem('magazineMobileAlertChoice')).toBe('continue');

    cleanup();
    book.engines.length = 0;
    await openReader();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes without remembering unless asked, and says when rotating is refused', async () => {
    holdPhoneUpright();
    await openReader();
    const alert = screen.getByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: 'Rotate Device' }));
    expect((await within(alert).findByRole('status')).textContent).toMatch(/would not rotate the screen/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.localStorage.getItem('magazineMobileAlertChoice')).toBeNull();
  });

  it('is not shown on a wide screen, and is checked again 300 ms after the orientation changes', async () => {
    stubMedia(['(pointer: coarse)']);
    vi.stubGlobal('innerWidth', 844);
    vi.stubGlobal('innerHeight', 390);
    const engine = await openReader();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.stubGlobal('innerWidth', 390);
      vi.stubGlobal('innerHeight', 844);
      fireEvent(window, new Event('orientationchange'));
      act(() => vi.advanceTimersByTime(299));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('alertdialog')).toBeTruthy();
      expect(engine.update).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailtoHref } from '../content/share-mail-link.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { ShareMenu } from '../../views/ShareMenu.tsx';
import { LINK_COPIED, LINK_NOT_COPIED, setUpShareLinks, share } from './share-links.ts';

const data = { title: 'Gems & Light', excerpt: 'Sapphires at dawn.', url: 'https://mag.test/blogs/gems' };
const mail = mailtoHref(data);

describe('share', () => {
  it('uses the Web Share API when the browser has it', async () => {
    const nav = { share: vi.fn().mockResolvedValue(undefined) } as unknown as Navigator;
    const open = vi.fn();
    await expect(share(data, mail, nav, open)).resolves.toBe('shared');
    expect(nav.share).toHaveBeenCalledWith({ title: data.title, text: data.excerpt, url: data.url });
    expect(open).not.toHaveBeenCalled();
  });

  it('falls back to the mail link without the Web Share API', async () => {
    const open = vi.fn();
    await expect(share(data, mail, {} as Navigator, open)).resolves.toBe('mail');
    expect(open).toHaveBeenCalledWith(mail);
  });

  it('falls back to the mail link when native sharing fails', async () => {
    const nav = { share: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) };
    const open = vi.fn();
    await expect(share(data, mail, nav as unknown as Navigator, open)).resolves.toBe('mail');
    expect(open).toHaveBeenCalledWith(mail);
  });

  it('does nothing more when the reader cancels the share sheet', async () => {
    const nav = {
      share: vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')),
    } as unknown as Navigator;
    const open = vi.fn();
    await expect(share(data, mail, nav, open)).resolves.toBe('cancelled');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('setUpShareLinks', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  function addLink(): HTMLAnchorElement {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<a href="${mail}" data-share data-title="${data.title}" data-excerpt="${data.excerpt}" data-url="${data.url}"><span>Share</span></a>`,
    );
    return document.body.lastElementChild as HTMLAnchorElement;
  }

  // The browser's share sheet is outside the page: a stand-in navigator records what it was given.
  it('shares natively from links added before and after it was set up', () => {
    const nav = { share: vi.fn().mockResolvedValue(undefined) } as unknown as Navigator;
    const before = addLink();
    stop = setUpShareLinks(document, nav);
    const after = addLink();
    for (const link of [before, after]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.querySelector('span')?.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    expect(nav.share).toHaveBeenCalledTimes(2);
    expect(nav.share).toHaveBeenCalledWith({ title: data.title, text: data.excerpt, url: data.url });
  });

  it('leaves the mail link alone where there is no native sharing', () => {
    stop = setUpShareLinks(document, {} as Navigator);
    let preventedBefore: boolean | undefined;
    // Runs after the share listener: records its verdict, then keeps jsdom from navigating.
    const record = (event: Event) => {
      preventedBefore = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record, { once: true });
    addLink().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(preventedBefore).toBe(false);
  });
});

// The phone's share sheet, its clipboard and its screen are outside the page: stand-ins record what
// they were given, and matchMedia answers as a phone's or a desktop's would.
describe('the Share menu', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  function addMenu(): HTMLDetailsElement {
    document.body.insertAdjacentHTML('beforeend', renderToStaticMarkup(<ShareMenu {...data} />));
    return document.body.querySelector('details') as HTMLDetailsElement;
  }

  function screenOf(phone: boolean): void {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('coarse'), media: query }));
  }

  function click(element: Element | null | undefined): MouseEvent {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    element?.dispatchEvent(event);
    return event;
  }

  /** Opens the menu as its button would; the browser tells of it with a toggle event, a task later. */
  async function open(menu: HTMLDetailsElement): Promise<void> {
    const toggled = new Promise((resolve) => menu.addEventListener('toggle', resolve, { once: true }));
    menu.open = true;
    await toggled;
  }

  it('opens the share sheet on a phone in place of the menu', () => {
    screenOf(true);
    const nav = { share: vi.fn().mockResolvedValue(undefined) } as unknown as Navigator;
    stop = setUpShareLinks(document, nav);
    const menu = addMenu();
    expect(click(menu.querySelector('summary')).defaultPrevented).toBe(true);
    expect(nav.share).toHaveBeenCalledWith({ title: data.title, text: data.excerpt, url: data.url });
    expect(menu.open).toBe(false);
  });

  it('opens the menu on a phone whose share sheet fails, and not when the reader cancels it', async () => {
    screenOf(true);
    const refusal = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    stop = setUpShareLinks(document, { share: refusal } as unknown as Navigator);
    const menu = addMenu();
    click(menu.querySelector('summary'));
    await vi.waitFor(() => expect(menu.open).toBe(true));

    stop();
    menu.open = false;
    const cancel = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    stop = setUpShareLinks(document, { share: cancel } as unknown as Navigator);
    click(menu.querySelector('summary'));
    await vi.waitFor(() => expect(cancel).toHaveBeenCalled());
    await Promise.resolve();
    expect(menu.open).toBe(false);
  });

  it('leaves the menu to open as it is on a desktop, even where the browser can share', () => {
    screenOf(false);
    const nav = { share: vi.fn() } as unknown as Navigator;
    stop = setUpShareLinks(document, nav);
    const menu = addMenu();
    expect(click(menu.querySelector('summary')).defaultPrevented).toBe(false);
    expect(nav.share).not.toHaveBeenCalled();
  });

  it('copies the link and says so, or says it could not', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    stop = setUpShareLinks(document, { clipboard: { writeText } } as unknown as Navigator);
    const menu = addMenu();
    const copy = menu.querySelector<HTMLButtonElement>('[data-share-copy]');
    const status = menu.querySelector('[role="status"]');
    expect(copy?.hasAttribute('data-can-copy')).toBe(false);
    await open(menu);
    expect(copy?.hasAttribute('data-can-copy')).toBe(true);
    click(copy);
    await vi.waitFor(() => expect(status?.textContent).toBe(LINK_COPIED));
    expect(writeText).toHaveBeenCalledWith(data.url);
    click(copy);
    await vi.waitFor(() => expect(status?.textContent).toBe(LINK_NOT_COPIED));
    menu.open = false;
    await open(menu);
    expect(status?.textContent).toBe('');
  });

  it('keeps "Copy link" hidden where the browser cannot copy', async () => {
    stop = setUpShareLinks(document, {} as Navigator);
    const menu = addMenu();
    await open(menu);
    expect(menu.querySelector('[data-share-copy]')?.hasAttribute('data-can-copy')).toBe(false);
  });

  it('closes on Escape, back to its button, and on a click elsewhere', async () => {
    stop = setUpShareLinks(document, {} as Navigator);
    const menu = addMenu();
    await open(menu);
    menu.querySelector<HTMLAnchorElement>('a')?.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
    await open(menu);
    click(document.body);
    expect(menu.open).toBe(false);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailtoHref } from '../content/share-mail-link.ts';
import { setUpShareLinks, share } from './share-links.ts';

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

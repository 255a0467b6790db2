import { describe, expect, it, vi } from 'vitest';
import { mailtoHref, share } from './share.ts';

const data = { title: 'Gems & Light', excerpt: 'Sapphires at dawn.', url: 'https://mag.test/blogs/gems' };

describe('share', () => {
  it('builds a mail link with the title as subject and the excerpt and URL as body', () => {
    const href = mailtoHref(data);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Gems & Light');
    expect(url.searchParams.get('body')).toBe('Sapphires at dawn.\n\nhttps://mag.test/blogs/gems');
  });

  it('uses the Web Share API when the browser has it', async () => {
    const nav = { share: vi.fn().mockResolvedValue(undefined) } as unknown as Navigator;
    const open = vi.fn();
    await expect(share(data, nav, open)).resolves.toBe('shared');
    expect(nav.share).toHaveBeenCalledWith({ title: data.title, text: data.excerpt, url: data.url });
    expect(open).not.toHaveBeenCalled();
  });

  it('falls back to the mail link without the Web Share API', async () => {
    const open = vi.fn();
    await expect(share(data, {} as Navigator, open)).resolves.toBe('mail');
    expect(open).toHaveBeenCalledWith(mailtoHref(data));
  });

  it('does nothing more when the reader cancels the share sheet', async () => {
    const nav = {
      share: vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')),
    } as unknown as Navigator;
    const open = vi.fn();
    await expect(share(data, nav, open)).resolves.toBe('cancelled');
    expect(open).not.toHaveBeenCalled();
  });
});

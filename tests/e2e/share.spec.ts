/**
 * Share on a story page: a menu of plain links on a desktop (copy link, the networks, mail), the
 * system's share sheet on a phone. The share sheet and the clipboard are the edge of the machine:
 * the sheet is recorded by a stand-in, the clipboard is Chromium's own.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../support/pages.ts';

interface ApiBlog {
  id: string;
  title: string;
  excerpt: string;
}

async function firstBlog(): Promise<ApiBlog> {
  const [blog] = await apiGet<ApiBlog[]>('/blogs');
  if (!blog) throw new Error('no blogs seeded');
  return blog;
}

const shareButton = (page: Page) => page.locator('summary', { hasText: /^Share$/ });
const shareMenu = (page: Page) => page.locator('details[data-share-menu]');

test.describe('on a desktop', () => {
  test('Share opens a menu of links; nothing leaves the page until one is chosen', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (!['127.0.0.1', 'localhost'].includes(host)) elsewhere.push(request.url());
    });
    const blog = await firstBlog();
    await page.goto(`/blogs/${blog.id}`);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    expect(canonical).toMatch(new RegExp(`/blogs/${blog.id}$`));

    await shareButton(page).click();
    const menu = shareMenu(page);
    await expect(menu.getByRole('link')).toHaveText([
      /^WhatsApp/,
      /^Facebook/,
      /^X/,
      /^LinkedIn/,
      /^Pinterest/,
      'E-mail',
    ]);
    const whatsApp = menu.getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text')).toContain(canonical);

    // The spec's mail fallback: subject the title, body the excerpt and the address.
    const mail = new URL((await menu.getByRole('link', { name: 'E-mail' }).getAttribute('href')) ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(blog.title);
    expect(mail.searchParams.get('body')).toBe(`${blog.excerpt}\n\n${canonical}`);

    await menu.getByRole('button', { name: 'Copy link' }).click();
    await expect(menu.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'E-mail' })).toBeHidden();
    await expect(shareButton(page)).toBeFocused();
    expect(elsewhere).toEqual([]);
  });

  test('without JavaScript the menu still opens, with its links and no copy button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const blog = await firstBlog();
    await page.goto(`/blogs/${blog.id}`);
    await shareButton(page).click();
    await expect(shareMenu(page).getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:/);
    await expect(shareMenu(page).getByRole('button', { name: 'Copy link' })).toBeHidden();
    await context.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Share opens the phone's share sheet with the title, excerpt and address", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    const blog = await firstBlog();
    await page.goto(`/blogs/${blog.id}`);
    await shareButton(page).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: blog.title, text: blog.excerpt, url: expect.stringMatching(`/blogs/${blog.id}$`) }]);
    await expect(shareMenu(page)).not.toHaveAttribute('open');
  });
});

import { expect, test } from '@playwright/test';
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

test('without native sharing, Share is a mail link: subject the title, body the excerpt and the URL', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const blog = await firstBlog();
  await page.goto(`/blogs/${blog.id}`);
  const share = page.getByRole('link', { name: 'Share' });
  const href = new URL((await share.getAttribute('href')) ?? '');
  expect(href.protocol).toBe('mailto:');
  expect(href.searchParams.get('subject')).toBe(blog.title);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href.searchParams.get('body')).toBe(`${blog.excerpt}\n\n${canonical}`);
  expect(canonical).toMatch(new RegExp(`/blogs/${blog.id}$`));

  // The page's own handler must leave the click to the mail link.
  const leftToTheLink = await share.evaluate((link: HTMLAnchorElement) => {
    let prevented = true;
    window.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    return !prevented;
  });
  expect(leftToTheLink).toBe(true);
});

test('with native sharing, Share hands title, excerpt and URL to the browser', async ({ page }) => {
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
  await page.getByRole('link', { name: 'Share' }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${blog.id}$`));
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toEqual([{ title: blog.title, text: blog.excerpt, url: expect.stringMatching(`/blogs/${blog.id}$`) }]);
});

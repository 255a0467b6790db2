/**
 * Editors set the magazine's front on the desk: they make a blog the lead story (home's main
 * article and /blogs' featured card follow after the rebuild, and the audit log says so), pin an
 * older issue as the issue of the month (/luxury follows, and goes back to the newest issue by
 * cover date once unpinned), and change a hero slide's words and picture with a preview (home
 * follows). Each test puts the front back as it found it.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_HERO_SLIDES } from '../../contract/front-page.ts';
import { adminWrite, expect, pngFile, test } from '../support/desk.ts';
import { axeViolations } from '../support/axe.ts';
import { E2E_API_URL, E2E_EDITOR_TOKEN } from '../support/e2e-stack.ts';
import { apiGet } from '../support/pages.ts';

/** A rebuild of the site takes a while on a busy machine. */
const REBUILT = { timeout: 240_000, intervals: [2_000] };

interface Listed {
  id: string;
  title: string;
  position?: string;
}

/** The built page's HTML as the static server has it now. */
async function builtHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  return response.text();
}

async function unpin(): Promise<void> {
  await fetch(`${E2E_API_URL}/admin/front/pinned-issue`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${E2E_EDITOR_TOKEN}` },
  });
}

test('an editor makes a blog the lead story; home and /blogs lead with it after the rebuild', async ({
  editorPage: page,
}) => {
  test.setTimeout(420_000);
  const blogs = await apiGet<Listed[]>('/blogs');
  const original = blogs.find((blog) => blog.position === '1');
  const target = blogs.find((blog) => blog.position !== '1');
  if (!original || !target) throw new Error('the seed needs a lead story and another blog');
  try {
    await page.goto(`/desk#/edit/blog/${target.id}`);
    const panel = page.getByRole('region', { name: 'Lead story' });
    await panel.getByRole('button', { name: 'Make lead story' }).click();
    await expect(panel.getByRole('status')).toHaveText(/is now the lead story/);
    await expect(panel.getByText('This blog is the lead story')).toBeVisible();

    // One lead at a time: the blog that led before no longer does.
    const leads = (await apiGet<Listed[]>('/blogs')).filter((blog) => blog.position === '1').map((blog) => blog.id);
    expect(leads).toEqual([target.id]);

    await page.getByRole('button', { name: 'Refresh changes' }).first().click();
    await expect(page.getByRole('cell', { name: 'Made the lead story' }).first()).toBeVisible();

    await expect
      .poll(async () => (await builtHtml(page, '/blogs')).includes(`href="/blogs/${target.id}"`), REBUILT)
      .toBe(true);
    await expect
      .poll(async () => {
        await page.goto('/');
        const main = page.getByRole('region', { name: 'Latest Blogs' }).locator('[data-lead="main"]');
        return main.getByRole('heading').textContent();
      }, REBUILT)
      .toBe(target.title);
    await page.goto('/blogs');
    await expect(page.locator('.featured').getByRole('heading', { level: 2 })).toHaveText(target.title);
  } finally {
    await adminWrite('PUT', '/front/lead', { id: original.id });
  }
});

test('an editor pins an older issue as the issue of the month; /luxury follows, and returns once unpinned', async ({
  editorPage: page,
}) => {
  test.setTimeout(420_000);
  const latest = await apiGet<Listed>('/issues/latest');
  const older = (await apiGet<Listed[]>('/issues')).find((issue) => issue.id !== latest.id);
  if (!older) throw new Error('the seed needs two issues');
  const luxuryTitle = async () => {
    await page.goto('/luxury');
    return page.getByRole('heading', { level: 1 }).textContent();
  };
  try {
    await page.goto(`/desk#/edit/issue/${older.id}`);
    await expect(page.getByLabel('Issue number')).toHaveValue(older.id);
    await expect(page.getByLabel('Cover date')).toHaveValue(/^\d{4}-\d{2}$/);
    const panel = page.getByRole('region', { name: 'Issue of the month' });
    await expect(panel.getByText(`The issue of the month is now issue ${latest.id}.`)).toBeVisible();
    await panel.getByRole('button', { name: 'Pin as issue of the month' }).click();
    await expect(panel.getByText('Pinned:')).toBeVisible();
    expect((await apiGet<Listed>('/issues/latest')).id).toBe(older.id);
    await expect.poll(luxuryTitle, REBUILT).toBe(older.title);

    await page.goto(`/desk#/edit/issue/${older.id}`);
    await page.getByRole('region', { name: 'Issue of the month' }).getByRole('button', { name: 'Unpin' }).click();
    await expect(page.getByText(`The issue of the month is now issue ${latest.id}.`)).toBeVisible();
    await expect.poll(luxuryTitle, REBUILT).toBe(latest.title);
  } finally {
    await unpin();
  }
});

test('an editor changes a hero slide’s words and picture with a preview; the home hero shows them after the rebuild', async ({
  editorPage: page,
}) => {
  test.setTimeout(420_000);
  const title = `Blue Fire ${Date.now().toString(36)}`;
  try {
    await page.goto('/desk#/front');
    const slide = page.getByRole('group', { name: 'Slide 3: Gems & Jewelry' });
    await slide.getByLabel(/^Title/).fill(title);
    await slide.getByLabel(/^Line/).fill('Sapphires by lamplight, cut in Ratnapura.');
    await slide.getByLabel('Choose a picture').setInputFiles(await pngFile('sapphire.png', '#1d3f8a'));
    const preview = slide.getByRole('figure', { name: 'Preview of slide 3' });
    await expect(preview).toContainText(title);
    await expect(preview).toContainText('Sapphires by lamplight');
    await expect(preview.locator('img')).toHaveAttribute('src', /\/media\//);
    expect(await axeViolations(page)).toEqual([]);

    // An empty title is refused before sending, and what was typed elsewhere stays.
    const first = page.getByRole('group', { name: 'Slide 1: Travel & Tourism' });
    await first.getByLabel(/^Title/).fill('');
    await page.getByRole('button', { name: 'Save the hero' }).click();
    await expect(page.getByText('Every slide needs a title and a line.')).toBeVisible();
    await expect(slide.getByLabel(/^Title/)).toHaveValue(title);
    await first.getByLabel(/^Title/).fill(DEFAULT_HERO_SLIDES[0]?.title ?? '');

    await page.getByRole('button', { name: 'Save the hero' }).click();
    await expect(page.getByText('Saved. The home page shows the hero')).toBeVisible();
    const hero = (await apiGet<{ slides: { title: string; image?: string }[] }>('/hero')).slides[2];
    expect(hero).toMatchObject({ title, image: expect.stringMatching(/^\/media\//) });

    await expect.poll(async () => (await builtHtml(page, '/')).includes(title), REBUILT).toBe(true);
    await page.goto('/');
    const gems = page.getByRole('group', { name: `3 of 10: ${title}` }).first();
    await expect(gems.getByRole('link', { name: 'Gems & Jewelry' })).toHaveAttribute('href', '/gems');
    await expect(gems).toContainText('Sapphires by lamplight');
  } finally {
    await adminWrite('PUT', '/front/hero', { slides: DEFAULT_HERO_SLIDES });
  }
});

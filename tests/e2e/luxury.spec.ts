/** The latest issue on /luxury; with none published, build-failures.spec.ts checks what it says. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet } from '../support/pages.ts';
import { reachForReader } from '../support/reader.ts';
import { pauseClock } from '../support/page-clock.ts';

interface LatestIssue {
  id: string;
  title: string;
  pages: string[];
}

const previews = (page: Page): Locator => page.getByRole('region', { name: /^Pages from / });
const dots = (page: Page): Locator => page.getByRole('group', { name: 'Choose a page' }).getByRole('button');
const activeSlide = (page: Page): Locator => previews(page).locator('[data-preview-slide].is-active');

test('/luxury shows the latest issue: cover, title and Explore Full Issue', async ({ page }) => {
  const latest = await apiGet<LatestIssue>('/issues/latest');
  await page.goto('/luxury');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest.title);
  await expect(page.getByRole('img', { name: `Cover of ${latest.title}` })).toBeVisible();
  const explore = page.getByRole('link', { name: 'Explore Full Issue' });
  await expect(explore).toHaveAttribute('href', `/magazines/${latest.id}`);
  await explore.click();
  await expect(page).toHaveURL(new RegExp(`/magazines/${latest.id}$`));
  await reachForReader(page);
  await expect(page.getByRole('status').filter({ hasText: /^Page 1 of \d+$/ })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/luxury shows the cover first, before the title and Explore Full Issue', async ({ page }) => {
    const latest = await apiGet<LatestIssue>('/issues/latest');
    await page.goto('/luxury');
    const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
    const cover = await top(page.getByRole('img', { name: `Cover of ${latest.title}` }));
    expect(cover).toBeLessThan(await top(page.getByRole('heading', { level: 1 })));
    expect(cover).toBeLessThan(await top(page.getByRole('link', { name: 'Explore Full Issue' })));
  });
});

test('the page previews rotate every 4 seconds, follow the dots and pause under the pointer', async ({ page }) => {
  await pauseClock(page, Date.parse('2026-11-01T09:00:00Z'));
  await page.goto('/luxury');
  await expect(dots(page)).toHaveCount(6);
  await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');
  await expect(activeSlide(page).getByRole('img')).toHaveAccessibleName(/^Page 2: /);

  await page.clock.runFor(3999);
  await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(1);
  await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 6');
  await expect(activeSlide(page).getByRole('img')).toBeVisible();

  await dots(page).nth(4).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '5 of 6');
  await expect(activeSlide(page).getByRole('img')).toHaveAccessibleName(/^Page 6: /);

  // The pointer (and the focus, from the click) are on the previews: no rotation.
  await page.clock.runFor(12_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '5 of 6');

  await page.mouse.move(0, 0);
  await page.getByRole('link', { name: 'Explore Full Issue' }).focus();
  await page.clock.runFor(4000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '6 of 6');
  await page.clock.runFor(4000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');
});

test('the pause button stops the rotation', async ({ page }) => {
  await pauseClock(page, Date.parse('2026-11-01T09:00:00Z'));
  await page.goto('/luxury');
  await page.getByRole('button', { name: 'Pause the page previews' }).click();
  await page.mouse.move(0, 0);
  await page.getByRole('link', { name: 'Explore Full Issue' }).focus();
  await page.clock.runFor(12_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');
  await page.getByRole('button', { name: 'Play the page previews' }).click();
  await page.mouse.move(0, 0);
  await page.getByRole('link', { name: 'Explore Full Issue' }).focus();
  await page.clock.runFor(4000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 6');
});

test('with reduced motion the previews stay still, and the dots still work', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pauseClock(page, Date.parse('2026-11-01T09:00:00Z'));
  await page.goto('/luxury');
  await page.clock.runFor(12_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');
  await expect(page.getByRole('button', { name: /page previews$/ })).toBeHidden();
  await dots(page).nth(2).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 6');
});

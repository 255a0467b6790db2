import { expect, test, type Locator, type Page } from '@playwright/test';
import { TOPICS, HERO_SLIDES } from '../../src/config/site.ts';
import { TIMINGS } from '../../src/config/ui.ts';
import { pauseClock } from '../support/page-clock.ts';

const SLIDE_COUNT = HERO_SLIDES.length;
const slideName = (index: number) => `${index + 1} of ${SLIDE_COUNT}: ${HERO_SLIDES[index]?.title}`;

/** The rotating hero (dots, every 4 s) and the fading one (every 5 s), by their region names. */
const rotating = (page: Page) => page.getByRole('region', { name: 'Featured topics' });
const fading = (page: Page) => page.getByRole('region', { name: 'Explore by topic' });

/** Slides that are not shown are hidden from assistive technology, so only one slide is found. */
const shownSlide = (hero: Locator) => hero.getByRole('group', { name: new RegExp(`^\\d+ of ${SLIDE_COUNT}: `) });

/** Opens the home page with its clock stopped: time moves only when a test says so. */
async function openHome(page: Page): Promise<void> {
  await pauseClock(page, Date.parse('2026-01-01T09:00:00Z'));
  await page.goto('/');
  await expect(rotating(page).locator('[data-hero-controls]')).not.toHaveAttribute('data-waiting');
}

test.describe('the rotating hero', () => {
  test('advances every 4 seconds, one slide shown at a time, and wraps around', async ({ page }) => {
    await openHome(page);
    const hero = rotating(page);
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(0));
    await page.clock.runFor(TIMINGS.heroIntervalMs - 100);
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(0));
    await page.clock.runFor(200);
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(1));
    await expect(shownSlide(hero)).toHaveCount(1);
    await page.clock.runFor(TIMINGS.heroIntervalMs * (SLIDE_COUNT - 1));
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(0));
  });

  test('cross-fades its images over 0.8 seconds', async ({ page }) => {
    await openHome(page);
    const media = rotating(page).locator('.is-current .hero__media');
    const duration = await media.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(duration).toBe(`${TIMINGS.heroImageTransitionS}s`);
  });

  test('jumps to a slide from its dot, which then says it is current', async ({ page }) => {
    await openHome(page);
    const hero = rotating(page);
    const dot = hero.getByRole('button', { name: `Slide 4 of ${SLIDE_COUNT}: ${HERO_SLIDES[3]?.title}` });
    await dot.click();
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(3));
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(hero.locator('[data-hero-dot][aria-current]')).toHaveCount(1);
  });

  test('steps back and forth with named buttons', async ({ page }) => {
    await openHome(page);
    const hero = rotating(page);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(SLIDE_COUNT - 1));
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(0));
  });

  test('stays still while the pointer is over it', async ({ page }) => {
    await openHome(page);
    const hero = rotating(page);
    await hero.hover();
    await page.clock.runFor(TIMINGS.heroIntervalMs * 3);
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(0));
    await page.getByRole('heading', { name: 'Latest Blogs' }).hover();
    await page.clock.runFor(TIMINGS.heroIntervalMs + 100);
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(1));
  });

  test('stays still while it has focus, and stops for good with Pause', async ({ page }) => {
    await openHome(page);
    const hero = rotating(page);
    await hero.getByRole('link', { name: TOPICS[0].label }).focus();
    await page.clock.runFor(TIMINGS.heroIntervalMs * 2);
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(0));
    await hero.getByRole('button', { name: 'Pause slides' }).click();
    await expect(hero.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await page.getByRole('heading', { name: 'Latest Blogs' }).click();
    await page.clock.runFor(TIMINGS.heroIntervalMs * 3);
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(0));
  });

  test('each slide links its topic label to the topic page', async ({ page }) => {
    await openHome(page);
    const hero = rotating(page);
    for (const [index, slide] of HERO_SLIDES.entries()) {
      const category = TOPICS.find((entry) => entry.slug === slide.topic);
      await hero.locator(`[data-hero-dot="${index}"]`).click();
      await expect(shownSlide(hero).getByRole('link', { name: category?.label })).toHaveAttribute(
        'href',
        category?.path ?? '',
      );
      await expect(shownSlide(hero).getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/blogs');
    }
    await shownSlide(hero).getByRole('link', { name: 'Sports' }).click();
    await expect(page).toHaveURL(/\/sports$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports');
  });

  test('pictures every slide with a sized image, loading only the first at once', async ({ page }) => {
    await openHome(page);
    const images = rotating(page).locator('[data-hero-slide] img');
    await expect(images).toHaveCount(SLIDE_COUNT);
    for (const [index, image] of (await images.all()).entries()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('srcset', /\d+w/);
      await expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
    }
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  });
});

test.describe('the fading hero', () => {
  test('fades the text out for 400 ms after 5 seconds, then shows the next slide', async ({ page }) => {
    await openHome(page);
    const hero = fading(page);
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(0));
    await page.clock.runFor(TIMINGS.heroFadeIntervalMs - 100);
    await expect(hero).not.toHaveAttribute('data-fading');
    await page.clock.runFor(200);
    await expect(hero).toHaveAttribute('data-fading', '');
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(0));
    await page.clock.runFor(TIMINGS.heroFadeMs);
    await expect(hero).not.toHaveAttribute('data-fading');
    await expect(shownSlide(hero)).toHaveAccessibleName(slideName(1));
    const fade = await hero
      .locator('.is-current .hero__content')
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(fade).toBe(`${TIMINGS.heroFadeMs / 1000}s`);
  });

  test('has no dots and sends Read More to the latest issue', async ({ page }) => {
    await openHome(page);
    const hero = fading(page);
    await expect(hero.locator('[data-hero-dot]')).toHaveCount(0);
    await expect(shownSlide(hero).getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/luxury');
  });
});

test.describe('for readers who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('neither hero rotates, and the buttons still change slides', async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(TIMINGS.heroFadeIntervalMs * 4);
    await expect(shownSlide(rotating(page))).toHaveAccessibleName(slideName(0));
    await expect(shownSlide(fading(page))).toHaveAccessibleName(slideName(0));
    await expect(rotating(page).getByRole('button', { name: 'Pause slides' })).toBeHidden();
    await fading(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(shownSlide(fading(page))).toHaveAccessibleName(slideName(1));
  });
});

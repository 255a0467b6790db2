import { expect, test } from '@playwright/test';
import { LIST_PAGE_SIZE } from '../../src/config/routes.ts';
import { createReader, logInThroughPage } from '../support/accounts.ts';
import { bareSpaceAboveFooter, gridsWithHoles, unevenColumns } from '../support/layout.ts';
import { apiGet } from '../support/pages.ts';

interface Listed {
  id: string;
  title: string;
  categoryName: string;
  date: string;
}

const WIDTHS = [390, 768, 1280];
const GRID_PAGES = ['/', '/blogs', '/blogs/page/1', '/vlogs', '/travel'];
const SHORT_PAGES = ['/newsletter', '/contact'];
/** How far a main story and the column beside it may end apart, and how much bare page may sit above a footer. */
const SLACK_PX = 64;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('card grids fill every row, main stories end with their side columns, short pages reach the footer', async ({
      page,
    }) => {
      for (const path of GRID_PAGES) {
        await page.goto(path);
        expect(await page.locator('[data-card-grid]').count(), path).toBeGreaterThan(0);
        expect(await gridsWithHoles(page.locator('[data-card-grid]')), path).toEqual([]);
        expect(await unevenColumns(page, '.lead', SLACK_PX), path).toEqual([]);
      }
      for (const path of SHORT_PAGES) {
        await page.goto(path);
        expect(await bareSpaceAboveFooter(page), path).toBeLessThanOrEqual(SLACK_PX);
      }
      // /luxury: the words and previews beside the cover end near where it does.
      await page.goto('/luxury');
      expect(await unevenColumns(page, '[data-balanced]', SLACK_PX * 2)).toEqual([]);
    });
  });
}

test('the measures find a hole in a row, a column that ends early and bare page above a footer', async ({ page }) => {
  const cards = Array.from({ length: 10 }, () => '<li style="height: 100px"></li>').join('');
  await page.setContent(`<!doctype html><body style="margin: 0; width: 960px">
    <main style="height: 1600px">
      <ul data-card-grid style="display: grid; grid-template-columns: repeat(3, 1fr); padding: 0">${cards}</ul>
      <div class="lead" style="display: grid; grid-template-columns: 1fr 1fr">
        <div style="height: 500px; background: gray"></div><div style="height: 100px; background: gray"></div>
      </div>
    </main><footer>Footer</footer></body>`);
  expect(await gridsWithHoles(page.locator('[data-card-grid]'))).toHaveLength(1);
  expect(await unevenColumns(page, '.lead', SLACK_PX)).toEqual(['lead: its columns end 400px apart']);
  expect(await bareSpaceAboveFooter(page)).toBeGreaterThan(SLACK_PX);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the blog list comes in pages, and Back from an article returns to the same page and place', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await expect(page.locator('[data-card-grid] > li')).toHaveCount(LIST_PAGE_SIZE);
    // The newest numbered page may hold a few stories only; the one before it is full. Followed by
    // address: this test is about the place Back keeps; lists.spec.ts follows the links themselves.
    const older = page
      .getByRole('navigation', { name: 'Pages of stories' })
      .getByRole('link', { name: 'Older stories' });
    await page.goto((await older.getAttribute('href')) ?? '');
    await expect(page).toHaveURL(/\/blogs\/page\/\d+$/);
    await page.goto((await older.getAttribute('href')) ?? '');
    await expect(page).toHaveURL(/\/blogs\/page\/\d+$/);
    await expect(page.locator('[data-card-grid] > li')).toHaveCount(LIST_PAGE_SIZE);
    const listUrl = page.url();

    const card = page.locator('[data-card-grid] > li').nth(5);
    await card.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => Math.round(window.scrollY));
    expect(place).toBeGreaterThan(0);
    const cardTop = async () => Math.round((await card.boundingBox())?.y ?? Number.NaN);
    const top = await cardTop();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/blogs\/[^/]+$/);
    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(place);
    // The same card where it was, not whatever the undrawn cards' placeholder sizes put there.
    expect(await cardTop()).toBe(top);
  });

  test('cards further down are drawn only as they come near the screen, then keep their size', async ({ page }) => {
    await page.goto('/blogs');
    const cards = page.locator('[data-card-grid] > li > .card');
    const drawn = () =>
      cards.evaluateAll((all) =>
        // A card itself is not skipped; what it holds is, until the card comes near the screen.
        all.map((card) => card.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })),
      );
    const atLoad = await drawn();
    expect(atLoad[0]).toBe(true);
    expect(atLoad.at(-1)).toBe(false);

    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
    const height = (await last.boundingBox())?.height;
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await drawn()).at(-1)).toBe(false);
    expect((await last.boundingBox())?.height).toBe(height);
  });

  // The mobile menu's Collections link is checked in navigation.spec.ts.
  test('the profile links to Collections', async ({ page }) => {
    await logInThroughPage(page, await createReader());
    await page.goto('/profile');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Collections/ })
      .click();
    await expect(page).toHaveURL(/\/collections$/);
  });
});

test('a search result shows its title once, the matched words marked, its topic and date', async ({ page }) => {
  const [listed] = await apiGet<Listed[]>('/blogs');
  if (!listed) throw new Error('no blogs seeded');
  const blog = await apiGet<Listed & { description: string[] }>(`/blogs/${listed.id}`);
  // The longest word of the first paragraph: a word of the body, where the excerpt comes from.
  const word = (blog.description[0] ?? '')
    .replace(/<[^>]*>/g, ' ')
    .split(/[^\p{L}]+/u)
    .reduce((longest, next) => (next.length > longest.length ? next : longest), '');
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  const result = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: blog.title, exact: true }) });
  await expect(result).toBeVisible();
  await expect(result).toContainText(blog.categoryName);
  await expect(result.locator('time')).toHaveText(blog.date);
  const excerpt = result.locator('[data-excerpt]');
  await expect(excerpt.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
  // The title is the heading; the excerpt is body text, without a copy of the title in it.
  const titleStart = blog.title.split(' ').slice(0, 3).join(' ');
  await expect(excerpt).not.toContainText(titleStart);
});

test("an article's typefaces come from the site, in every style it sets, and cover the characters it prints", async ({
  page,
}) => {
  const [listed] = await apiGet<Listed[]>('/blogs');
  if (!listed) throw new Error('no blogs seeded');
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fontFiles.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`/blogs/${listed.id}`);
  const faces = await page.evaluate(async () => {
    const sample = 'Aé ç ñ — ‘’ “” … € × ·';
    const root = getComputedStyle(document.documentElement);
    // Each variable lists the face, then its metric-matched fallback (a local face, which may be
    // missing on a machine, and then fails to load): the face alone is asked for.
    const display = root.getPropertyValue('--font-display').split(',')[0];
    const text = root.getPropertyValue('--font-text').split(',')[0];
    const styles: [string, string][] = [
      ['headline', `600 40px ${display}`],
      ['standfirst', `italic 400 28px ${display}`],
      ['drop cap', `700 40px ${display}`],
      ['body', `400 18px ${text}`],
      ['body, italic', `italic 400 18px ${text}`],
      ['label', `650 12px ${text}`],
    ];
    // A face whose file the browser refuses (a broken cut) rejects here rather than loading.
    return Promise.all(
      styles.map(async ([use, font]) => {
        const loaded = await document.fonts.load(font, sample);
        return `${use}: ${loaded.map((face) => `${face.family.replace(/-\w+$/, '')} ${face.style} ${face.status}`).join()}`;
      }),
    );
  });
  expect(faces).toEqual([
    'headline: Playfair Display normal loaded',
    'standfirst: Playfair Display italic loaded',
    'drop cap: Playfair Display normal loaded',
    'body: Source Serif 4 normal loaded',
    'body, italic: Source Serif 4 italic loaded',
    'label: Source Serif 4 normal loaded',
  ]);
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const file of fontFiles)
    expect(file).toMatch(new RegExp(`^200 ${new URL(page.url()).origin}/_astro/fonts/[^/]+\\.woff2$`));
});

/**
 * The reader on the screen: its controls are part of the page from the start, the key or press
 * that wakes it is acted on, nothing moves when it wakes, and full screen shows the whole page or
 * spread as large as the screen allows, at a desktop's size, a phone's and a phone on its side.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet } from '../support/pages.ts';
import { pageStatus } from '../support/reader.ts';

const book = (page: Page): Locator => page.locator('.reader-book');
const zoomValue = (page: Page): Locator => page.getByRole('status', { name: 'Zoom level' });
const readerScripts = (urls: string[]) => urls.filter((url) => /IssueReader|page-flip/.test(url));

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** The part of the book page-flip draws pages in: the spread, or the page shown alone. */
async function drawnPages(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  return book(page).evaluate((frame) => {
    const boxes = [...frame.querySelectorAll('.stf__item')]
      .map((item) => item.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && getComputedStyle(frame).visibility !== 'hidden')
      .filter((rect) => rect.right > 0 && rect.left < window.innerWidth);
    const left = Math.min(...boxes.map((rect) => rect.left));
    const top = Math.min(...boxes.map((rect) => rect.top));
    const right = Math.max(...boxes.map((rect) => rect.right));
    const bottom = Math.max(...boxes.map((rect) => rect.bottom));
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
}

/**
 * In full screen the book fits the viewport and fills it in one direction: the width, or the height
 * the controls leave (above the book, or beside it on a short screen).
 */
async function expectFullscreenFit(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('reader'))).toBe(true);
  await expect(book(page)).toHaveAttribute('data-state', 'read');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const controls = await box(page.locator('.reader-controls'));
  const beside = controls.y + controls.height < viewport.height / 2 ? 0 : controls.x + controls.width;
  const above = beside > 0 ? 0 : controls.y + controls.height;
  // The book's frame settles on the new size within a frame or two of the resize.
  await expect
    .poll(async () => {
      const frame = await box(book(page));
      const room = { width: viewport.width - beside, height: viewport.height - above };
      const fits =
        frame.x >= beside - 1 &&
        frame.y >= above - 1 &&
        frame.x + frame.width <= viewport.width + 1 &&
        frame.y + frame.height <= viewport.height + 1;
      // The room's padding is the reader's own (8 px each side, and as much between it and the controls).
      const fills = frame.width >= room.width - 34 || frame.height >= room.height - 34;
      return fits && fills;
    })
    .toBe(true);
  // The pages drawn are the frame's: nothing cut off, nothing smaller than it.
  const frame = await box(book(page));
  const pages = await drawnPages(page);
  expect(pages.y).toBeGreaterThanOrEqual(frame.y - 1);
  expect(pages.y + pages.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
  expect(pages.height).toBeGreaterThanOrEqual(frame.height - 2);
  // Nothing but the controls and the book: the shortcut hint and the text are below the screen.
  expect((await box(page.locator('.reader__hint'))).y).toBeGreaterThanOrEqual(viewport.height - 1);
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the controls are there on arrival, the key that wakes the reader zooms, and nothing moves', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/magazines/1');
    const { pages, coverCaption, coverCredit } = await apiGet<{
      pages: string[];
      coverCaption: string;
      coverCredit: string;
    }>('/issues/1');
    // Before the reader's code has loaded: the controls, the cover in the book's place, no list of page links.
    await expect(pageStatus(page)).toHaveText(`Page 1 of ${pages.length}`);
    for (const name of ['Zoom out', 'Zoom in', 'Reset zoom', 'Fullscreen', 'All pages', 'Next page']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await expect(book(page).locator('img')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Page \d+ of \d+$/ })).toHaveCount(0);
    // Under the cover in the book's place, its caption and credit.
    const caption = page.locator('.reader__caption');
    await expect(caption).toHaveText(`On the cover: ${coverCaption} ${coverCredit}`);
    await expect(caption).toBeInViewport();
    expect(readerScripts(scripts)).toEqual([]);
    const before = {
      book: await box(book(page)),
      controls: await box(page.locator('.reader-controls')),
      caption: await box(caption),
    };

    await page.keyboard.press('=');
    await expect(zoomValue(page)).toHaveText('120%');
    await expect(book(page)).toHaveAttribute('data-state', 'read');
    expect(readerScripts(scripts).length).toBeGreaterThan(0);
    expect(await box(book(page))).toEqual(before.book);
    expect(await box(page.locator('.reader-controls'))).toEqual(before.controls);
    // The drawn book's cover keeps its caption where it was; away from the cover its place stays empty.
    await expect(caption).toBeVisible();
    expect(await box(caption)).toEqual(before.caption);
    await page.keyboard.press('ArrowRight');
    await expect(pageStatus(page)).toHaveText(/^Page 2 of /);
    await expect(caption).toBeHidden();
    expect(await box(caption)).toEqual(before.caption);
  });

  test('a press of a control before the reader is live is acted on', async ({ page }) => {
    await page.goto('/magazines/1');
    // The pointer reaches the button and presses it at once, before the reader has woken.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(book(page)).toHaveAttribute('data-state', 'read');
    await expect(pageStatus(page)).toHaveText(/^Page 2 of /);
  });

  test('full screen shows the whole page, then the whole spread, as large as the screen allows', async ({ page }) => {
    await page.goto('/magazines/1');
    // Not shown where no phone is held upright.
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await page.keyboard.press('f');
    await expectFullscreenFit(page);
    await page.keyboard.press('ArrowRight');
    await expect(pageStatus(page)).toHaveText(/^Page 2 of /);
    await expect(book(page)).toHaveAttribute('data-layout', 'spread');
    await expectFullscreenFit(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('suggests landscape on opening, acts on the first tap, and full screen shows the whole page', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/magazines/1');
    // No touch yet, and none of the reader's code: the phone is shown the suggestion as the issue opens.
    const alert = page.getByRole('alertdialog', { name: 'Turn your phone sideways' });
    await expect(alert).toBeVisible();
    expect(readerScripts(scripts)).toEqual([]);
    // The tap that wakes the reader is the one that answers the suggestion.
    await alert.getByRole('checkbox', { name: "Don't show this again" }).tap();
    await alert.getByRole('button', { name: 'Continue Anyway' }).tap();
    await expect(alert).toBeHidden();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('magazineMobileAlertChoice'))).toBe('continue');
    await page.getByRole('button', { name: 'Fullscreen' }).tap();
    await expect(book(page)).toHaveAttribute('data-layout', 'single');
    await expectFullscreenFit(page);
  });
});

test.describe('on a phone-sized screen with a slow processor', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('waking the reader with a key and drawing the book shift nothing on the page', async ({ page }) => {
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      // What moved, and from where to where, so a failure names the element that shifted.
      const describe = (entry: Shift) => ({
        value: Number(entry.value.toFixed(4)),
        at: Math.round(entry.startTime),
        afterInput: entry.hadRecentInput,
        moved: entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : String(node);
          return `${name} ${[from.x, from.y, from.width, from.height].map(Math.round).join(',')} -> ${[to.x, to.y, to.width, to.height].map(Math.round).join(',')}`;
        }),
      });
      const shifts: ReturnType<typeof describe>[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) shifts.push(describe(entry));
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // As Lighthouse's phone does: a processor four times slower, where page-flip's first frame was seen.
    const client = await page.context().newCDPSession(page);
    await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/magazines/1');
    await page.keyboard.press('=');
    await expect(zoomValue(page)).toHaveText('120%');
    await expect(book(page)).toHaveAttribute('data-state', 'read');
    await expect(book(page).locator('.reader-page__image').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)).toEqual([]);
  });
});

test.describe('on a phone on its side', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('full screen shows the whole spread beside the controls', async ({ page }) => {
    await page.goto('/magazines/1?page=2');
    await page.getByRole('button', { name: 'Fullscreen' }).tap();
    await expect(book(page)).toHaveAttribute('data-layout', 'spread');
    await expectFullscreenFit(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the page the issue opens at and a link to every page, and no controls that cannot work', async ({
    page,
  }) => {
    const { pages, coverCaption, coverCredit } = await apiGet<{
      pages: string[];
      coverCaption: string;
      coverCredit: string;
    }>('/issues/1');
    await page.goto('/magazines/1');
    await expect(book(page).locator('img')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Page \d+ of \d+$/ })).toHaveCount(pages.length);
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeHidden();
    await expect(page.locator('.reader__caption')).toHaveText(`On the cover: ${coverCaption} ${coverCredit}`);
  });
});

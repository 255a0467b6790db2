import { expect, test, type Locator, type Page } from '@playwright/test';
import { longIssue } from '../support/long-issue.ts';
import { apiGet } from '../support/pages.ts';
import { E2E_API_URL } from '../support/e2e-stack.ts';
import { openReader, pageStatus, reachForReader } from '../support/reader.ts';
import { pauseClock } from '../support/page-clock.ts';
import { READER } from '../../src/config/reader.ts';
import { TIMINGS } from '../../src/config/ui.ts';

interface WireIssue {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  pages: string[];
  pageAlts?: string[];
}

const issue = () => apiGet<WireIssue>('/issues/1');

function book(page: Page): Locator {
  return page.locator('.reader-book');
}

function zoomValue(page: Page): Locator {
  return page.getByRole('status', { name: 'Zoom level' });
}

/** The file the build wrote beside issue 1's page, which the reader reads when it starts. */
const ISSUE_FILE = '**/magazines/1/issue.json';

/** Answers the reader's request for the issue in the site's place. */
async function answerIssue(page: Page, status: number, json: unknown): Promise<void> {
  await page.route(ISSUE_FILE, (route) => route.fulfill({ status, json }));
}

/** Presses Tab until the control has the focus, as a keyboard user would. */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

/** From now on, every state the book passes through, in order (read back with `seenStates`). */
async function recordStates(page: Page): Promise<void> {
  await book(page).evaluate((element) => {
    const seen: string[] = [];
    Object.assign(window, { seenStates: seen });
    new MutationObserver(() => seen.push(element.getAttribute('data-state') ?? '')).observe(element, {
      attributeFilter: ['data-state'],
    });
  });
}

function seenStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates);
}

/** The browser's share sheet, recorded (the edge of the machine: no sheet opens in a test). */
async function recordShares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void shared.push(data),
      configurable: true,
    });
  });
}

async function goToPage(page: Page, number: number, total: number): Promise<void> {
  await page.getByLabel('Go to page').fill(String(number));
  await page.getByLabel('Go to page').press('Enter');
  await expect(pageStatus(page)).toHaveText(`Page ${number} of ${total}`);
  // Out of the field, where the shortcuts keep still, as a reader moves on from it.
  await page.getByLabel('Go to page').blur();
}

test.describe('the flipbook reader', () => {
  // One visit, each control in turn: the steps share the page as a reader does.
  test('opens an issue and answers every control: pages, thumbnails, zoom, pan, fullscreen, share, keyboard, motion', async ({
    page,
  }) => {
    // Ten steps on one page: more than one test's worth of the safety net on a busy machine.
    test.setTimeout(180_000);
    const { title, description, pages, pageAlts } = await issue();
    const total = pages.length;
    await recordShares(page);
    await openReader(page);

    await test.step('opens with its title, description, first page, back link and shortcuts hint', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(description)).toBeVisible();
      await expect(pageStatus(page)).toHaveText(`Page 1 of ${total}`);
      const cover = book(page).getByRole('img', { name: `Page 1: ${pageAlts?.[0]}` });
      await expect(cover).toBeVisible();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000);
      await expect(page.getByText(/F toggles fullscreen, Esc leaves fullscreen/)).toBeVisible();
      await expect(page.getByRole('link', { name: '← Back to all issues' })).toHaveAttribute('href', '/magazines');
    });

    await test.step('the shortcuts do nothing while the reader types in a form field', async () => {
      const field = page.getByLabel('Go to page');
      await field.click();
      for (const key of ['f', '+', '=', '-', '0', 'ArrowRight', 'ArrowLeft']) await field.press(key);
      await expect(zoomValue(page)).toHaveText('100%');
      await expect(pageStatus(page)).toHaveText(`Page 1 of ${total}`);
      await expect(page.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-pressed', 'false');
      await field.fill('');
    });

    await test.step('turns pages with the buttons, the arrow keys and the page jumper, announcing each page', async () => {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(pageStatus(page)).toHaveText(`Page 2 of ${total}`);
      await expect(book(page)).toHaveAttribute('data-state', 'read');
      await page.keyboard.press('ArrowRight');
      await expect(pageStatus(page)).toHaveText(`Page 4 of ${total}`);
      await expect(book(page)).toHaveAttribute('data-state', 'read');
      await page.keyboard.press('ArrowLeft');
      await expect(pageStatus(page)).toHaveText(`Page 2 of ${total}`);
      await expect(book(page)).toHaveAttribute('data-state', 'read');
      await page.getByRole('button', { name: 'Previous page' }).click();
      await expect(pageStatus(page)).toHaveText(`Page 1 of ${total}`);
      await expect(page.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
      await goToPage(page, 9, total);
      await expect(page).toHaveURL(/\/magazines\/1\?page=9$/);
    });

    await test.step('the thumbnails go straight to a page', async () => {
      const toggle = page.getByRole('button', { name: 'All pages' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const thumbnails = page.getByRole('navigation', { name: 'All pages' });
      await expect(thumbnails.getByRole('button')).toHaveCount(total);
      await thumbnails.getByRole('button', { name: 'Page 7', exact: true }).click();
      await expect(pageStatus(page)).toHaveText(`Page 7 of ${total}`);
      await expect(thumbnails.getByRole('button', { name: 'Page 7', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page).toHaveURL(/\?page=7$/);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('zooms in to 300% and no further, out to 50% and no further, and resets to 100%', async () => {
      await expect(zoomValue(page)).toHaveText('100%');
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      for (const expected of ['120%', '140%', '160%', '180%', '200%', '220%', '240%', '260%', '280%', '300%']) {
        await zoomIn.click();
        await expect(zoomValue(page)).toHaveText(expected);
      }
      await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
      // A click on a control that says it cannot act (Playwright would wait for it to be enabled).
      await zoomIn.click({ force: true });
      await page.keyboard.press('+');
      await expect(zoomValue(page)).toHaveText('300%');
      await expect(page.locator('.reader-book__zoom')).toHaveCSS('transform', 'matrix(3, 0, 0, 3, 0, 0)');

      await page.keyboard.press('0');
      await expect(zoomValue(page)).toHaveText('100%');
      for (const expected of ['80%', '60%', '50%', '50%']) {
        await page.keyboard.press('-');
        await expect(zoomValue(page)).toHaveText(expected);
      }
      await expect(page.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
      await page.getByRole('button', { name: 'Reset zoom' }).click();
      await expect(zoomValue(page)).toHaveText('100%');
      await page.keyboard.press('=');
      await expect(zoomValue(page)).toHaveText('120%');
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect(zoomValue(page)).toHaveText('100%');
    });

    await test.step('while zoomed in, dragging pans the page instead of turning it', async () => {
      await goToPage(page, 2, total);
      await expect(book(page)).toHaveAttribute('data-state', 'read');
      for (let click = 0; click < 5; click += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect(zoomValue(page)).toHaveText('200%');
      await expect(book(page)).toHaveAttribute('data-pointer-mode', 'pan');
      await book(page).scrollIntoViewIfNeeded();
      const box = await book(page).boundingBox();
      if (!box) throw new Error('no book');
      const x = box.x + box.width * 0.9;
      const y = box.y + box.height * 0.5;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 150, y - 60, { steps: 8 });
      await page.mouse.up();
      await expect(page.locator('.reader-book__zoom')).toHaveCSS('transform', 'matrix(2, 0, 0, 2, -150, -60)');
      await expect(pageStatus(page)).toHaveText(`Page 2 of ${total}`);
      await expect(book(page)).toHaveAttribute('data-state', 'read');
      await page.getByRole('button', { name: 'Reset zoom' }).click();
      await expect(zoomValue(page)).toHaveText('100%');
    });

    await test.step('goes fullscreen and back with F, Escape and the button', async () => {
      const toggle = page.getByRole('button', { name: 'Fullscreen' });
      const fullscreenElement = () => page.evaluate(() => document.fullscreenElement?.className ?? null);
      await page.keyboard.press('f');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(fullscreenElement).toContain('reader');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(fullscreenElement).toBeNull();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('F');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(fullscreenElement).toBeNull();
    });

    await test.step("Share on a page shares that page's link", async () => {
      await goToPage(page, 5, total);
      const shareLink = page.getByRole('link', { name: 'Share this page' });
      // The page's own address, whose social card shows that page.
      await expect(shareLink).toHaveAttribute(
        'href',
        /^mailto:\?subject=The%20Escape%2C%20page%205&body=.*%2Fmagazines%2F1%2Fpage%2F5$/,
      );
      await shareLink.click();
      const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
      expect(shared).toHaveLength(1);
      expect(shared[0]?.url).toMatch(/\/magazines\/1\/page\/5$/);
      expect(shared[0]?.title).toBe('The Escape, page 5');
    });

    await test.step('the reader can be used with the keyboard alone', async () => {
      await goToPage(page, 1, total);
      await tabTo(page, page.getByRole('button', { name: 'Next page' }));
      await page.keyboard.press('Enter');
      await expect(pageStatus(page)).toHaveText(`Page 2 of ${total}`);
      await expect(book(page)).toHaveAttribute('data-state', 'read');
      await tabTo(page, page.getByRole('button', { name: 'All pages' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: 'Page 3', exact: true }));
      await page.keyboard.press('Enter');
      await expect(pageStatus(page)).toHaveText(`Page 3 of ${total}`);
      // The turn ends before the next step asks for another one.
      await expect(book(page)).toHaveAttribute('data-state', 'read');
    });

    await test.step('turns the page without the flip animation when motion is reduced', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await goToPage(page, 1, total);
      await expect(book(page)).toHaveAttribute('data-state', 'read');
      await recordStates(page);
      await page.keyboard.press('ArrowRight');
      await expect(pageStatus(page)).toHaveText(`Page 2 of ${total}`);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(pageStatus(page)).toHaveText(`Page 4 of ${total}`);
      await goToPage(page, 10, total);
      expect(await seenStates(page)).not.toContain('flipping');
    });

    await test.step('animates the turn when motion is not reduced', async () => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await goToPage(page, 1, total);
      await expect(book(page)).toHaveAttribute('data-state', 'read');
      await recordStates(page);
      await page.keyboard.press('ArrowRight');
      await expect(pageStatus(page)).toHaveText(`Page 2 of ${total}`);
      await expect(book(page)).toHaveAttribute('data-state', 'read');
      // A quick machine finishes the turn between two looks at the page: the record keeps it.
      const states = await seenStates(page);
      expect(states).toContain('flipping');
      expect(states.at(-1)).toBe('read');
    });
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('a link to a page opens it in two-page spreads, the address follows, a reload stays, a failed image shows the placeholder', async ({
      page,
    }) => {
      const { pages, pageAlts } = await issue();
      const broken = pages[1] ?? '';
      await page.route(`**${broken}`, (route) => route.fulfill({ status: 404, body: 'gone' }));

      await test.step('a link to a page opens it, the address follows the page, and a reload stays there', async () => {
        await openReader(page, '/magazines/1?page=7');
        await expect(pageStatus(page)).toHaveText(`Page 7 of ${pages.length}`);
        await expect(book(page).getByRole('img', { name: `Page 7: ${pageAlts?.[6]}` })).toBeVisible();
        await page.keyboard.press('ArrowRight');
        await expect(pageStatus(page)).toHaveText(`Page 8 of ${pages.length}`);
        await expect(page).toHaveURL(/\/magazines\/1\?page=8$/);
        await page.reload();
        await expect(pageStatus(page)).toHaveText(`Page 8 of ${pages.length}`);
        await expect(book(page).getByRole('img', { name: `Page 8: ${pageAlts?.[7]}` })).toBeVisible();
      });

      await test.step('shows two-page spreads', async () => {
        await expect(book(page)).toHaveAttribute('data-layout', 'spread');
        const visible = book(page).getByRole('img').filter({ visible: true });
        await expect(visible).toHaveCount(2);
        await expect(visible.nth(0)).toHaveAccessibleName(/^Page 8: /);
        await expect(visible.nth(1)).toHaveAccessibleName(/^Page 9: /);
      });

      await test.step('a page image that fails shows the placeholder image', async () => {
        await goToPage(page, 2, pages.length);
        const placeholder = book(page).locator('img[src="/images/placeholder.svg"]');
        await expect(placeholder).toBeVisible();
        await expect(placeholder).toHaveAttribute('alt', /^Page 2: .*\(the page image could not be loaded\)$/);
        await expect(book(page).locator(`img[src$="${broken}"]`)).toHaveCount(0);
      });
    });
  });

  test('says "Loading pages..." while the issue is on its way, and says so when it cannot be loaded or has no pages', async ({
    page,
  }) => {
    const answer = await issue();
    await test.step('shows "Loading pages..." while the issue is on its way', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(ISSUE_FILE, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/magazines/1');
      await reachForReader(page);
      await expect(page.getByRole('status').filter({ hasText: 'Loading pages...' })).toBeVisible();
      release();
      await expect(pageStatus(page)).toBeVisible();
      await page.unroute(ISSUE_FILE);
    });

    await test.step('says so when the issue cannot be loaded', async () => {
      await answerIssue(page, 503, { error: 'down' });
      await page.goto('/magazines/1');
      await reachForReader(page);
      await expect(page.getByRole('alert')).toHaveText('Failed to load magazine issue. Please try again later.');
      await page.unroute(ISSUE_FILE);
    });

    await test.step('says so when the issue has no pages', async () => {
      await answerIssue(page, 200, { ...answer, pages: [] });
      await page.goto('/magazines/1');
      await reachForReader(page);
      await expect(page.getByRole('status').filter({ hasText: 'No pages found for this issue.' })).toBeVisible();
    });
  });
});

test('a turn to a far page ends on that page when the window changes size during the turn', async ({ page }) => {
  const total = (await issue()).pages.length;
  await openReader(page);
  // The turn takes as long as the test says, so the resize lands in its middle on any machine.
  await pauseClock(page);
  await page.getByLabel('Go to page').fill('7');
  await page.getByLabel('Go to page').press('Enter');
  await expect(book(page)).toHaveAttribute('data-state', 'flipping');
  await page.setViewportSize({ width: 1200, height: 700 });
  // The browser tells the page of the new size when it gets to it: on a busy machine, after the
  // clock has run through the turn, and the book then lays itself out again. So the clock runs on
  // until the book is still.
  await expect
    .poll(async () => {
      await page.clock.runFor(READER.flippingTimeMs);
      return book(page).getAttribute('data-state');
    })
    .toBe('read');
  await expect(pageStatus(page)).toHaveText(`Page 7 of ${total}`);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a swipe turns the page', async ({ page }) => {
    const total = (await issue()).pages.length;
    await openReader(page, '/magazines/1?page=2');
    await book(page).scrollIntoViewIfNeeded();
    const box = await book(page).boundingBox();
    if (!box) throw new Error('no book');
    const client = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const from = box.x + box.width * 0.8;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchPoints: { x: number; y: number }[]) =>
      client.send('Input.dispatchTouchEvent', { type, touchPoints });
    // Sent together: page-flip takes only a swipe of under 250 ms, and one round trip to the browser
    // per touch made the gesture slower than that on a busy machine.
    await Promise.all([
      touch('touchStart', [{ x: from, y }]),
      ...[1, 2, 3, 4].map((step) => touch('touchMove', [{ x: from - step * 40, y }])),
      touch('touchEnd', []),
    ]);
    await expect(pageStatus(page)).toHaveText(`Page 4 of ${total}`);
  });
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows one page at a time, suggests landscape, says when the screen will not turn, and remembers "Don\'t show this again"', async ({
    page,
  }) => {
    // Whether a screen turns is the device's answer, and headless browsers differ in it: the
    // screen (the edge of the machine) is made to refuse, as a desktop browser's does.
    await page.addInitScript(() => {
      Object.defineProperty(ScreenOrientation.prototype, 'lock', {
        value: () => Promise.reject(new DOMException('Screen orientation cannot be locked.', 'NotSupportedError')),
      });
    });
    await openReader(page);
    const alert = page.getByRole('alertdialog', { name: 'Turn your phone sideways' });

    await test.step('shows one page at a time and suggests landscape', async () => {
      await expect(book(page)).toHaveAttribute('data-layout', 'single');
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Continue Anyway' })).toBeFocused();
      await expect(alert.getByRole('checkbox', { name: "Don't show this again" })).not.toBeChecked();
    });

    await test.step('says so when the browser will not rotate the screen', async () => {
      await alert.getByRole('button', { name: 'Rotate Device' }).click();
      await expect(alert.getByRole('status')).toHaveText(/Your browser would not rotate the screen/);
      await expect(alert).toBeVisible();
    });

    await test.step('Close hides the suggestion without remembering it', async () => {
      await alert.getByRole('button', { name: 'Close' }).click();
      await expect(alert).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('magazineMobileAlertChoice'))).toBeNull();
    });

    await test.step('remembers "Don\'t show this again"', async () => {
      // The reader checks again 300 ms after the screen changes size; the page's clock lets the
      // test run past that check however slow the machine, instead of hoping 400 ms is enough.
      await page.clock.install();
      await page.reload();
      await reachForReader(page);
      await expect(alert).toBeVisible();
      await alert.getByRole('checkbox', { name: "Don't show this again" }).check();
      await alert.getByRole('button', { name: 'Continue Anyway' }).click();
      await expect(alert).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('magazineMobileAlertChoice'))).toBe('continue');
      await page.reload();
      await reachForReader(page);
      await expect(pageStatus(page)).toBeVisible();
      await expect(book(page)).toHaveAttribute('data-state', 'read');
      await expect(alert).toBeHidden();
      await page.clock.runFor(TIMINGS.orientationDelayMs + 100);
      await expect(alert).toBeHidden();
    });
  });
});

test.describe('a 120-page issue', () => {
  test('opens fetching at most 8 page images, and releases far pages', async ({ page }) => {
    const long = longIssue(await issue());
    await answerIssue(page, 200, long);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/media/issues/')) fetched.push(request.url());
    });
    await openReader(page);
    await expect(pageStatus(page)).toHaveText('Page 1 of 120');
    await expect
      .poll(() =>
        book(page)
          .getByRole('img', { name: 'The Escape, page 1 of 120' })
          .evaluate((img: HTMLImageElement) => img.complete),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.length).toBeLessThanOrEqual(8);

    await page.getByLabel('Go to page').fill('60');
    await page.getByLabel('Go to page').press('Enter');
    await expect(pageStatus(page)).toHaveText('Page 60 of 120');
    await expect(book(page)).toHaveAttribute('data-state', 'read');
    const images = book(page).locator('.stf__block img');
    await expect(images).toHaveCount(7);
    await expect(book(page).getByRole('img', { name: 'The Escape, page 1 of 120', includeHidden: true })).toHaveCount(
      0,
    );
    await expect(book(page).getByRole('img', { name: 'The Escape, page 60 of 120' })).toBeVisible();
  });
});

test('the reader loads its JavaScript on reader pages only', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/', '/magazines', '/luxury', '/blogs']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.filter((url) => /IssueReader|page-flip/.test(url))).toEqual([]);
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(E2E_API_URL)) apiRequests.push(request.url());
  });
  await openReader(page);
  expect(scripts.filter((url) => /IssueReader/.test(url))).toHaveLength(1);
  expect(scripts.filter((url) => /page-flip/.test(url))).toHaveLength(1);
  // A built issue is read from the file beside its page, not from the API.
  expect(apiRequests.filter((url) => url.includes('/issues/'))).toEqual([]);
});

/**
 * The reader under a finger, on a phone held upright: swipes turn the way the finger goes (towards
 * the left: forward), slow or quick, two fingers pinch the zoom and a double tap zooms in and back.
 * Touches are sent as the browser gets them from a touch screen (Input.dispatchTouchEvent).
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { openReader, pageStatus } from '../support/reader.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type TouchPoint = { x: number; y: number };

function touchScreen(client: CDPSession) {
  return (type: 'touchStart' | 'touchMove' | 'touchEnd', touchPoints: TouchPoint[]) =>
    client.send('Input.dispatchTouchEvent', { type, touchPoints });
}

async function openOnPhone(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('magazineMobileAlertChoice', 'continue'));
  await openReader(page, path);
  const frame = page.locator('.reader-book');
  await frame.scrollIntoViewIfNeeded();
  const box = await frame.boundingBox();
  if (!box) throw new Error('no book');
  return { box, touch: touchScreen(await page.context().newCDPSession(page)) };
}

test('a swipe towards the left turns forward and towards the right turns back, slow or quick', async ({ page }) => {
  const { box, touch } = await openOnPhone(page, '/magazines/1?page=5');
  await expect(page.locator('.reader-book')).toHaveAttribute('data-layout', 'single');
  const y = box.y + box.height / 2;
  const swipe = async (from: number, by: number, slow: boolean) => {
    const x = box.x + box.width * from;
    await touch('touchStart', [{ x, y }]);
    for (let step = 1; step <= 5; step += 1) {
      // A slow finger: each move waits for the browser, longer than a quick flick takes in all.
      if (slow) await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 80)));
      await touch('touchMove', [{ x: x + (by * step) / 5, y }]);
    }
    await touch('touchEnd', []);
  };
  const cases = [
    { from: 0.8, by: -150, slow: true, to: 6 },
    { from: 0.2, by: 150, slow: true, to: 5 },
    { from: 0.45, by: -150, slow: true, to: 6 },
    { from: 0.55, by: 150, slow: true, to: 5 },
    { from: 0.8, by: -150, slow: false, to: 6 },
    { from: 0.2, by: 150, slow: false, to: 5 },
  ];
  for (const { from, by, slow, to } of cases) {
    await swipe(from, by, slow);
    await expect(pageStatus(page)).toHaveText(new RegExp(`^Page ${to} of `));
    await expect(page.locator('.reader-book')).toHaveAttribute('data-state', 'read');
  }
});

test('two fingers pinch the zoom, and a double tap zooms in and back out', async ({ page }) => {
  const { box, touch } = await openOnPhone(page, '/magazines/1?page=3');
  const zoom = page.getByRole('status', { name: 'Zoom level' });
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await touch('touchStart', [
    { x: x - 30, y },
    { x: x + 30, y },
  ]);
  for (let step = 1; step <= 4; step += 1) {
    await touch('touchMove', [
      { x: x - 30 - step * 7.5, y },
      { x: x + 30 + step * 7.5, y },
    ]);
  }
  await touch('touchEnd', []);
  // The fingers ended twice as far apart as they began.
  await expect(zoom).toHaveText('200%');
  await expect(page.locator('.reader-book__zoom')).toHaveCSS('transform', /^matrix\(2, 0, 0, 2, /);
  await expect(pageStatus(page)).toHaveText(/^Page 3 of /);

  // Sent together: two taps make a double tap only within 300 ms, and a round trip to the browser
  // per touch can take longer than that on a busy machine.
  const doubleTap = (at: TouchPoint) =>
    Promise.all([touch('touchStart', [at]), touch('touchEnd', []), touch('touchStart', [at]), touch('touchEnd', [])]);
  await doubleTap({ x, y });
  await expect(zoom).toHaveText('100%');
  await doubleTap({ x: x + 60, y: y - 80 });
  await expect(zoom).toHaveText('200%');
  // Zoomed in on the point tapped: the page moved left and down to keep it under the finger (to
  // within a pixel: the frame's centre may fall between two).
  const matrix = await page.locator('.reader-book__zoom').evaluate((element) => getComputedStyle(element).transform);
  const [scale, , , , moveX, moveY] = (/matrix\((.+)\)/.exec(matrix)?.[1] ?? '').split(',').map(Number);
  expect(scale).toBe(2);
  expect(Math.abs((moveX ?? Number.NaN) + 60)).toBeLessThan(1);
  expect(Math.abs((moveY ?? Number.NaN) - 80)).toBeLessThan(1);
  await expect(pageStatus(page)).toHaveText(/^Page 3 of /);
});

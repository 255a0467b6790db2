import { expect, test, type Locator, type Page } from '@playwright/test';
import { NEWSLETTER_ANSWERS } from '../../contract/api-messages.ts';
import { SUBSCRIPTION_MESSAGES } from '../../src/lib/api/messages.ts';
import { VALIDATION_MESSAGES } from '../../src/lib/forms/validation.ts';
import { axeViolations } from '../support/axe.ts';
import { actAsClient, uniqueClientIp, uniqueEmail, whenReady } from '../support/clients.ts';
import { E2E_API_URL } from '../support/e2e-stack.ts';
import { holdScripts } from '../support/held-scripts.ts';

/** The sign-up on a page: the home and about slot, or the /newsletter hero. */
function signUpForm(page: Page, path: string) {
  const island = path === '/newsletter' ? page.locator('.newsletter-hero') : page.locator('[data-newsletter-slot]');
  return {
    island,
    email: island.getByRole('textbox', { name: 'Email address' }),
    submit: island.getByRole('button', { name: 'Subscribe' }),
    status: island.getByRole('status'),
  };
}

/** The sign-up requests the page sends to the API. */
function watchSignUps(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${E2E_API_URL}/emails`) && request.method() === 'POST') sent.push(request.url());
  });
  return sent;
}

/** Fills the address as a browser's autofill does: no key, pointer or focus event reaches the page. */
async function autofill(email: Locator, address: string): Promise<void> {
  await email.evaluate((input: HTMLInputElement, value) => {
    input.value = value;
  }, address);
}

async function subscribeOn(page: Page, path: string, email: string) {
  await page.goto(path);
  const form = signUpForm(page, path);
  await whenReady(form.island, form.submit);
  await form.email.fill(email);
  await form.submit.click();
  return form;
}

test.describe('newsletter sign-up', () => {
  test('on /about, an empty submit shows its message and makes no request; then an address subscribes', async ({
    page,
  }) => {
    await actAsClient(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${E2E_API_URL}/emails`)) calls.push(request.method());
    });
    await page.goto('/about');
    const form = signUpForm(page, '/about');
    await whenReady(form.island, form.submit);

    await test.step('an empty submit shows its message and makes no request', async () => {
      await form.submit.click();
      await expect(form.status).toHaveText(VALIDATION_MESSAGES.newsletterEmailRequired);
      await expect(form.status).toHaveText('Please enter your email.');
      await expect(form.email).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      expect(calls).toEqual([]);
    });

    await test.step('a new address subscribes from /about', async () => {
      await form.email.fill(uniqueEmail('reader'));
      await form.submit.click();
      await expect(form.status).toHaveText(SUBSCRIPTION_MESSAGES.subscribed);
      await expect(form.status).toHaveText('You’re subscribed successfully!');
      await expect(form.email).toHaveCount(0);
    });
  });

  test('a new address subscribes from /newsletter and sees the thank-you view; the same address again, in other letters, gets "Email already subscribed."', async ({
    page,
  }) => {
    await actAsClient(page);
    const email = uniqueEmail('twice');
    await test.step('a new address subscribes from /newsletter and sees the thank-you view', async () => {
      const form = await subscribeOn(page, '/newsletter', email);
      await expect(form.island.getByRole('heading', { name: 'Thank you for subscribing' })).toBeFocused();
      await expect(form.status).toHaveText(SUBSCRIPTION_MESSAGES.subscribedOnNewsletterPage);
      await expect(form.status).toHaveText("You're subscribed successfully!");
      await expect(form.island.getByRole('link', { name: 'Read the latest stories' })).toHaveAttribute(
        'href',
        '/blogs',
      );
      expect(await axeViolations(page)).toEqual([]);
    });
    await test.step('the same address again, in other letters, gets "Email already subscribed."', async () => {
      const again = await subscribeOn(page, '/', `  ${email.toUpperCase()} `);
      await expect(again.status).toHaveText('Email already subscribed.');
      await expect(again.email).toBeVisible();
    });
  });

  test('with the API down, the network message shows', async ({ page }) => {
    // The edge of the machine: the browser finds nothing listening for the sign-up.
    await page.route(`${E2E_API_URL}/emails`, (route) => route.abort('connectionrefused'));
    const form = await subscribeOn(page, '/newsletter', uniqueEmail('offline'));
    await expect(form.status).toHaveText(`${SUBSCRIPTION_MESSAGES.networkError} (Failed to fetch)`);
    await expect(form.submit).toBeEnabled();
  });

  test('the sixth sign-up in a minute from one client gets the rate-limit message', async ({ page, request }) => {
    const ip = uniqueClientIp();
    for (let n = 1; n <= 5; n++) {
      const answer = await request.post(`${E2E_API_URL}/emails`, {
        data: { email: uniqueEmail(`burst${n}`) },
        headers: { 'X-Forwarded-For': ip },
      });
      expect(answer.status()).toBe(201);
    }
    await actAsClient(page, ip);
    const form = await subscribeOn(page, '/', uniqueEmail('burst6'));
    await expect(form.status).toHaveText(NEWSLETTER_ANSWERS.tooMany);
    await expect(form.email).toBeVisible();
  });
});

test.describe('a submit made before the form has woken', () => {
  // The form's code is held back on the network, so every submit below lands before the island
  // wakes, however fast the machine: the window a slow phone network leaves open for seconds.
  for (const path of ['/', '/about']) {
    test(`on ${path}, an address the browser filled in and Enter at once subscribe`, async ({ page }) => {
      await actAsClient(page);
      const sent = watchSignUps(page);
      await page.goto(path);
      const form = signUpForm(page, path);
      const scripts = await holdScripts(page);
      await autofill(form.email, uniqueEmail('autofilled'));
      await form.email.press('Enter');
      await expect.poll(scripts.waiting).toBeGreaterThan(0);
      await expect(form.island.locator('astro-island')).toHaveAttribute('ssr');
      await scripts.release();
      await expect(form.status).toHaveText(SUBSCRIPTION_MESSAGES.subscribed);
      await expect(form.email).toHaveCount(0);
      expect(sent).toHaveLength(1);
    });
  }

  test('a submit the page receives before any interaction subscribes', async ({ page }) => {
    await actAsClient(page);
    const sent = watchSignUps(page);
    await page.goto('/about');
    const form = signUpForm(page, '/about');
    const scripts = await holdScripts(page);
    await autofill(form.email, uniqueEmail('dispatched'));
    await form.island.locator('form').evaluate((element: HTMLFormElement) => element.requestSubmit());
    await expect.poll(scripts.waiting).toBeGreaterThan(0);
    expect(new URL(page.url()).search).toBe('');
    await scripts.release();
    await expect(form.status).toHaveText(SUBSCRIPTION_MESSAGES.subscribed);
    expect(sent).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/about');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('the first tap on Subscribe subscribes', async ({ page }) => {
      await actAsClient(page);
      const sent = watchSignUps(page);
      await page.goto('/');
      const form = signUpForm(page, '/');
      await form.island.scrollIntoViewIfNeeded();
      const scripts = await holdScripts(page);
      await autofill(form.email, uniqueEmail('tapped'));
      const button = await form.submit.boundingBox();
      if (!button) throw new Error('the Subscribe button is not on screen');
      // A finger, not Playwright's tap(): that would wait for the button to be enabled.
      await page.touchscreen.tap(button.x + button.width / 2, button.y + button.height / 2);
      await expect.poll(scripts.waiting).toBeGreaterThan(0);
      await scripts.release();
      await expect(form.status).toHaveText(SUBSCRIPTION_MESSAGES.subscribed);
      expect(sent).toHaveLength(1);
    });
  });
});

test('the home page loads no newsletter code until a reader reaches for the form, then a new address subscribes', async ({
  page,
}) => {
  await actAsClient(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  const form = signUpForm(page, '/');
  await form.island.scrollIntoViewIfNeeded();
  const astroIsland = form.island.locator('astro-island');
  await expect(astroIsland).toHaveAttribute('ssr');
  expect(scripts.filter((url) => /Newsletter|client\./.test(url))).toEqual([]);
  await form.email.focus();
  // Astro takes the attribute off once the island has hydrated.
  await expect(astroIsland).not.toHaveAttribute('ssr');
  expect(scripts.some((url) => /Newsletter/.test(url))).toBe(true);

  await test.step('a new address subscribes from /', async () => {
    await whenReady(form.island, form.submit);
    await form.email.fill(uniqueEmail('reader'));
    await form.submit.click();
    await expect(form.status).toHaveText(SUBSCRIPTION_MESSAGES.subscribed);
    await expect(form.status).toHaveText('You’re subscribed successfully!');
    await expect(form.email).toHaveCount(0);
  });
});

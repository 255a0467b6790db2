/**
 * The content security policy (src/lib/security/csp.ts, written by Astro into every page) and the host's
 * headers (public/_headers, sent by the local static server as a host would): every built page
 * carries the policy, and the site runs under it signed out and signed in, forms sent, videos
 * played and reader pages turned, without one violation. routes.spec.ts visits every route under
 * the same watch.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext } from '@playwright/test';
import { createReader, logInThroughPage } from '../support/accounts.ts';
import { actAsClient, uniqueEmail, whenReady } from '../support/clients.ts';
import { apiGet, builtPages } from '../support/pages.ts';
import { visitWholePage, watchPolicy } from '../support/policy-watch.ts';
import { openReader } from '../support/reader.ts';

interface ListedItem {
  id: string;
  title: string;
  videoURL?: string;
}

const POLICY_META = /<meta http-equiv="content-security-policy" content="([^"]+)"/;

/** Directive name → sources, from a policy string. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The edge of the machine: this machine is offline, so the video player's origin answers here. */
async function offlineVideoPlayer(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

test.describe('the content security policy', () => {
  test('is in every built page, without unsafe-inline or unsafe-eval for scripts', () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(50);
    for (const { file, path } of pages) {
      const policy = POLICY_META.exec(readFileSync(file, 'utf8'))?.[1];
      expect(policy, path).toBeDefined();
      const parsed = directives(policy ?? '');
      expect(parsed.get('default-src'), path).toEqual(["'self'"]);
      expect(parsed.get('object-src'), path).toEqual(["'none'"]);
      expect(parsed.get('script-src'), path).toContain("'self'");
      expect(parsed.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(parsed.get('script-src'), path).not.toContain("'unsafe-eval'");
      expect(parsed.get('style-src'), path).not.toContain("'unsafe-inline'");
    }
  });

  test('comes with the security headers of public/_headers on pages, assets and the 404', async ({ request }) => {
    const home = await request.get('/');
    const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(asset).toBeDefined();
    for (const path of ['/', '/login', asset ?? '', '/no-such-page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['content-security-policy'], path).toBe("frame-ancestors 'self'");
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    }
  });

  test('blocks an injected inline script, and the violation watcher hears it', async ({ page }) => {
    const violations = await watchPolicy(page.context());
    await page.goto('/about');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran"';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toMatch(/script-src/);
    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
  });

  test('keeps the site out of other pages’ frames', async ({ page, baseURL }) => {
    const framed = page.waitForResponse((response) => new URL(response.url()).pathname === '/contact');
    await page.setContent(`<iframe src="${baseURL}/contact"></iframe>`);
    expect((await framed).headers()['content-security-policy']).toBe("frame-ancestors 'self'");
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  });
});

test.describe('runs without a violation', () => {
  test('a blog and a vlog, with its video played', async ({ page, context }) => {
    const violations = await watchPolicy(context);
    await offlineVideoPlayer(context);
    const [blog] = await apiGet<ListedItem[]>('/blogs');
    const vlog = (await apiGet<ListedItem[]>('/vlogs')).find((item) => item.videoURL);
    await page.goto(`/blogs/${blog?.id}`);
    await visitWholePage(page);
    await page.goto(`/vlogs/${vlog?.id}`);
    await visitWholePage(page);
    await page.getByRole('button', { name: /^Play video/ }).click();
    await expect(page.locator('[data-video] iframe')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('the issue reader, with pages turned', async ({ page }) => {
    const violations = await watchPolicy(page.context());
    await openReader(page);
    const book = page.locator('[data-state]').first();
    for (let turn = 0; turn < 3; turn += 1) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(book).toHaveAttribute('data-state', 'read');
    }
    await page.keyboard.press('ArrowLeft');
    await expect(book).toHaveAttribute('data-state', 'read');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('a real sign-in against the emulator, then the profile and collections', async ({ page }) => {
    const violations = await watchPolicy(page.context());
    const reader = await createReader('Policy Reader');
    await logInThroughPage(page, reader);
    await visitWholePage(page);
    await page.goto('/profile');
    await expect(page.getByLabel('Email')).toHaveValue(reader.email);
    await visitWholePage(page);
    await page.goto('/collections');
    await visitWholePage(page);
    expect(violations).toEqual([]);
  });

  test('the contact form sends a message', async ({ page }) => {
    const violations = await watchPolicy(page.context());
    await actAsClient(page);
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeEnabled();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ama Perera');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('policy'));
    await page.getByRole('textbox', { name: 'Message' }).fill('Is the policy strict enough?');
    await send.click();
    await expect(page.getByRole('button', { name: 'Send Another Message' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the newsletter sign-up subscribes', async ({ page }) => {
    const violations = await watchPolicy(page.context());
    await actAsClient(page);
    await page.goto('/newsletter');
    const island = page.locator('.newsletter-hero');
    const submit = island.getByRole('button', { name: 'Subscribe' });
    await whenReady(island, submit);
    await island.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('policy'));
    await submit.click();
    await expect(island.getByRole('status')).not.toBeEmpty();
    expect(violations).toEqual([]);
  });
});

/**
 * The desk case of `npm run bench:publish`: seconds from an editor pressing Publish now on the desk
 * (real Chromium, signed in through the stack's auth emulator as an account with the editor claim)
 * to the new page being served. The draft is made through the API beforehand, so only the press
 * and what follows it are timed: the desk's save, the rebuild and the switch to the new build.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { ensureChromium } from '../stack/chromium.ts';

const POLL_MS = 100;
const TIMEOUT_MS = 600_000;

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

export interface DeskSession {
  page: Page;
  close(): Promise<void>;
}

/** Chromium signed in to the desk as `editor`, on the library. */
export async function openDeskAsEditor(
  siteUrl: string,
  editor: { email: string; password: string },
): Promise<DeskSession> {
  const browser: Browser = await chromium.launch({
    executablePath: await ensureChromium('browser'),
    args: ['--disable-gpu', '--no-sandbox'],
  });
  const page = await browser.newPage({ baseURL: siteUrl });
  page.setDefaultTimeout(TIMEOUT_MS);
  await page.goto('/desk');
  await page.getByLabel('Email').fill(editor.email);
  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Library' }).waitFor();
  return { page, close: () => browser.close() };
}

/** Makes a draft through the API, opens it on the desk, presses Publish now and waits for its page. */
export async function publishFromDesk(
  { page }: DeskSession,
  api: { url: string; editorToken: string },
  siteUrl: string,
  label: string,
): Promise<number> {
  const id = `bench-desk-${label}-${Date.now().toString(36)}`;
  const title = `Pressed on the Desk ${id}`;
  const response = await fetch(`${api.url}/admin/blogs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.editorToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      id,
      title,
      category: 'travel',
      excerpt: 'A story published from the desk to time the way to the reader.',
      description: ['A paragraph written on the desk.'],
      status: 'draft',
    }),
  });
  if (response.status !== 201) throw new Error(`The draft answered ${response.status}: ${await response.text()}`);
  await page.goto(`/desk#/edit/blog/${id}`);
  const publish = page.getByRole('button', { name: 'Publish now' });
  await page.getByLabel('Title').waitFor();
  if ((await page.getByLabel('Title').inputValue()) !== title) throw new Error(`The desk did not open ${id}`);

  const started = performance.now();
  await publish.click();
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const served = await fetch(`${siteUrl}/blogs/${id}`);
    const html = await served.text();
    if (served.status === 200 && html.includes(title)) break;
    if (Date.now() > deadline) throw new Error(`${title} was not served within ${TIMEOUT_MS / 1000} s`);
    await sleep(POLL_MS);
  }
  return (performance.now() - started) / 1000;
}

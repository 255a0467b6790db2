/**
 * The desk specs' shared parts: an editor signed in once per worker (its Firebase session, kept in
 * IndexedDB, handed to each test's context), items written straight through the editor routes, and
 * real image files to upload.
 */
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_API_URL, E2E_EDITOR, E2E_EDITOR_TOKEN, E2E_SITE_URL } from './e2e-stack.ts';

export async function signInToDesk(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/desk');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const test = base.extend<{ editorPage: Page }, { editorState: string }>({
  editorState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: E2E_SITE_URL });
      const page = await context.newPage();
      await signInToDesk(page, E2E_EDITOR);
      await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
      const file = join(workerInfo.project.outputDir, `desk-editor-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file, indexedDB: true });
      await context.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
  editorPage: async ({ browser, editorState }, use) => {
    const context = await browser.newContext({ baseURL: E2E_SITE_URL, storageState: editorState });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect };

/** A write through the editor routes with the stack's editor token, as a second editor would. */
export async function adminWrite(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<{ id: string; version: number }> {
  const response = await fetch(`${E2E_API_URL}/admin${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E_EDITOR_TOKEN}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { id: string; version: number };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

export async function adminRead<T>(path: string): Promise<T> {
  const response = await fetch(`${E2E_API_URL}/admin${path}`, {
    headers: { Authorization: `Bearer ${E2E_EDITOR_TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Runs the API's schedule as of `asOf` (the local stack's test-only route): what is due by then goes
 * live now, as the scheduler's timer would at that time. Answers what was published.
 */
export async function runScheduleAsOf(asOf: string): Promise<{ kind: string; id: string }[]> {
  const response = await fetch(`${E2E_API_URL}/admin/schedule/run`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E_EDITOR_TOKEN}` },
    body: JSON.stringify({ asOf }),
  });
  if (!response.ok) throw new Error(`POST /admin/schedule/run: ${response.status}`);
  return ((await response.json()) as { published: { kind: string; id: string }[] }).published;
}

/** A draft blog made through the API, for specs that start from an existing item. */
export function draftBlog(title: string): Promise<{ id: string; version: number }> {
  return adminWrite('POST', '/blogs', {
    title,
    category: 'travel',
    excerpt: 'A draft for the desk specs.',
    description: ['The first paragraph.'],
    status: 'draft',
  });
}

/** A real PNG of one colour, as a file chooser hands it over. */
export async function pngFile(
  name: string,
  colour: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

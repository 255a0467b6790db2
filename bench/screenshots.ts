/**
 * Pictures of the running site for the docs: home, the newest article and the newest issue in the
 * reader, each at a phone and a desktop size, saved as palette PNGs small enough to keep in git.
 * `scripts/screenshots.ts` starts the stack and hands it here.
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { STORAGE_KEYS } from '../src/config/accounts.ts';
import { ensureChromium } from '../stack/chromium.ts';

export interface Viewport {
  name: string;
  width: number;
  height: number;
}

export const VIEWPORTS: readonly Viewport[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

/** Reads the API of the running stack, to name pages after the seeded content. */
export type ApiGet = (path: string) => Promise<unknown>;

export interface Shot {
  name: string;
  path: (api: ApiGet) => Promise<string>;
  /** A selector present once the page has drawn what the picture is of. */
  ready?: string;
  /** What a reader points at first, to wake the part the picture is of (the reader's code loads then). */
  reach?: string;
  /** Signed in first as an editor (the editors' desk), through the page's own sign-in form. */
  asEditor?: boolean;
}

/** The account the desk's picture is taken as: one with the editor claim in the stack's auth emulator. */
export interface Editor {
  email: string;
  password: string;
}

async function firstId(api: ApiGet, listPath: string): Promise<string> {
  const list = (await api(listPath)) as { id: string }[];
  const first = list[0];
  if (!first) throw new Error(`The API's ${listPath} list is empty: nothing to photograph`);
  return first.id;
}

export const SHOTS: readonly Shot[] = [
  { name: 'home', path: async () => '/' },
  { name: 'article', path: async (api) => `/blogs/${await firstId(api, '/blogs')}` },
  {
    name: 'reader',
    path: async (api) => `/magazines/${await firstId(api, '/issues')}`,
    ready: '[data-state="read"]',
    reach: '.issue-fallback img',
  },
  { name: 'desk', path: async () => '/desk', asEditor: true, ready: '.desk-library__entry' },
];

export const shotFileName = (shot: Pick<Shot, 'name'>, viewport: Pick<Viewport, 'name'>): string =>
  `${shot.name}-${viewport.name}.png`;

/** How long a page may take to draw on a busy machine before the picture is taken anyway. */
const READY_TIMEOUT_MS = 60_000;

async function settle(page: Page, shot: Shot): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (shot.reach) await page.locator(shot.reach).first().hover();
  if (shot.ready) await page.waitForSelector(shot.ready, { timeout: READY_TIMEOUT_MS });
  // The pictures in sight must have arrived; lazy or hidden ones (other carousel slides) do not count.
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          const inSight = box.bottom > 0 && box.top < innerHeight && box.width > 0;
          return inSight && image.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        })
        .every((image) => image.complete),
    undefined,
    { timeout: READY_TIMEOUT_MS },
  );
}

async function signInAsEditor(page: Page, editor: Editor | undefined): Promise<void> {
  if (!editor) throw new Error('The desk is photographed signed in: give takeScreenshots an editor account');
  await page.getByLabel('Email').fill(editor.email);
  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Takes every shot at every viewport from `siteUrl`, writes them to `outDir`, returns the files and sizes. */
export async function takeScreenshots(
  siteUrl: string,
  api: ApiGet,
  outDir: string,
  editor?: Editor,
): Promise<{ file: string; bytes: number }[]> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: await ensureChromium('browser') });
  const written: { file: string; bytes: number }[] = [];
  try {
    for (const shot of SHOTS) {
      const path = await shot.path(api);
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce',
        });
        // The reader's "turn to landscape" advice would cover the phone picture.
        await context.addInitScript((key) => localStorage.setItem(key, 'continue'), STORAGE_KEYS.mobileAlertChoice);
        const page = await context.newPage();
        // As from a reader's second page on: the typefaces are `font-display: optional`, so a face
        // that arrives after the first paint of a visit's first page leaves that page in the fallback.
        await page.goto(`${siteUrl}${path}`);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.goto(`${siteUrl}${path}`);
        if (shot.asEditor) await signInAsEditor(page, editor);
        await settle(page, shot);
        const raw = await page.screenshot();
        await context.close();
        const file = join(outDir, shotFileName(shot, viewport));
        await sharp(raw).png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 }).toFile(file);
        written.push({ file, bytes: statSync(file).size });
      }
    }
  } finally {
    await browser.close();
  }
  return written;
}

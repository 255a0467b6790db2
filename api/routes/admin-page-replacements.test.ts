/**
 * A page of an issue drawn anew from a print PDF made by pdfkit here, sent as multipart through the
 * app, drawn by the real replacement process, on a real SQLite magazine.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_FAILURES, IMPORT_UPLOAD_MESSAGES } from '../../contract/issue-import.ts';
import { PAGE_REPLACEMENT_MESSAGES, pageReplacementSchema } from '../../contract/page-replacement.ts';
import { createApp } from '../app.ts';
import { defaultImportsDir } from '../issue-import/issue-imports.ts';
import { printIssuePdf, type PrintedPage } from '../seed/issue-pdf.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { multipartBody } from '../../tests/support/uploads.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
/** The page is drawn in a process of its own at a lower priority: a busy machine takes its time. */
const DRAW_WAIT_MS = 120_000;
let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings: { editorToken: TOKEN } });
});

afterEach(() => magazine.cleanup());

const auth = { Authorization: `Bearer ${TOKEN}` };

/** A draft issue of three pages (pictures only), as the desk makes one. */
async function issue(): Promise<string> {
  const response = await app.request('/api/admin/issues', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Hill country',
      description: '',
      status: 'draft',
      pages: ['/media/a.webp', '/media/b.webp', '/media/c.webp'],
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function replace(path: string, bytes: Uint8Array, name = 'advert.pdf') {
  const { body, contentType } = await multipartBody([{ bytes, name, type: 'application/pdf' }]);
  const response = await app.request(path, { method: 'POST', headers: { ...auth, 'Content-Type': contentType }, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ADVERT: PrintedPage[] = [
  { headline: 'Old advert', body: ['Last season’s offer.'] },
  {
    headline: 'Corrected advert',
    body: ['The villa opens in March.'],
    links: [
      { label: 'Book the villa', to: 'https://example.com/villa' },
      { label: 'See page one', to: 1 },
    ],
  },
];

describe('POST /api/admin/issues/:id/pages/:n/replacement', { timeout: DRAW_WAIT_MS + 30_000 }, () => {
  it('draws the chosen page of a PDF with its words and address links, and logs it', async () => {
    const id = await issue();
    const sent = await replace(`/api/admin/issues/${id}/pages/2/replacement?pdfPage=2`, await printIssuePdf(ADVERT));
    expect(sent.status).toBe(201);
    const page = pageReplacementSchema.parse(sent.body);
    expect(page.text?.headline).toBe('Corrected advert');
    expect(page.text?.body[0]).toBe('The villa opens in March.');
    // A link to a page of the advert's own file means nothing in the issue.
    expect(page.links.map((link) => link.href)).toEqual(['https://example.com/villa']);
    expect(page.pdfPageCount).toBe(2);
    expect((await app.request(page.image)).status).toBe(200);
    expect(page.image).toMatch(/^\/media\/imports\/replacements\/[0-9a-f-]+\/page-002-1000x1300\.webp$/);

    // The issue itself changes when the desk saves it with the new page in place.
    const stored = await app.request(`/api/admin/issues/${id}`, { headers: auth });
    expect(((await stored.json()) as { pages: string[] }).pages[1]).toBe('/media/b.webp');
    const log = await app.request('/api/admin/log', { headers: auth });
    const entries = ((await log.json()) as { entries: { action: string; before: unknown; after: unknown }[] }).entries;
    expect(entries.find((entry) => entry.action === 'replace-page')).toMatchObject({
      before: { page: 2, image: '/media/b.webp' },
      after: { page: 2, image: page.image, fileName: 'advert.pdf', pdfPage: 2 },
    });
    await expect.poll(() => readdirSync(defaultImportsDir(magazine.mediaDir))).toEqual([]);
  });

  it('names a page the PDF does not have, and keeps no picture of it', async () => {
    const id = await issue();
    const sent = await replace(`/api/admin/issues/${id}/pages/1/replacement?pdfPage=3`, await printIssuePdf(ADVERT));
    expect(sent).toEqual({ status: 400, body: { error: PAGE_REPLACEMENT_MESSAGES.noSuchPdfPage(2) } });
    const replacements = join(magazine.mediaDir, 'imports', 'replacements');
    expect(existsSync(replacements) ? readdirSync(replacements) : []).toEqual([]);
  });

  it('refuses a protected PDF, a file that is not a PDF, and pages or issues that are not there', async () => {
    const id = await issue();
    const path = `/api/admin/issues/${id}/pages/1/replacement`;
    expect(await replace(path, await printIssuePdf(ADVERT, { password: 'secret' }))).toEqual({
      status: 400,
      body: { error: IMPORT_FAILURES.protected },
    });
    const notes = new TextEncoder().encode('Just some notes, not a PDF at all.'.repeat(50));
    expect(await replace(path, notes)).toEqual({ status: 415, body: { error: IMPORT_UPLOAD_MESSAGES.notPdf } });
    const pdf = await printIssuePdf(ADVERT.slice(0, 1));
    expect(await replace(`/api/admin/issues/${id}/pages/4/replacement`, pdf)).toEqual({
      status: 400,
      body: { error: PAGE_REPLACEMENT_MESSAGES.noSuchIssuePage(3) },
    });
    expect(await replace(`${path}?pdfPage=first`, pdf)).toEqual({
      status: 400,
      body: { error: PAGE_REPLACEMENT_MESSAGES.badPdfPage },
    });
    expect((await replace('/api/admin/issues/999/pages/1/replacement', pdf)).status).toBe(404);
    expect((await app.request(path, { method: 'GET', headers: auth })).status).toBe(405);
  });

  it('is for editors only', async () => {
    const response = await app.request('/api/admin/issues/1/pages/1/replacement', { method: 'POST', body: 'x' });
    expect(response.status).toBe(401);
  });
});

/**
 * Print PDFs made by pdfkit here, sent as multipart through the app, imported by the real import
 * process, and read back as a draft issue from the desk's reads.
 */
import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IMPORT_FAILURES,
  IMPORT_UPLOAD_MESSAGES,
  importJobSchema,
  PDF_IMPORT_LIMITS,
} from '../../contract/issue-import.ts';
import { createApp } from '../app.ts';
import { defaultImportsDir } from '../issue-import/issue-imports.ts';
import { printIssuePdf, type PrintedPage } from '../seed/issue-pdf.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { multipartBody } from '../../tests/support/uploads.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
/** The import runs in a process of its own at a lower priority: minutes on a busy machine, not seconds. */
const IMPORT_WAIT_MS = 240_000;
let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings: { editorToken: TOKEN } });
});

afterEach(() => magazine.cleanup());

const auth = { Authorization: `Bearer ${TOKEN}` };

async function send(bytes: Uint8Array, name = 'march-2026.pdf') {
  const { body, contentType } = await multipartBody([{ bytes, name, type: 'application/pdf' }]);
  const response = await app.request('/api/admin/issue-imports', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function job(id: unknown) {
  const response = await app.request(`/api/admin/issue-imports/${String(id)}`, { headers: auth });
  return importJobSchema.parse(await response.json());
}

const PAGES: PrintedPage[] = [
  { headline: 'The Tea Country', body: ['Mist on the estates.'], links: [{ label: 'To the gems', to: 2 }] },
  { headline: 'Gems of Ratnapura', body: ['Sapphires washed by hand.'] },
];

describe('POST /api/admin/issue-imports', { timeout: IMPORT_WAIT_MS + 30_000 }, () => {
  it('imports a PDF into a draft issue with its pages, words, links and contents, and knows the file again', async () => {
    const pdf = await printIssuePdf(PAGES, { title: 'March 2026' });
    const sent = await send(pdf);
    expect(sent.status).toBe(202);
    const started = importJobSchema.parse(sent.body);
    expect(started).toMatchObject({ fileName: 'march-2026.pdf', fileBytes: pdf.length, state: 'waiting' });

    await expect.poll(async () => (await job(started.id)).state, { timeout: IMPORT_WAIT_MS }).toBe('done');
    const done = await job(started.id);
    expect(done).toMatchObject({ pageCount: 2, pagesDone: 2, failedPages: [], title: 'March 2026' });

    const issue = await app.request(`/api/admin/issues/${String(done.issueId)}`, { headers: auth });
    expect(issue.status).toBe(200);
    const draft = (await issue.json()) as Record<string, unknown>;
    expect(draft).toMatchObject({ title: 'March 2026', status: 'draft' });
    expect((draft.pageTexts as { headline: string }[]).map((text) => text.headline)).toEqual([
      'The Tea Country',
      'Gems of Ratnapura',
    ]);
    expect(draft.pageLinks).toEqual([[expect.objectContaining({ label: 'To the gems', page: 2 })], []]);
    expect(draft.contents).toEqual([
      { title: 'The Tea Country', page: 1, depth: 0 },
      { title: 'Gems of Ratnapura', page: 2, depth: 0 },
    ]);
    const pages = draft.pages as string[];
    for (const page of pages) expect((await app.request(page)).status).toBe(200);

    const again = await send(pdf, 'march-2026 (1).pdf');
    expect(again.status).toBe(200);
    expect(importJobSchema.parse(again.body)).toMatchObject({ id: started.id, duplicate: true, issueId: done.issueId });

    const log = await app.request('/api/admin/log', { headers: auth });
    const entries = ((await log.json()) as { entries: { action: string; after: unknown }[] }).entries;
    expect(entries.find((entry) => entry.action === 'import')?.after).toMatchObject({
      fileName: 'march-2026.pdf',
      pageCount: 2,
    });
  });

  it('names a protected PDF in the job, and makes no issue', async () => {
    const sent = await send(await printIssuePdf(PAGES, { password: 'secret' }));
    const { id } = importJobSchema.parse(sent.body);
    await expect.poll(async () => (await job(id)).state, { timeout: IMPORT_WAIT_MS }).toBe('failed');
    expect(await job(id)).toMatchObject({ failure: 'protected', message: IMPORT_FAILURES.protected });
    const library = await app.request('/api/admin/library', { headers: auth });
    expect(JSON.stringify(await library.json())).not.toContain('"kind":"issue"');
  });

  it('refuses a file that is not a PDF, a body too large and a cut-off body, and keeps no file of them', async () => {
    const notPdf = await send(new TextEncoder().encode('Just some notes, not a PDF at all.'.repeat(50)), 'notes.pdf');
    expect(notPdf).toEqual({ status: 415, body: { error: IMPORT_UPLOAD_MESSAGES.notPdf } });

    const tooLarge = await app.request('/api/admin/issue-imports', {
      method: 'POST',
      headers: {
        ...auth,
        'Content-Type': 'multipart/form-data; boundary=zz',
        'Content-Length': String(PDF_IMPORT_LIMITS.bytes + 1024 * 1024),
      },
      body: '--zz--',
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: IMPORT_UPLOAD_MESSAGES.tooLarge });

    const cut = await app.request('/api/admin/issue-imports', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'multipart/form-data; boundary=zz' },
      body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 abc',
    });
    expect(cut.status).toBe(400);
    expect((await app.request('/api/health')).status).toBe(200);

    await expect.poll(() => readdirSync(defaultImportsDir(magazine.mediaDir))).toEqual([]);
  });

  it('is for editors only', async () => {
    const response = await app.request('/api/admin/issue-imports', { method: 'POST', body: 'x' });
    expect(response.status).toBe(401);
  });
});

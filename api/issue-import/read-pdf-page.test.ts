import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageLinkSchema } from '../../contract/issue-links.ts';
import { printIssuePdf, type PrintedPage, type PrintOptions } from '../seed/issue-pdf.ts';
import { outlineContents } from './issue-contents.ts';
import { IMPORTED_PAGE_SIZES, importedPageName } from './import-media.ts';
import { importPages, type ImportedPage } from './import-pages.ts';
import { closePdf, documentTitle, openPdf, PdfOpenError } from './pdf-document.ts';
import { drawPage, readPageContent } from './read-pdf-page.ts';
import { HEBREW_FONT } from '../../tests/support/print-fonts.ts';

const folder = mkdtempSync(join(tmpdir(), 'read-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let written = 0;
async function pdfFile(pages: PrintedPage[], options: PrintOptions = {}, cut?: number): Promise<string> {
  const bytes = await printIssuePdf(pages, options);
  written += 1;
  const file = join(folder, `${written}.pdf`);
  writeFileSync(file, cut === undefined ? bytes : bytes.subarray(0, Math.floor(bytes.length * cut)));
  return file;
}

const STORY: PrintedPage = {
  headline: 'The Tea Country',
  standfirst: 'Up where the mist sits on the estates of Nuwara Eliya.',
  body: ['The estates climb the hills above the town, row on row of clipped green.'],
  links: [
    { label: 'Read the gems story', to: 2 },
    { label: 'Visit the estate', to: 'https://example.com/estate' },
    { label: 'Run a script', to: 'javascript:alert(1)' },
  ],
  bookmark: 'Tea country',
};
const COLUMNS: PrintedPage = {
  headline: 'Gems of Ratnapura',
  body: [
    'Sapphires are washed from the river gravels by hand.',
    'Padparadscha is the rarest of them.',
    'The second column begins with the gem pits.',
    'It ends at the market in the town.',
  ],
  columns: 2,
  rtlLine: 'שלום עולם',
  bookmark: 'Gems',
};

describe('reading a print PDF', () => {
  it('reads each page’s words, links and the outline, and the title from the metadata', async () => {
    const document = await openPdf(
      await pdfFile([STORY, COLUMNS, { picture: '#2a6f5f' }], { title: 'March 2026', rtlFont: HEBREW_FONT }),
    );
    expect(await documentTitle(document)).toBe('March 2026');
    expect(await outlineContents(document)).toEqual([
      { title: 'Tea country', page: 1, depth: 0 },
      { title: 'Gems', page: 2, depth: 0 },
    ]);

    const first = await readPageContent(document, await document.getPage(1));
    expect(first.text).toMatchObject({
      headline: 'The Tea Country',
      standfirst: 'Up where the mist sits on the estates of Nuwara Eliya.',
    });
    expect(first.text?.body[0]).toBe('The estates climb the hills above the town, row on row of clipped green.');
    expect(first.links.map(({ label, page, href }) => ({ label, page, href }))).toEqual([
      { label: 'Read the gems story', page: 2, href: undefined },
      { label: 'Visit the estate', page: undefined, href: 'https://example.com/estate' },
    ]);
    for (const link of first.links) {
      expect(pageLinkSchema.safeParse(link).success).toBe(true);
      expect(link.x + link.width).toBeLessThanOrEqual(1);
    }

    const second = await readPageContent(document, await document.getPage(2));
    expect(second.text?.headline).toBe('Gems of Ratnapura');
    expect(second.text?.body).toEqual([
      'Sapphires are washed from the river gravels by hand.',
      'Padparadscha is the rarest of them.',
      'The second column begins with the gem pits.',
      'It ends at the market in the town.',
      'שלום עולם',
    ]);

    const picture = await readPageContent(document, await document.getPage(3));
    expect(picture).toEqual({ text: null, headed: false, links: [] });
    await closePdf(document);
  });

  it('draws a page as large as fits the box, and a page of absurd size no larger', async () => {
    const document = await openPdf(await pdfFile([STORY, { ...STORY, size: [14_400, 14_400] }]));
    const normal = await drawPage(await document.getPage(1), { width: 1000, height: 1300 });
    expect(normal.height).toBe(1294);
    expect(normal.width).toBe(1000);
    const huge = await drawPage(await document.getPage(2), { width: 1000, height: 1300 });
    expect([huge.width, huge.height]).toEqual([1000, 1000]);
    expect(huge.pixels.length).toBe(1000 * 1000 * 4);
    await closePdf(document);
  });

  it('imports only the pages of a file that carries a script, an attachment and a form', async () => {
    const extras = {
      script: 'app.alert("opened")',
      attachment: { name: 'payload.exe', data: Buffer.from('MZ not a program') },
      field: 'Your name',
    };
    const file = await pdfFile([STORY, COLUMNS], { extras });
    const document = await openPdf(file);
    // The file really carries them: pdf.js sees each, and the import must leave each alone.
    expect([...((await document.getAttachments()) ?? new Map()).keys()]).toEqual(['payload.exe']);
    expect((await document.getJSActions())?.get('OpenAction')).toEqual([extras.script]);
    expect([...((await document.getFieldObjects()) ?? new Map()).keys()]).toEqual([extras.field]);
    const mediaDir = join(folder, 'extras-media');
    const pages: ImportedPage[] = [];
    await importPages(document, { mediaDir, folder: ['imports', '1'], fromPage: 1 }, (page) => {
      pages.push(page);
    });
    await closePdf(document);
    expect(pages.map((page) => page.failure)).toEqual([undefined, undefined]);
    expect(pages[0]?.text?.headline).toBe(STORY.headline);
    const everything = JSON.stringify(pages);
    expect(everything).not.toContain('app.alert');
    expect(everything).not.toContain('payload');
    const written = readdirSync(join(mediaDir, 'imports', '1'), { recursive: true })
      .map(String)
      .filter((name) => name.includes('.'));
    expect(written.sort()).toEqual(
      [1, 2].flatMap((page) => IMPORTED_PAGE_SIZES.map((size) => importedPageName(page, size))).sort(),
    );
  });

  it('names a protected file and a file that is not a PDF', async () => {
    const protectedFile = await pdfFile([STORY], { password: 'secret' });
    await expect(openPdf(protectedFile)).rejects.toMatchObject({ failure: 'protected' });
    const notPdf = join(folder, 'notes.pdf');
    writeFileSync(notPdf, 'These are notes, not a PDF.');
    const error = await openPdf(notPdf).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfOpenError);
    expect(error).toMatchObject({ failure: 'damaged' });
  });
});

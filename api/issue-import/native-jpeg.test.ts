import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { printIssuePdf, type PrintedPage } from '../seed/issue-pdf.ts';
import { NativeJpegDecoder } from './native-jpeg.ts';
import { closePdf, openPdf } from './pdf-document.ts';
import { drawPage } from './read-pdf-page.ts';

const folder = mkdtempSync(join(tmpdir(), 'native-jpeg-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A photograph of one colour, as a JPEG in RGB or in grey. */
function photograph(colour: { r: number; g: number; b: number }, grey = false): Promise<Buffer> {
  const picture = sharp({ create: { width: 600, height: 780, channels: 3, background: colour } });
  return (grey ? picture.toColourspace('b-w') : picture).jpeg({ quality: 95 }).toBuffer();
}

/** The colour at the centre of page 1 of a PDF whose one page is `page`, drawn 200 by 260. */
async function centreOf(page: PrintedPage): Promise<number[]> {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, await printIssuePdf([page]));
  const document = await openPdf(file);
  try {
    const drawn = await drawPage(await document.getPage(1), { width: 200, height: 260 });
    const at = (Math.floor(drawn.height / 2) * drawn.width + Math.floor(drawn.width / 2)) * 4;
    return [...drawn.pixels.subarray(at, at + 3)];
  } finally {
    await closePdf(document);
  }
}

const near = (actual: number[], expected: number[]) =>
  actual.forEach((value, channel) => expect(Math.abs(value - expected[channel]!)).toBeLessThanOrEqual(6));

describe('photographs decoded by native code', () => {
  it('draws a page over an RGB photograph in its colours, the JPEG decoded natively', async () => {
    const decode = vi.spyOn(NativeJpegDecoder.prototype, 'decode');
    const centre = await centreOf({ photo: await photograph({ r: 200, g: 40, b: 60 }) });
    expect(decode).toHaveBeenCalled();
    decode.mockRestore();
    near(centre, [200, 40, 60]);
  });

  it('leaves a photograph pdf.js does not hand over (grey) to pdf.js, drawn as before', async () => {
    const decode = vi.spyOn(NativeJpegDecoder.prototype, 'decode');
    const centre = await centreOf({ photo: await photograph({ r: 90, g: 90, b: 90 }, true) });
    expect(decode).not.toHaveBeenCalled();
    decode.mockRestore();
    near(centre, [90, 90, 90]);
  });

  it('lets a decoded photograph’s pixels go when pdf.js closes it', async () => {
    const data = new Uint8Array(await photograph({ r: 10, g: 10, b: 10 }));
    const { image } = await new NativeJpegDecoder({ data, type: 'image/jpeg' }).decode();
    expect([image.width, image.height]).toEqual([600, 780]);
    image.close();
    expect([image.width, image.height]).toEqual([0, 0]);
  });

  it('draws the same photograph on two pages of one file', async () => {
    const photo = await photograph({ r: 30, g: 120, b: 200 });
    const file = join(folder, 'twice.pdf');
    writeFileSync(file, await printIssuePdf([{ photo }, { photo }]));
    const document = await openPdf(file);
    try {
      for (const number of [1, 2]) {
        const drawn = await drawPage(await document.getPage(number), { width: 200, height: 260 });
        const at = (130 * drawn.width + 100) * 4;
        near([...drawn.pixels.subarray(at, at + 3)], [30, 120, 200]);
      }
    } finally {
      await closePdf(document);
    }
  });
});

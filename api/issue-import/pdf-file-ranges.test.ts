import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfFileRanges } from './pdf-file-ranges.ts';

const folder = mkdtempSync(join(tmpdir(), 'pdf-ranges-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const openFiles = (): number => readdirSync('/proc/self/fd').length;

/** Asks the transport for a range as pdf.js does and answers what it handed over. */
function requested(
  ranges: Awaited<ReturnType<typeof pdfFileRanges>>,
  begin: number,
  end: number,
): Promise<{ begin: number; chunk: Uint8Array }> {
  return new Promise((resolve) => {
    ranges.transport.transportReady((args: { begin: number; chunk: Uint8Array }) => resolve(args));
    ranges.transport.requestDataRange(begin, end);
  });
}

describe('a PDF handed to pdf.js a range at a time', () => {
  const bytes = Uint8Array.from({ length: 300_000 }, (_, index) => index % 251);
  const file = join(folder, 'file.pdf');
  writeFileSync(file, bytes);

  it('states the file length and hands over each range whole, in one piece, cut at the end of the file', async () => {
    const ranges = await pdfFileRanges(file, () => undefined);
    expect(ranges.transport.length).toBe(bytes.length);
    const middle = await requested(ranges, 65_536, 131_072);
    expect(middle.begin).toBe(65_536);
    expect([...middle.chunk]).toEqual([...bytes.subarray(65_536, 131_072)]);
    const last = await requested(ranges, 262_144, 327_680);
    expect(last.chunk.length).toBe(bytes.length - 262_144);
    await ranges.close();
  });

  it('says when a range cannot be read, and lets the file go when closed', async () => {
    const before = openFiles();
    let failure: unknown;
    const ranges = await pdfFileRanges(file, (error) => (failure = error));
    expect(openFiles()).toBe(before + 1);
    await ranges.close();
    expect(openFiles()).toBe(before);
    ranges.transport.requestDataRange(0, 1024);
    await expect.poll(() => failure).toBeInstanceOf(Error);
  });
});

/**
 * A PDF on disk handed to pdf.js a range at a time, each range read in one piece when pdf.js asks
 * for it. pdf.js's own file reader read the whole file as it opened it (a 167 MB issue was all in
 * memory before its first page was drawn), and its range reader handed a range over in 64 KB
 * pieces, a trip through the event loop each.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';

class FileRanges extends PDFDataRangeTransport {
  readonly #handle: FileHandle;
  readonly #failed: (error: unknown) => void;

  constructor(handle: FileHandle, length: number, failed: (error: unknown) => void) {
    super(length, null);
    this.#handle = handle;
    this.#failed = failed;
  }

  override requestDataRange(begin: number, end: number): void {
    void this.#read(begin, Math.min(end, this.length)).then(
      (bytes) => this.onDataRange(begin, bytes),
      (error: unknown) => this.#failed(error),
    );
  }

  async #read(begin: number, end: number): Promise<Uint8Array> {
    const bytes = new Uint8Array(end - begin);
    let filled = 0;
    while (filled < bytes.length) {
      const { bytesRead } = await this.#handle.read(bytes, filled, bytes.length - filled, begin + filled);
      if (bytesRead === 0) throw new Error(`The PDF ended at byte ${begin + filled} of ${this.length}`);
      filled += bytesRead;
    }
    return bytes;
  }
}

export interface PdfFileRanges {
  transport: PDFDataRangeTransport;
  close(): Promise<void>;
}

/** Opens `file` for pdf.js; a read that fails calls `failed`. */
export async function pdfFileRanges(file: string, failed: (error: unknown) => void): Promise<PdfFileRanges> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    return { transport: new FileRanges(handle, size, failed), close: () => handle.close() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

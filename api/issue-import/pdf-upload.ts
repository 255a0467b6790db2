/**
 * A print PDF sent to the desk as multipart (one field `file`), streamed to a file as it arrives and
 * hashed on the way, so even a 300 MB issue is never held in memory. The first bytes must say PDF;
 * a file past the limit stops the reading at once and leaves nothing behind. Every stream has an
 * error listener: a body cut off mid-file is a refusal, never the end of the API's process.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { IMPORT_UPLOAD_MESSAGES, PDF_IMPORT_LIMITS } from '../../contract/issue-import.ts';

/** Room for the multipart boundary and headers around the file. */
const ENVELOPE_BYTES = 64 * 1024;
/** A PDF says so in its first kilobyte (`%PDF-`), after whatever a writer put before it. */
const SIGNATURE = Buffer.from('%PDF-');
const SIGNATURE_WITHIN = 1024;

export type PdfUploadRead =
  | { ok: true; file: string; fileName: string; bytes: number; sha256: string }
  | { ok: false; status: 400 | 413 | 415; error: string };

const MALFORMED = 'The upload is not a well-formed multipart body';

/** The file's own name, without any folders a browser or script sent with it. */
const uploadName = (sent: string | undefined): string =>
  (sent ?? '').split(/[\\/]/).at(-1)?.trim().slice(0, 200) || 'issue.pdf';

/** Reads the upload into a new file in `folder`; the caller moves or removes it. */
export async function readPdfUpload(request: Request, folder: string): Promise<PdfUploadRead> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > PDF_IMPORT_LIMITS.bytes + ENVELOPE_BYTES) {
    return { ok: false, status: 413, error: IMPORT_UPLOAD_MESSAGES.tooLarge };
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { fileSize: PDF_IMPORT_LIMITS.bytes, files: 1, fields: 5, fieldSize: 1024 },
    });
  } catch {
    return { ok: false, status: 415, error: 'Send the PDF as multipart/form-data, in a field named "file"' };
  }
  if (!request.body) return { ok: false, status: 400, error: IMPORT_UPLOAD_MESSAGES.noFile };
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const target = join(folder, `upload-${randomUUID()}.part`);
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);

  return new Promise((resolve) => {
    let settled = false;
    let sawFile = false;
    let written: Promise<void> = Promise.resolve();
    const finish = (answer: PdfUploadRead) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      if (!answer.ok) void written.finally(() => unlink(target).catch(() => undefined));
      resolve(answer);
    };
    parser.on('file', (field, stream, info) => {
      // Even a stream only drained: busboy ends it with an error when the body stops inside it.
      stream.on('error', () => finish({ ok: false, status: 400, error: MALFORMED }));
      if (field !== 'file' || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      const hash = createHash('sha256');
      const out = createWriteStream(target, { mode: 0o600 });
      let head = Buffer.alloc(0);
      let bytes = 0;
      written = new Promise((done) => out.on('close', () => done()));
      out.on('error', () => finish({ ok: false, status: 400, error: MALFORMED }));
      stream.on('error', () => {
        out.destroy();
        finish({ ok: false, status: 400, error: MALFORMED });
      });
      stream.on('limit', () => {
        out.destroy();
        finish({ ok: false, status: 413, error: IMPORT_UPLOAD_MESSAGES.tooLarge });
      });
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (head.length < SIGNATURE_WITHIN) {
          head = Buffer.concat([head, chunk]).subarray(0, SIGNATURE_WITHIN);
          if (head.length >= SIGNATURE_WITHIN && !head.includes(SIGNATURE)) {
            out.destroy();
            finish({ ok: false, status: 415, error: IMPORT_UPLOAD_MESSAGES.notPdf });
            return;
          }
        }
        hash.update(chunk);
      });
      stream.pipe(out);
      stream.on('end', () => {
        out.end(() => {
          if (settled) return;
          if (!head.includes(SIGNATURE)) finish({ ok: false, status: 415, error: IMPORT_UPLOAD_MESSAGES.notPdf });
          else
            finish({ ok: true, file: target, fileName: uploadName(info.filename), bytes, sha256: hash.digest('hex') });
        });
      });
    });
    parser.on('error', () => finish({ ok: false, status: 400, error: MALFORMED }));
    parser.on('close', () => {
      if (!sawFile) finish({ ok: false, status: 400, error: IMPORT_UPLOAD_MESSAGES.noFile });
    });
    source.on('error', () => finish({ ok: false, status: 400, error: MALFORMED }));
    source.pipe(parser);
  });
}

/**
 * Reads the images of a multipart upload with busboy, as they stream in: a file over the size
 * limit, or more files than allowed, stops the reading at once, so an oversized upload is refused
 * without ever being held whole. The files' names and declared types are ignored: only their
 * bytes are looked at later (reencode.ts).
 */
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { DESK_ANSWERS, MEDIA_UPLOAD, MEDIA_USES, type MediaUse } from '../../contract/desk.ts';

export const UPLOAD_ANSWERS = {
  notMultipart: 'Send the images as multipart/form-data, each in a field named "file"',
  noFile: 'Send at least one image, in a field named "file"',
  tooMany: `Send at most ${MEDIA_UPLOAD.maxFiles} images at once`,
  badUse: `The field "use" must be one of ${MEDIA_USES.join(', ')}`,
  malformed: 'The upload is not a well-formed multipart body',
} as const;

/** Room for the multipart boundaries and headers around the files. */
const ENVELOPE_BYTES = 1024 * 1024;
/** The largest body an upload can be; a longer Content-Length is refused before reading. */
export const MAX_UPLOAD_BODY_BYTES = MEDIA_UPLOAD.maxFiles * MEDIA_UPLOAD.maxBytes + ENVELOPE_BYTES;

export type UploadRead =
  { ok: true; files: Buffer[]; use: MediaUse } | { ok: false; status: 400 | 413 | 415; error: string };

const refusal = (status: 400 | 413 | 415, error: string): UploadRead => ({ ok: false, status, error });

export function readUpload(request: Request): Promise<UploadRead> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_UPLOAD_BODY_BYTES) return Promise.resolve(refusal(413, DESK_ANSWERS.mediaTooLarge));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { fileSize: MEDIA_UPLOAD.maxBytes, files: MEDIA_UPLOAD.maxFiles, fields: 10, fieldSize: 1024 },
    });
  } catch {
    return Promise.resolve(refusal(415, UPLOAD_ANSWERS.notMultipart));
  }
  if (!request.body) return Promise.resolve(refusal(400, UPLOAD_ANSWERS.noFile));
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);

  return new Promise((resolve) => {
    const files: Buffer[] = [];
    let use: string = 'article';
    let settled = false;
    const finish = (answer: UploadRead) => {
      if (settled) return;
      settled = true;
      // Stops reading what is left of a refused body.
      source.unpipe(parser);
      source.destroy();
      resolve(answer);
    };

    parser.on('file', (field, stream) => {
      if (field !== 'file') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => finish(refusal(413, DESK_ANSWERS.mediaTooLarge)));
      stream.on('end', () => {
        if (!settled) files.push(Buffer.concat(chunks));
      });
    });
    parser.on('field', (field, value) => {
      if (field === 'use') use = value;
    });
    parser.on('filesLimit', () => finish(refusal(413, UPLOAD_ANSWERS.tooMany)));
    parser.on('error', () => finish(refusal(400, UPLOAD_ANSWERS.malformed)));
    parser.on('close', () => {
      if (!(MEDIA_USES as readonly string[]).includes(use)) return finish(refusal(400, UPLOAD_ANSWERS.badUse));
      if (files.length === 0) return finish(refusal(400, UPLOAD_ANSWERS.noFile));
      finish({ ok: true, files, use: use as MediaUse });
    });
    source.on('error', () => finish(refusal(400, UPLOAD_ANSWERS.malformed)));
    source.pipe(parser);
  });
}

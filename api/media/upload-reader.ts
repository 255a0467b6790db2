/**
 * Reads the images of a multipart upload with busboy, one file at a time as they stream in: a file
 * whose first bytes are no image, a file over the size limit or more files than allowed stops the
 * reading at once, so a refused upload is never held whole. Each file, once read, is handed to
 * `take` (which decodes it) before the next is read: the body waits in the socket meanwhile, so an
 * upload holds one file at a time. The files' names and declared types are ignored.
 *
 * Every stream here has an error listener: busboy ends a file's stream with an error when the
 * body stops inside it, and an error with no listener would end the whole process.
 */
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { DESK_ANSWERS, MEDIA_UPLOAD, MEDIA_USES, type MediaUse } from '../../contract/desk.ts';
import { hasImageSignature, SIGNATURE_BYTES } from './image-signature.ts';

export const UPLOAD_ANSWERS = {
  notMultipart: 'Send the images as multipart/form-data, each in a field named "file"',
  noFile: 'Send at least one image, in a field named "file"',
  tooMany: `Send at most ${MEDIA_UPLOAD.maxFiles} images at once`,
  badUse: `The field "use" must be one of ${MEDIA_USES.join(', ')}`,
  useFirst: 'Send the field "use" before the files',
  malformed: 'The upload is not a well-formed multipart body',
} as const;

/** Room for the multipart boundaries and headers around the files. */
const ENVELOPE_BYTES = 1024 * 1024;
/** The largest body an upload can be; a longer Content-Length is refused before reading. */
export const MAX_UPLOAD_BODY_BYTES = MEDIA_UPLOAD.maxFiles * MEDIA_UPLOAD.maxBytes + ENVELOPE_BYTES;

type Refusal = { ok: false; status: 400 | 413 | 415; error: string };
export type UploadRead<T> = { ok: true; files: T[] } | Refusal;

const refusal = (status: Refusal['status'], error: string): Refusal => ({ ok: false, status, error });
const isUse = (value: string): value is MediaUse => (MEDIA_USES as readonly string[]).includes(value);

/**
 * Reads the upload's files in order, each handed whole to `take` with the form's `use` (`article`
 * when the form has none); `take` answers undefined for a file it refuses (415).
 */
export function readUpload<T>(
  request: Request,
  take: (bytes: Buffer, use: MediaUse) => Promise<T | undefined>,
): Promise<UploadRead<T>> {
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

  return new Promise((resolve, reject) => {
    const taken: T[] = [];
    let use: MediaUse | undefined;
    let filesSeen = 0;
    /** The files read and taken so far, one after another. */
    let queue = Promise.resolve();
    let settled = false;
    const finish = (answer: UploadRead<T>) => {
      if (settled) return;
      settled = true;
      // Stops reading what is left of a refused body.
      source.unpipe(parser);
      source.destroy();
      resolve(answer);
    };
    const malformed = () => finish(refusal(400, UPLOAD_ANSWERS.malformed));
    /** A fault of the server's own (not of the upload), for the app's error answer. */
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };

    /** The whole file, or undefined once it has been refused (and the upload with it). */
    const readFile = (stream: Readable) =>
      new Promise<Buffer | undefined>((done) => {
        const chunks: Buffer[] = [];
        let received = 0;
        const refuse = (answer: Refusal) => {
          finish(answer);
          done(undefined);
        };
        const looksLikeImage = () => hasImageSignature(Buffer.concat(chunks).subarray(0, SIGNATURE_BYTES));
        stream.on('data', (chunk: Buffer) => {
          const before = received;
          chunks.push(chunk);
          received += chunk.length;
          if (before < SIGNATURE_BYTES && received >= SIGNATURE_BYTES && !looksLikeImage()) {
            refuse(refusal(415, DESK_ANSWERS.mediaType));
          }
        });
        stream.on('limit', () => refuse(refusal(413, DESK_ANSWERS.mediaTooLarge)));
        stream.on('error', () => refuse(refusal(400, UPLOAD_ANSWERS.malformed)));
        stream.on('end', () => {
          if (received < SIGNATURE_BYTES) refuse(refusal(415, DESK_ANSWERS.mediaType));
          else done(Buffer.concat(chunks, received));
        });
      });

    const readAndTake = async (stream: Readable, fileUse: MediaUse) => {
      if (settled) return;
      const bytes = await readFile(stream);
      if (settled || !bytes) return;
      const file = await take(bytes, fileUse);
      if (file === undefined) finish(refusal(415, DESK_ANSWERS.mediaType));
      else taken.push(file);
    };

    parser.on('file', (field, stream) => {
      // Until its turn comes the stream is not read, but busboy may end it with an error.
      stream.on('error', malformed);
      if (field !== 'file' || settled) {
        stream.resume();
        return;
      }
      filesSeen += 1;
      const fileUse = use ?? 'article';
      queue = queue.then(() => readAndTake(stream, fileUse)).catch(fail);
    });
    parser.on('field', (field, value) => {
      if (field !== 'use') return;
      if (filesSeen > 0) finish(refusal(400, UPLOAD_ANSWERS.useFirst));
      else if (isUse(value)) use = value;
      else finish(refusal(400, UPLOAD_ANSWERS.badUse));
    });
    parser.on('filesLimit', () => finish(refusal(413, UPLOAD_ANSWERS.tooMany)));
    parser.on('error', malformed);
    parser.on('close', () => {
      void queue.then(() => {
        if (taken.length === 0) finish(refusal(400, UPLOAD_ANSWERS.noFile));
        else finish({ ok: true, files: taken });
      });
    });
    source.on('error', malformed);
    source.pipe(parser);
  });
}

/**
 * Editors' uploads for the API's tests: pictures made by sharp (with an author in their EXIF, to
 * see it dropped), damaged copies of them, and multipart forms sent through the app.
 */
import { constants, crc32, createDeflate } from 'node:zlib';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import type { createApp } from '../../api/app.ts';

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/**
 * A picture of one colour with an author in its EXIF (to see it dropped), or of noise with no
 * metadata, for damaging: its data is more than a few bytes, and sharp reads its header from the
 * file's start (an AVIF's EXIF is kept after its pixels).
 */
export function picture(format: PictureFormat, width = 640, height = 480, noisy = false): Promise<Buffer> {
  if (noisy) {
    const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
    return sharp({ create: { width, height, channels: 3, background: '#000', noise } })
      .toFormat(format)
      .toBuffer();
  }
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Photographer' } } })
    .toFormat(format)
    .toBuffer();
}

/** The first half of the file: its header whole, its data cut off. */
export const truncated = (bytes: Buffer): Buffer => Buffer.from(bytes.subarray(0, bytes.length >> 1));

/**
 * The file with 64 bytes of 0xFF in the middle of its data: a header sharp reads, data it cannot
 * (flipped bits alone can leave a JPEG that decodes to other pixels).
 */
export function corrupted(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  copy.fill(0xff, copy.length >> 1, (copy.length >> 1) + 64);
  return copy;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `length` zero bytes, compressed a few MB at a time rather than held whole. */
async function deflatedZeros(length: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 1, strategy: constants.Z_RLE });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(4 * 1024 * 1024);
  for (let left = length; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

/**
 * A whole, valid black PNG one pixel wide and `height` tall: a sharp-made 1×1 PNG with its header
 * made taller and the matching rows of data (each a filter byte 0 and one black pixel), compressed
 * as runs: sharp itself takes over a minute to make 1×99,999,999.
 */
export async function tallPng(height: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const header = Buffer.from(small.subarray(16, 29));
  header.writeUInt32BE(height, 4);
  const rows = await deflatedZeros(height * 4);
  return Buffer.concat([
    small.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/**
 * The form as bytes with its Content-Type. Sent as a FormData, undici streams it from a loop that
 * goes on enqueueing after the API has cancelled the body (an unhandled rejection in the test's
 * process); the API's real bodies come from a socket.
 */
export async function multipartBody(files: UploadFile[], fields: object = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  const encoded = new Response(form);
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

export async function postUpload(
  app: ReturnType<typeof createApp>,
  token: string,
  files: UploadFile[],
  fields: object = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { body, contentType } = await multipartBody(files, fields);
  const response = await app.request('/api/admin/media', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Every file and folder under the media folder's `uploads/`, as relative paths. */
export function uploadsOnDisk(mediaDir: string): string[] {
  try {
    return readdirSync(`${mediaDir}/uploads`, { recursive: true, encoding: 'utf8' }).sort();
  } catch {
    return [];
  }
}

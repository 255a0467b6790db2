/** Real uploads: images made by sharp here, sent as multipart through the app, read back from `/media`. */
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESK_ANSWERS, MEDIA_UPLOAD, mediaUploadResponseSchema } from '../../contract/desk.ts';
import { createApp } from '../app.ts';
import { UPLOAD_ANSWERS } from '../media/upload-reader.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { multipartBody, picture, postUpload, uploadsOnDisk, type UploadFile } from '../../tests/support/uploads.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings: { editorToken: TOKEN } });
});

afterEach(() => magazine.cleanup());

const upload = (files: UploadFile[], fields: object = {}) => postUpload(app, TOKEN, files, fields);

/** A file part's head, then the body pulled 1 MB at a time up to `offered` bytes, each pull counted. */
function streamedFile(first: Uint8Array, offered: number) {
  const boundary = 'x-upload-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const chunk = new Uint8Array(1024 * 1024);
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(Buffer.concat([Buffer.from(head), first])),
    pull(controller) {
      if (counter.pulled >= offered) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const response = app.request('/api/admin/media', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { response, counter };
}

/** The first bytes of a JPEG file (its start of image and the head of its JFIF segment). */
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

describe('POST /api/admin/media', () => {
  it('re-encodes JPEG, PNG, WebP and AVIF into the article sizes, served from /media, metadata gone', async () => {
    const files = await Promise.all(
      (['jpeg', 'png', 'webp', 'avif'] as const).map(async (format) => ({
        bytes: await picture(format),
        name: `x.${format}`,
      })),
    );
    const answer = await upload(files);
    expect(answer.status).toBe(201);
    const { media } = mediaUploadResponseSchema.parse(answer.body);
    expect(media).toHaveLength(4);
    for (const image of media) {
      expect(image).toMatchObject({ width: 1600, height: 1000 });
      expect(image.sizes.map((size) => size.width)).toEqual([800, 1600]);
      expect(image.path).toMatch(/^\/media\/uploads\/[0-9a-f]+\/article-1600x1000\.webp$/);
      const served = await app.request(image.path);
      expect(served.status).toBe(200);
      const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
      expect(stored.exif).toBeUndefined();
    }
  });

  it('makes issue pages at the page sizes, whole', async () => {
    const answer = await upload([{ bytes: await picture('png', 700, 990), name: 'page.png' }], { use: 'page' });
    const [page] = mediaUploadResponseSchema.parse(answer.body).media;
    expect(page).toMatchObject({ width: 1000, height: 1300 });
    expect(page?.sizes.map((size) => size.path)).toEqual([
      expect.stringMatching(/page-200x260\.webp$/),
      expect.stringMatching(/page-1000x1300\.webp$/),
    ]);
  });

  it('judges by content: an SVG, a text file named .jpg and a JPEG named .txt', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(await upload([{ bytes: new TextEncoder().encode(svg), name: 'logo.svg', type: 'image/svg+xml' }])).toEqual({
      status: 415,
      body: { error: DESK_ANSWERS.mediaType },
    });
    const fake = new TextEncoder().encode('I am not a picture, whatever my name says.');
    expect((await upload([{ bytes: fake, name: 'photo.jpg', type: 'image/jpeg' }])).status).toBe(415);
    const jpeg = await picture('jpeg');
    expect((await upload([{ bytes: jpeg, name: 'notes.txt', type: 'text/plain' }])).status).toBe(201);
  });

  it('stores nothing of a batch with one bad file', async () => {
    const good = { bytes: await picture('png'), name: 'good.png' };
    const bad = { bytes: new TextEncoder().encode('nope'), name: 'bad.png' };
    expect((await upload([good, bad])).status).toBe(415);
    expect(uploadsOnDisk(magazine.mediaDir)).toEqual([]);
  });

  it('refuses a file over 20 MB with 413, before reading the rest of it', async () => {
    const { response, counter } = streamedFile(JPEG_START, 5 * MEDIA_UPLOAD.maxBytes);
    const answer = await response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: DESK_ANSWERS.mediaTooLarge });
    // Reading stopped just past the limit, far from the end of what was offered.
    expect(counter.pulled).toBeGreaterThan(MEDIA_UPLOAD.maxBytes);
    expect(counter.pulled).toBeLessThan(2 * MEDIA_UPLOAD.maxBytes);
    expect(uploadsOnDisk(magazine.mediaDir)).toEqual([]);
  });

  it('refuses a file whose first bytes are no image with 415, before reading the rest of it', async () => {
    const { response, counter } = streamedFile(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'),
      5 * MEDIA_UPLOAD.maxBytes,
    );
    const answer = await response;
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ error: DESK_ANSWERS.mediaType });
    expect(counter.pulled).toBeLessThan(4 * 1024 * 1024);
  });

  it('refuses a declared length beyond any upload at once, and other bodies with clear words', async () => {
    const huge = await app.request('/api/admin/media', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        'Content-Type': 'multipart/form-data; boundary=b',
        'Content-Length': String(MEDIA_UPLOAD.maxFiles * MEDIA_UPLOAD.maxBytes * 2),
      },
      body: '--b--',
    });
    expect(huge.status).toBe(413);
    const json = await app.request('/api/admin/media', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await json.json()).toEqual({ error: UPLOAD_ANSWERS.notMultipart });
    expect((await upload([], { use: 'article' })).body).toEqual({ error: UPLOAD_ANSWERS.noFile });
    expect((await upload([{ bytes: await picture('png'), name: 'a.png' }], { use: 'wallpaper' })).status).toBe(400);
  });

  it('is for editors only', async () => {
    const { body, contentType } = await multipartBody([{ bytes: await picture('png'), name: 'a.png' }]);
    const response = await app.request('/api/admin/media', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
    expect(response.status).toBe(401);
    expect(uploadsOnDisk(magazine.mediaDir)).toEqual([]);
  });
});

/**
 * Uploads sharp cannot make the site's sizes of, made here by sharp and then cut short or damaged:
 * each is refused with the desk's words (415) and leaves nothing behind, not even an empty folder,
 * and one of them in a batch keeps the good files from being stored. Also: the order of the form's
 * fields, and how many uploads are read at once.
 */
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESK_ANSWERS } from '../../contract/desk.ts';
import { createApp } from '../app.ts';
import { UPLOAD_ANSWERS } from '../media/upload-reader.ts';
import { UPLOADS_AT_ONCE } from '../media/upload-slots.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import {
  corrupted,
  multipartBody,
  picture,
  postUpload,
  tallPng,
  truncated,
  uploadsOnDisk,
  type UploadFile,
} from '../../tests/support/uploads.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings: { editorToken: TOKEN } });
});

afterEach(() => magazine.cleanup());

const upload = (files: UploadFile[], fields: object = {}) => postUpload(app, TOKEN, files, fields);
const refusedAsType = { status: 415, body: { error: DESK_ANSWERS.mediaType } };

describe('POST /api/admin/media with damaged images', () => {
  for (const format of ['jpeg', 'png', 'avif'] as const) {
    it(`refuses a truncated and a corrupt ${format.toUpperCase()} with 415, storing nothing`, async () => {
      const whole = await picture(format, 160, 120, true);
      for (const [damage, bytes] of [
        ['truncated', truncated(whole)],
        ['corrupt', corrupted(whole)],
      ] as const) {
        // sharp reads the header of each: only decoding the whole file finds the damage.
        expect((await sharp(bytes).metadata()).width, damage).toBe(160);
        expect(await upload([{ bytes, name: `${damage}.${format}` }]), damage).toEqual(refusedAsType);
        expect(await upload([{ bytes, name: `${damage}.${format}` }], { use: 'page' }), damage).toEqual(refusedAsType);
      }
      expect(uploadsOnDisk(magazine.mediaDir)).toEqual([]);
    });
  }

  it('refuses a PNG of 1×99,999,999 pixels with 415, storing nothing', async () => {
    const tall = await tallPng(99_999_999);
    expect(await sharp(tall).metadata()).toMatchObject({ format: 'png', width: 1, height: 99_999_999 });
    for (const use of ['article', 'poster', 'page']) {
      expect(await upload([{ bytes: tall, name: 'tall.png' }], { use }), use).toEqual(refusedAsType);
    }
    expect(uploadsOnDisk(magazine.mediaDir)).toEqual([]);
  }, 60_000);

  it('stores none of a batch whose last file is cut short, and then all of it once it is whole', async () => {
    const good = { bytes: await picture('png'), name: 'good.png' };
    const whole = await picture('jpeg', 320, 240, true);
    expect(await upload([good, { bytes: truncated(whole), name: 'cut.jpg' }])).toEqual(refusedAsType);
    expect(uploadsOnDisk(magazine.mediaDir)).toEqual([]);
    const answer = await upload([good, { bytes: whole, name: 'whole.jpg' }]);
    expect(answer.status).toBe(201);
    // Two folders of two sizes each.
    expect(uploadsOnDisk(magazine.mediaDir)).toHaveLength(6);
  });

  it('takes the field "use" only before the files', async () => {
    const { body, contentType } = await multipartBody([{ bytes: await picture('png'), name: 'a.png' }]);
    const useAfter = Buffer.concat([
      Buffer.from(body).subarray(0, body.length - `--\r\n`.length),
      Buffer.from(`\r\nContent-Disposition: form-data; name="use"\r\n\r\npage\r\n`),
      Buffer.from(`--${/boundary=(.*)$/.exec(contentType)?.[1]}--\r\n`),
    ]);
    const response = await app.request('/api/admin/media', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': contentType },
      body: useAfter,
    });
    expect(await response.json()).toEqual({ error: UPLOAD_ANSWERS.useFirst });
    expect(response.status).toBe(400);
    expect(uploadsOnDisk(magazine.mediaDir)).toEqual([]);
  });
});

describe('uploads at once', () => {
  it(`reads ${UPLOADS_AT_ONCE} uploads at a time; the next waits until one is answered`, async () => {
    const boundary = 'held';
    const held = Array.from({ length: UPLOADS_AT_ONCE + 1 }, () => {
      const state = { pulled: false, finish: () => undefined as void };
      // highWaterMark 0: the body is pulled only when the API reads it.
      const body = new ReadableStream<Uint8Array>(
        {
          pull: (controller) => {
            if (state.pulled) return;
            state.pulled = true;
            controller.enqueue(new TextEncoder().encode(`--${boundary}\r\n`));
            return new Promise<void>((resolve) => {
              state.finish = () => {
                state.finish = () => undefined;
                controller.enqueue(new TextEncoder().encode(`--${boundary}--\r\n`));
                controller.close();
                resolve();
              };
            });
          },
        },
        { highWaterMark: 0 },
      );
      const answer = app.request('/api/admin/media', {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      return { state, answer };
    });
    const pulled = () => held.map(({ state }) => state.pulled);
    await expect.poll(() => pulled().filter(Boolean).length).toBe(UPLOADS_AT_ONCE);
    const waiting = held.findIndex(({ state }) => !state.pulled);
    // Turns of the event loop in which a third reading, had it started, would have shown.
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(pulled().filter(Boolean)).toHaveLength(UPLOADS_AT_ONCE);
    const first = held.find(({ state }) => state.pulled);
    first?.state.finish();
    expect((await first?.answer)?.status).toBe(400);
    await expect.poll(() => held[waiting]?.state.pulled).toBe(true);
    for (const { state } of held) state.finish();
    for (const { answer } of held) expect((await answer).status).toBe(400);
  });
});

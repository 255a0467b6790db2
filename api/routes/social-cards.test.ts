import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOCIAL_CARD } from '../../contract/social-cards.ts';
import { createApp } from '../app.ts';
import { CARD_DRAWING, cardMaker, CardsBusyError } from '../social-cards/card-maker.ts';
import { socialCardRoutes } from './social-cards.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { fixtureContent } from '../../tests/support/items.ts';

let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir });
});

afterEach(() => magazine.cleanup());

/** Writes a plain picture where a media URL points. */
async function putPicture(mediaUrl: string, background: string, width = 160): Promise<void> {
  const file = join(magazine.mediaDir, mediaUrl.slice('/media/'.length));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    await sharp({ create: { width, height: 100, channels: 3, background } })
      .webp()
      .toBuffer(),
  );
}

async function firstImage(id: string): Promise<string> {
  const url = (await magazine.db.findItem(id))?.images?.[0];
  if (!url) throw new Error(`${id} has no image`);
  return url;
}

/** The red and blue of a pixel at the right of the card, where the picture lies. */
async function pictureSide(jpeg: Buffer): Promise<'red' | 'blue'> {
  const [r = 0, , b = 0] = (
    await sharp(jpeg).extract({ left: 1100, top: 300, width: 1, height: 1 }).raw().toBuffer()
  ).toJSON().data;
  return r > b ? 'red' : 'blue';
}

describe('GET /social/…', () => {
  it("draws a blog's card from its own picture, to be kept by caches an hour", async () => {
    await putPicture(await firstImage('tea-country-mornings'), '#dd1111');
    const response = await app.request('/social/blogs/tea-country-mornings.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(SOCIAL_CARD.type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const jpeg = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SOCIAL_CARD.width, SOCIAL_CARD.height]);
    expect(await pictureSide(jpeg)).toBe('red');
  });

  it('answers 304 to its tag, and draws the card again when its picture changes', async () => {
    const image = await firstImage('tea-country-mornings');
    await putPicture(image, '#dd1111');
    const first = await app.request('/social/blogs/tea-country-mornings.jpg');
    await first.body?.cancel();
    const etag = first.headers.get('etag') ?? '';
    const again = await app.request('/social/blogs/tea-country-mornings.jpg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await putPicture(image, '#1111dd', 170);
    const changed = await app.request('/social/blogs/tea-country-mornings.jpg', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await pictureSide(Buffer.from(await changed.arrayBuffer()))).toBe('blue');
  });

  it('draws the card of a vlog, an issue and each page of an issue, words alone when the picture is missing', async () => {
    const issue = await magazine.db.findIssue(2);
    const pages = issue?.pages?.length ?? 0;
    expect(pages).toBeGreaterThan(1);
    for (const path of ['vlogs/galle-fort-walk', 'magazines/2', 'magazines/2/page/1', `magazines/2/page/${pages}`]) {
      const response = await app.request(`/social/${path}.jpg`);
      expect(response.status, path).toBe(200);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width, path).toBe(SOCIAL_CARD.width);
    }
  });

  it('answers 404 for content that is not published or not there, and for other names', async () => {
    await magazine.db.updateEditorial('item', 'ratnapura-sapphires', {
      status: 'draft',
      version: 2,
      updatedAt: new Date().toISOString(),
      updatedBy: 'editor token',
    });
    const issue = await magazine.db.findIssue(2);
    const missing = [
      'blogs/ratnapura-sapphires.jpg',
      'blogs/no-such-story.jpg',
      // A vlog's card is under /vlogs, a blog's under /blogs.
      'blogs/galle-fort-walk.jpg',
      'vlogs/tea-country-mornings.jpg',
      'blogs/tea-country-mornings.png',
      'blogs/tea-country-mornings',
      'magazines/99.jpg',
      'magazines/0.jpg',
      `magazines/2/page/${(issue?.pages?.length ?? 0) + 1}.jpg`,
      'magazines/2/page/0.jpg',
      'magazines/x/page/1.jpg',
    ];
    for (const path of missing) {
      const response = await app.request(`/social/${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: 'Card not found' });
    }
  });

  it('sends an address with a query string to the card’s one address, drawing nothing for it', async () => {
    let asked = 0;
    const counting = cardMaker(magazine.mediaDir, {
      draw: async () => {
        asked += 1;
        return Buffer.from('card');
      },
    });
    const routes = socialCardRoutes(magazine.db, magazine.mediaDir, counting);
    for (const query of ['?v=2', '?utm_source=chat&x=1', '?']) {
      const response = await routes.request(`/blogs/tea-country-mornings.jpg${query}`);
      expect(response.status, query).toBe(301);
      expect(response.headers.get('location'), query).toBe('/social/blogs/tea-country-mornings.jpg');
    }
    const paged = await routes.request('/magazines/2/page/1.jpg?share=1');
    expect(paged.headers.get('location')).toBe('/social/magazines/2/page/1.jpg');
    expect(asked).toBe(0);
    expect((await routes.request('/blogs/no-such-story.jpg?v=2')).status).toBe(404);
    expect((await routes.request('/blogs/tea-country-mornings.jpg')).status).toBe(200);
    expect(asked).toBe(1);
  });

  it('answers 405 to a write', async () => {
    const response = await app.request('/social/blogs/tea-country-mornings.jpg', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers 503 with Retry-After while too many cards wait to be drawn', async () => {
    // A card maker whose queue is full (card-maker.test.ts tests when that happens).
    const busy = {
      card: async () => {
        const jpeg = Promise.reject(new CardsBusyError('Too many cards waiting'));
        jpeg.catch(() => undefined);
        return { etag: '"busy"', jpeg };
      },
    };
    const routes = socialCardRoutes(magazine.db, magazine.mediaDir, busy);
    const response = await routes.request('/blogs/tea-country-mornings.jpg');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(CARD_DRAWING.retryAfterSeconds));
    expect(await response.json()).toEqual({ error: 'Too many cards are being drawn; try again in a few seconds' });
  });
});

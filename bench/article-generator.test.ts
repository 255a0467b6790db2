import { describe, expect, it } from 'vitest';
import { wireItemSchema } from '../contract/schemas.ts';
import { CATEGORY_SLUGS } from '../contract/categories.ts';
import { ARTICLE_SHAPE, generateArticles, generateArticlesFrom, seedImagePool } from './article-generator.ts';

describe('generateArticles', () => {
  it('gives the same articles for the same seed and different ones for another seed', async () => {
    const first = await generateArticles(20, { seed: 7 });
    const again = await generateArticles(20, { seed: 7 });
    const other = await generateArticles(20, { seed: 8 });
    expect(again).toEqual(first);
    expect(other.map((item) => item.description)).not.toEqual(first.map((item) => item.description));
  });

  it('makes wire items the API accepts, with unique ids, newest first', async () => {
    const items = await generateArticles(50);
    for (const item of items) expect(wireItemSchema.safeParse(item).success).toBe(true);
    expect(new Set(items.map((item) => item.id)).size).toBe(50);
    const dates = items.map((item) => Date.parse(item.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('has realistic bodies: several paragraphs with inline HTML and 3 to 6 images from the seed', async () => {
    const pool = new Set((await seedImagePool()).map((image) => image.url));
    const items = await generateArticles(30);
    for (const item of items) {
      expect(item.description.length).toBeGreaterThanOrEqual(ARTICLE_SHAPE.minParagraphs);
      expect(item.images.length).toBeGreaterThanOrEqual(ARTICLE_SHAPE.minImages);
      expect(item.images.length).toBeLessThanOrEqual(ARTICLE_SHAPE.maxImages);
      expect(item.imageAlts).toHaveLength(item.images.length);
      for (const url of item.images) expect(pool.has(url)).toBe(true);
      const body = item.description.join(' ');
      expect(body).toMatch(/<a href="https:\/\//);
      expect(body).toMatch(/<strong>/);
      expect(body).toMatch(/<em>/);
      expect(body).toMatch(/<br>•/);
    }
  });

  it('uses all ten categories and spreads dates over the period asked for', async () => {
    const items = await generateArticles(40, { newest: '2026-01-01T00:00:00.000Z', spreadDays: 100 });
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(CATEGORY_SLUGS));
    expect(items[0]?.createdAt).toBe('2026-01-01T00:00:00.000Z');
    expect(items.at(-1)?.createdAt).toBe('2025-09-23T00:00:00.000Z');
  });

  it('refuses a count that is not a whole number and a pool too small for an article', async () => {
    await expect(generateArticles(-1)).rejects.toThrow('Article count must be a whole number, got -1');
    expect(() => generateArticlesFrom([{ url: '/media/a.webp', alt: 'a' }], 1)).toThrow(
      'The image pool has 1 images; articles need 6',
    );
  });
});

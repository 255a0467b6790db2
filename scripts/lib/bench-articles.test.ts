import { describe, expect, it } from 'vitest';
import type { StoredItem } from '../../api/db.ts';
import { ITEM_ID_PATTERN, wireItemSchema } from '../../src/lib/api/schemas.ts';
import { benchArticles } from './bench-articles.ts';

const seeded: StoredItem[] = ['tea', 'gems'].map((id) => ({
  id: `a-${id}-story-${'x'.repeat(110)}`,
  type: 'blog',
  title: `A ${id} story`,
  categoryName: 'Travel & Tourism',
  category: 'travel',
  position: 'featured',
  createdAt: '2024-01-01T00:00:00.000Z',
  description: [`About ${id}.`],
}));

describe('benchmark articles', () => {
  it('makes as many valid, distinct blogs as asked, newest first', () => {
    const articles = benchArticles(5, seeded, Date.parse('2026-01-10T00:00:00.000Z'));
    expect(articles).toHaveLength(5);
    expect(new Set(articles.map((article) => article.id)).size).toBe(5);
    for (const article of articles) {
      expect(article.id).toMatch(ITEM_ID_PATTERN);
      expect(wireItemSchema.safeParse(article).success).toBe(true);
      expect(article.position).toBeUndefined();
    }
    expect(articles.map((article) => article.title)).toEqual([
      'A tea story (1)',
      'A gems story (2)',
      'A tea story (3)',
      'A gems story (4)',
      'A tea story (5)',
    ]);
    expect(articles[0]?.createdAt).toBe('2026-01-09T00:00:00.000Z');
    expect(articles[4]?.createdAt).toBe('2026-01-05T00:00:00.000Z');
  });

  it('needs seeded blogs to copy', () => {
    expect(() => benchArticles(1, [])).toThrow(/No seeded blogs/);
  });
});

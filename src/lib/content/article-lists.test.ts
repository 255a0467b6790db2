import { describe, expect, it } from 'vitest';
import { testItem } from '../../../tests/support/items.ts';
import { byCategory } from './article-lists.ts';

describe('byCategory', () => {
  it("groups a list by topic, each topic's items newest first, those of one time in the list's order", () => {
    const items = [
      testItem({ id: 'old-tea', category: 'travel', createdAt: '2024-01-01T00:00:00Z' }),
      testItem({ id: 'gems', category: 'gems', createdAt: '2025-01-01T00:00:00Z' }),
      testItem({ id: 'new-tea', category: 'travel', createdAt: '2026-01-01T00:00:00Z' }),
      testItem({ id: 'also-new-tea', category: 'travel', createdAt: '2026-01-01T00:00:00Z' }),
    ];
    const groups = byCategory(items);
    expect([...groups.keys()].sort()).toEqual(['gems', 'travel']);
    expect(groups.get('travel')?.map((item) => item.id)).toEqual(['new-tea', 'also-new-tea', 'old-tea']);
    expect(groups.get('gems')?.map((item) => item.id)).toEqual(['gems']);
    expect(items.map((item) => item.id)).toEqual(['old-tea', 'gems', 'new-tea', 'also-new-tea']);
  });
});

/** Items for unit tests, built through the real schema so they carry the site's defaults. */
import { itemSchema, type Item } from '../../src/lib/api/entities.ts';
import type { WireItem } from '../../contract/schemas.ts';

export function testItem(overrides: Partial<WireItem> & Pick<WireItem, 'id'>): Item {
  return itemSchema.parse({
    type: 'blog',
    title: `Title of ${overrides.id}`,
    categoryName: 'Travel & Tourism',
    category: 'travel',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

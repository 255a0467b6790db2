import { describe, expect, it } from 'vitest';
import { issueSchema, itemSchema, parseEntity, parseEntityList } from './entities.ts';

const wire = {
  id: 'tea-country-bungalows',
  type: 'blog',
  title: 'Tea Country Bungalows',
  categoryName: 'Travel & Tourism',
  category: 'travel',
  createdAt: '2025-03-12T10:00:00.000Z',
};

describe('itemSchema', () => {
  it('applies the site defaults: the magazine as author, the date from createdAt', () => {
    const item = parseEntity(itemSchema, wire, 'blog');
    expect(item.author).toBe('Serendib Luxe');
    expect(item.date).toBe('12 Mar 2025');
    expect(item.images).toEqual([]);
    expect(item.description).toEqual([]);
  });

  it('uses the fixed July 2024 date when an item has none', () => {
    const { createdAt: _createdAt, ...undated } = wire;
    const item = parseEntity(itemSchema, undated, 'blog');
    expect(item.createdAt).toBe('2024-07-15T00:00:00.000Z');
    expect(item.date).toBe('15 Jul 2024');
  });

  it('keeps a given author and display date', () => {
    const item = parseEntity(itemSchema, { ...wire, author: 'Nadia Perera', date: 'Spring 2025' }, 'blog');
    expect([item.author, item.date]).toEqual(['Nadia Perera', 'Spring 2025']);
  });
});

describe('parseEntity', () => {
  it('names the item and every bad field', () => {
    const { title: _title, ...untitled } = wire;
    expect(() => parseEntity(itemSchema, { ...untitled, images: [42] }, 'blog')).toThrow(
      /^Malformed blog "tea-country-bungalows" from the API: field "title": .+; field "images\.0": .+$/,
    );
  });

  it('rejects ids that are not slugs', () => {
    expect(() => parseEntity(itemSchema, { ...wire, id: '../etc' }, 'blog')).toThrow(
      /field "id": must be a lowercase slug/,
    );
  });

  it('says so when the answer is not a list', () => {
    expect(() => parseEntityList(itemSchema, { blogs: [] }, 'blog')).toThrow("The API's blog list is not an array");
  });

  it('parses issues and dates them', () => {
    const issue = parseEntity(
      issueSchema,
      { id: '6', title: 'Culture Issue', createdAt: '2026-11-01T00:00:00Z', pages: ['/media/p-1000x1300.webp'] },
      'issue',
    );
    expect(issue.date).toBe('1 Nov 2026');
    expect(() => parseEntity(issueSchema, { id: 'six', title: 'x', createdAt: '2026-11-01' }, 'issue')).toThrow(
      /Malformed issue "six".*field "id"/,
    );
  });
});

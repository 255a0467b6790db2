import { describe, expect, it } from 'vitest';
import { freshBlog, freshVlog } from '../../../tests/support/items.ts';
import { itemSchema, type Item } from '../api/index.ts';
import { feedItems, feedOptions } from './feed.ts';

const blog = itemSchema.parse(freshBlog);
const vlog = itemSchema.parse(freshVlog);
const older: Item = { ...blog, id: 'older', title: 'Older', excerpt: '', createdAt: '2020-01-01T00:00:00.000Z' };

describe('feedItems', () => {
  it('lists articles and vlogs together, newest first, with link, date, excerpt and category', () => {
    expect(feedItems([older, blog, vlog])).toEqual([
      {
        title: 'Kandy by Night',
        link: '/vlogs/kandy-by-night',
        pubDate: new Date('2026-12-02T08:00:00.000Z'),
        description: 'The lake after dark.',
        categories: ['Entertainment'],
      },
      {
        title: 'A New Villa in Galle',
        link: '/blogs/a-new-villa-in-galle',
        pubDate: new Date('2026-12-01T08:00:00.000Z'),
        description: 'Lime walls and a plunge pool.',
        categories: ['Travel & Tourism'],
      },
      expect.objectContaining({ title: 'Older', description: 'The first paragraph, with bold words.' }),
    ]);
  });

  it('keeps only the newest', () => {
    expect(feedItems([older, blog, vlog], 2).map((item) => item.title)).toEqual([
      'Kandy by Night',
      'A New Villa in Galle',
    ]);
  });
});

describe('feedOptions', () => {
  it('names the magazine and points to itself', () => {
    const options = feedOptions([blog], new URL('https://mag.test'));
    expect(options.title).toBe('Serendib Luxe');
    expect(options.customData).toContain('<atom:link href="https://mag.test/rss.xml" rel="self"');
    expect(options.customData).toContain('<language>en-gb</language>');
  });
});

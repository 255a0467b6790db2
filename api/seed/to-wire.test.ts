import { describe, expect, it } from 'vitest';
import { wireIssueSchema, wireItemSchema } from '../../contract/schemas.ts';
import { fixtureBlogs, fixtureIssues, fixtureVlogs } from '../../tests/support/items.ts';
import { CATEGORY_NAMES, CATEGORY_SLUGS } from '../../contract/categories.ts';
import { blogToWire, issueToWire, vlogToWire } from './to-wire.ts';

const [featured, updatedBlog] = fixtureBlogs;
const [watchVlog] = fixtureVlogs;
const [, styleIssue] = fixtureIssues;

describe('categories', () => {
  it('names all ten categories', () => {
    expect(CATEGORY_SLUGS).toHaveLength(10);
    expect(CATEGORY_NAMES).toMatchObject({
      travel: 'Travel & Tourism',
      gems: 'Gems & Jewelry',
      realestate: 'Real Estate',
      millionaires: 'Millionaires',
    });
  });
});

describe('blogToWire', () => {
  it('builds a wire blog with media URLs sized in their names', () => {
    if (!featured || !updatedBlog) throw new Error('fixture missing');
    const wire = blogToWire(featured);
    expect(wireItemSchema.parse(wire)).toBeTruthy();
    expect(wire).toMatchObject({
      id: featured.id,
      type: 'blog',
      date: '12 Mar 2025',
      categoryName: 'Travel & Tourism',
      category: 'travel',
      position: '1',
      images: [
        '/media/blogs/tea-country-mornings/1-1600x1000.webp',
        '/media/blogs/tea-country-mornings/2-1600x1000.webp',
      ],
      imageUrl: '/media/blogs/tea-country-mornings/1-1600x1000.webp',
      description: featured.description,
      variations: [],
    });
    expect(wire).not.toHaveProperty('updated');
    expect(wire).not.toHaveProperty('videoURL');
    expect(blogToWire(updatedBlog)).toMatchObject({ updated: updatedBlog.updated });
    expect(blogToWire(updatedBlog)).not.toHaveProperty('position');
  });
});

describe('vlogToWire', () => {
  it('uses the poster as image and keeps the video and its variations', () => {
    if (!watchVlog) throw new Error('fixture missing');
    const wire = vlogToWire(watchVlog);
    expect(wireItemSchema.parse(wire)).toBeTruthy();
    expect(wire).toMatchObject({
      type: 'vlog',
      images: ['/media/vlogs/galle-fort-walk/poster-1280x720.webp'],
      imageUrl: '/media/vlogs/galle-fort-walk/poster-1280x720.webp',
      videoURL: watchVlog.videoURL,
      variations: watchVlog.variations,
      date: '1 Apr 2025',
    });
  });
});

describe('issueToWire', () => {
  it('puts the cover first among the pages', () => {
    if (!styleIssue) throw new Error('fixture missing');
    const wire = issueToWire(styleIssue);
    expect(wireIssueSchema.parse(wire)).toBeTruthy();
    expect(wire).toMatchObject({
      id: '2',
      title: 'Style',
      date: 'March 2025',
      coverImage: '/media/issues/2/page-01-1000x1300.webp',
      pageCount: 3,
      pages: [
        '/media/issues/2/page-01-1000x1300.webp',
        '/media/issues/2/page-02-1000x1300.webp',
        '/media/issues/2/page-03-1000x1300.webp',
      ],
      pageAlts: [
        'Cover: The new Colombo couture. Batik reborn. Silk roads. Tailors of Pettah.',
        'In This Issue. Batik and silk.',
        'Batik reborn. Wax, dye and patience.',
      ],
    });
  });

  it('gives every page its text: the cover lines, each page, and a contents list made from the later pages', () => {
    if (!styleIssue) throw new Error('fixture missing');
    const wire = issueToWire(styleIssue);
    expect(wire.pageTexts).toEqual([
      {
        section: 'Cover',
        headline: 'The new Colombo couture',
        body: ['Batik reborn', 'Silk roads', 'Tailors of Pettah'],
      },
      {
        section: 'Contents',
        headline: 'In This Issue',
        standfirst: 'Batik and silk.',
        body: ['3 · Batik reborn'],
      },
      { section: 'Style', headline: 'Batik reborn', standfirst: 'Wax, dye and patience.', body: ['Indigo first.'] },
    ]);
    expect(wire.pageTexts).toHaveLength(wire.pages?.length ?? 0);
  });
});

import { describe, expect, it } from 'vitest';
import { TOPICS } from '../../config/site.ts';
import { testItem } from '../../../tests/support/items.ts';
import type { Issue } from '../api/index.ts';
import { apiBase } from '../api/urls.ts';
import { documentTitle, seoProps, serializeJsonLd, structuredData } from './head-tags.ts';
import { PAGE_WORD_LIMITS } from '../../../contract/page-words.ts';
import { issueCard, itemCard } from '../../../contract/social-cards.ts';
import {
  BLOG_LIST_META,
  clip,
  homeMeta,
  issueMeta,
  issuePageMeta,
  itemMeta,
  listPageMeta,
  topicMeta,
} from './page-meta.ts';

describe('topicMeta', () => {
  it('gives each of the ten topics its own title, description and keywords', () => {
    const metas = TOPICS.map(topicMeta);
    for (const field of ['title', 'description', 'path'] as const) {
      expect(new Set(metas.map((meta) => meta[field])).size).toBe(TOPICS.length);
    }
    expect(new Set(metas.map((meta) => meta.keywords?.join())).size).toBe(TOPICS.length);
  });

  it('describes a topic by its hero line and names it in the keywords', () => {
    const gems = TOPICS.find((category) => category.slug === 'gems');
    if (!gems) throw new Error('no gems topic');
    const meta = topicMeta(gems);
    expect(meta).toMatchObject({ title: 'Gems & Jewelry', path: '/gems' });
    expect(meta.description).toMatch(/^Sapphires, padparadschas and the jewellers who set them\. Gems & Jewelry/);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.keywords).toContain('Gems & Jewelry');
  });
});

describe('homeMeta', () => {
  it('is the magazine itself at /', () => {
    expect(homeMeta()).toMatchObject({ title: 'Serendib Luxe', path: '/' });
    expect(homeMeta().article).toBeUndefined();
  });
});

describe('itemMeta', () => {
  it('describes a blog as an article with image, author, published time and section', () => {
    const meta = itemMeta(
      testItem({
        id: 'sapphires',
        category: 'gems',
        categoryName: 'Gems & Jewelry',
        author: 'Nadia Perera',
        createdAt: '2025-03-12T10:00:00.000Z',
        images: ['/media/blogs/sapphires/1-1600x1000.webp'],
      }),
    );
    expect(meta.path).toBe('/blogs/sapphires');
    expect(meta.keywords?.slice(0, 2)).toEqual(['Title of sapphires', 'Gems & Jewelry']);
    expect(meta.image).toMatchObject({ width: 1600, height: 1000 });
    expect(meta.article).toMatchObject({
      author: 'Nadia Perera',
      publishedTime: '2025-03-12T10:00:00.000Z',
      section: 'Gems & Jewelry',
    });
    expect(meta.video).toBeUndefined();
  });

  it("gives a vlog the video's embed address and upload date", () => {
    const meta = itemMeta(
      testItem({
        id: 'kite',
        type: 'vlog',
        category: 'sports',
        categoryName: 'Sports',
        createdAt: '2026-10-15T09:00:00.000Z',
        imageUrl: '/media/vlogs/kite/poster-1280x720.webp',
        videoURL: 'https://youtu.be/Pz4dVk9s-Lw',
      }),
    );
    expect(meta.path).toBe('/vlogs/kite');
    expect(meta.image).toMatchObject({ width: 1280, height: 720 });
    expect(meta.video).toEqual({
      embedUrl: 'https://www.youtube-nocookie.com/embed/Pz4dVk9s-Lw',
      uploadDate: '2026-10-15T09:00:00.000Z',
    });
  });

  it('leaves out the video of a vlog without a usable link', () => {
    expect(itemMeta(testItem({ id: 'silent', type: 'vlog', videoURL: '' })).video).toBeUndefined();
  });
});

const travel: Issue = {
  id: '5',
  title: 'Travel',
  date: 'September 2026',
  description: 'Trains, lagoons and hill-country walks.',
  coverImage: '/media/issues/5/page-01-1000x1300.webp',
  pages: ['/media/issues/5/page-01-1000x1300.webp', '/media/issues/5/page-02-1000x1300.webp'],
  createdAt: '2026-09-01T09:00:00.000Z',
};

describe('issueMeta', () => {
  it('uses the cover as the social image and describes the PublicationIssue', () => {
    const meta = issueMeta(travel);
    expect(meta.path).toBe('/magazines/5');
    expect(meta.image).toMatchObject({ alt: 'Cover of Travel', width: 1000, height: 1300 });
    expect(meta.image?.url).toMatch(/\/media\/issues\/5\/page-01-1000x1300\.webp$/);
    expect(meta.issue).toEqual({
      name: 'Travel',
      issueNumber: '5',
      datePublished: '2026-09-01T09:00:00.000Z',
      pageCount: 2,
    });
  });
});

describe('issuePageMeta', () => {
  it("gives a page its own address, title, description and social card (that page's card)", () => {
    const meta = issuePageMeta({ ...travel, pageAlts: ['Cover', 'The night mail to Badulla'] }, 2);
    expect(meta.path).toBe('/magazines/5/page/2');
    expect(meta.title).toBe('Travel, page 2 of 2: September 2026');
    expect(meta.description).toBe(
      'Page 2 of 2 of Travel: The night mail to Badulla. Trains, lagoons and hill-country walks.',
    );
    // The API draws the cards, on its own origin.
    const api = new URL(apiBase()).origin;
    expect(meta.socialImage).toMatchObject({ url: `${api}/social/magazines/5/page/2.jpg`, width: 1200, height: 630 });
    expect(issueMeta(travel).socialImage?.url).toBe(`${api}/social/magazines/5.jpg`);
  });
});

describe('clip', () => {
  it('reads the HTML once: escaped text stays text, markup and script contents go', () => {
    expect(clip('&amp;lt;b&amp;gt; is how bold starts')).toBe('&lt;b&gt; is how bold starts');
    expect(clip('<img alt=">" src=x onerror=alert(1)>Kandy at night')).toBe('Kandy at night');
    expect(clip('<script>alert(1)</script>Tea &amp; <em>spice</em>')).toBe('Tea & spice');
  });

  it('gives descriptions that the JSON-LD carries as text, never as markup', () => {
    const meta = itemMeta(testItem({ id: 'escaped', excerpt: '&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;' }));
    expect(meta.description).toBe('</script><img src=x onerror=alert(1)>');
    const json = serializeJsonLd(structuredData(meta, 'https://mag.test'));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ description: '</script><img src=x onerror=alert(1)>' });
  });
});

describe('listPageMeta', () => {
  it('gives each numbered page of a list a title, description and keywords of its own', () => {
    expect(listPageMeta(BLOG_LIST_META, { listPath: '/blogs', older: '/blogs/page/2' })).toEqual(BLOG_LIST_META);
    const pages = [1, 2, 3].map((page) => listPageMeta(BLOG_LIST_META, { listPath: '/blogs', page }));
    expect(pages[0]).toMatchObject({ title: 'Blogs, archive page 1', path: '/blogs/page/1' });
    for (const field of ['title', 'description', 'path'] as const) {
      expect(new Set(pages.map((meta) => meta[field])).size, field).toBe(3);
    }
    expect(new Set(pages.map((meta) => meta.keywords?.join(','))).size).toBe(3);
  });
});

describe('the words for search results and social cards', () => {
  const long = `${'Terraces, mist and the slow blue train. '.repeat(8)}`.trim();

  it('fall back to the title and the excerpt, cut to each place’s limit', () => {
    const meta = itemMeta(testItem({ id: 'tea', title: 'Tea Country Mornings', excerpt: long }));
    expect(meta.searchTitle).toBeUndefined();
    expect(seoProps(meta, 'https://mag.test').openGraph.basic.title).toBe('Tea Country Mornings | Serendib Luxe');
    expect(meta.description.length).toBeLessThanOrEqual(PAGE_WORD_LIMITS.searchDescription);
    expect(meta.description).toMatch(/^Terraces, mist.*…$/);
    expect(meta.social?.title).toBeUndefined();
    expect(meta.social?.description?.length).toBeLessThanOrEqual(PAGE_WORD_LIMITS.socialDescription);
    expect(meta.social?.description?.length).toBeGreaterThan(PAGE_WORD_LIMITS.searchDescription);
    expect(long.startsWith((meta.social?.description ?? '').replace(/…$/, ''))).toBe(true);
  });

  it('are the editors’ own where they wrote them, in the <title>, the description, og: and twitter: and the card', () => {
    const item = testItem({
      id: 'tea',
      title: 'Tea Country Mornings',
      excerpt: long,
      searchTitle: 'Tea country hotels in Nuwara Eliya',
      searchDescription: 'Where to stay among the tea estates.',
      socialTitle: 'Mist, tea and a blue train',
      socialDescription: 'Three mornings above the clouds.',
    });
    const meta = itemMeta(item);
    expect(documentTitle(meta)).toBe('Tea country hotels in Nuwara Eliya');
    expect(meta.description).toBe('Where to stay among the tea estates.');
    const props = seoProps(meta, 'https://mag.test');
    expect(props.description).toBe('Where to stay among the tea estates.');
    expect(props.openGraph.basic.title).toBe('Mist, tea and a blue train');
    expect(props.openGraph.optional.description).toBe('Three mornings above the clouds.');
    expect(props.twitter).toMatchObject({
      title: 'Mist, tea and a blue train',
      description: 'Three mornings above the clouds.',
    });
    expect(meta.socialImage?.alt).toContain('Mist, tea and a blue train');
    expect(itemCard(item).title).toBe('Mist, tea and a blue train');
  });

  it('give og: and twitter: the search title when there is no social title', () => {
    const meta = itemMeta(testItem({ id: 'tea', searchTitle: 'Tea country hotels' }));
    expect(seoProps(meta, 'https://mag.test').twitter.title).toBe('Tea country hotels');
  });

  it('are an issue’s too, its description standing in, and not its pages’', () => {
    const words = { ...travel, searchTitle: 'The Travel issue, September 2026', socialTitle: 'Slow trains' };
    const meta = issueMeta(words);
    expect(documentTitle(meta)).toBe('The Travel issue, September 2026');
    expect(meta.description).toBe('Trains, lagoons and hill-country walks.');
    expect(meta.social).toEqual({ title: 'Slow trains', description: 'Trains, lagoons and hill-country walks.' });
    expect(issueCard(words).title).toBe('Slow trains');
    const page = issuePageMeta(words, 2);
    expect(documentTitle(page)).toBe('Travel, page 2 of 2: September 2026 | Serendib Luxe');
    expect(page.social).toBeUndefined();
  });
});

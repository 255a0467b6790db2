import { describe, expect, it } from 'vitest';
import { pageKeywords, pageTitle, seoProps, serializeJsonLd, structuredData, type PageMeta } from './head-tags.ts';

const site = 'https://mag.test';
const article: PageMeta = {
  title: 'Sapphires at Dawn',
  description: 'A morning in Ratnapura.',
  path: '/blogs/sapphires-at-dawn',
  keywords: ['Gems & Jewelry', 'Sri Lanka'],
  image: { url: 'http://api.test/media/blogs/s/1-1600x1000.webp', alt: 'Sapphires', width: 1600, height: 1000 },
  article: {
    author: 'Nadia Perera',
    publishedTime: '2025-03-12T10:00:00Z',
    section: 'Gems & Jewelry',
    tags: ['Gems & Jewelry'],
  },
};

describe('seoProps', () => {
  it('builds title, canonical, robots, social cards, keywords and article tags', () => {
    const props = seoProps(article, site);
    expect(props).not.toHaveProperty('title');
    expect(props.canonical).toBe('https://mag.test/blogs/sapphires-at-dawn');
    expect(props.noindex).toBe(false);
    expect(props.openGraph.basic).toEqual({
      title: 'Sapphires at Dawn | Serendib Luxe',
      type: 'article',
      image: 'http://api.test/media/blogs/s/1-1600x1000.webp',
      url: 'https://mag.test/blogs/sapphires-at-dawn',
    });
    expect(props.openGraph.article?.authors).toEqual(['Nadia Perera']);
    expect(props.twitter.card).toBe('summary_large_image');
    expect(props.extend.meta).toContainEqual({ name: 'keywords', content: 'Gems & Jewelry, Sri Lanka' });
  });

  it('names no canonical address for a page that answers at every missing address', () => {
    const props = seoProps(
      { title: 'Page not found', description: 'x', path: '/404', noindex: true, canonical: false },
      site,
    );
    expect(props.canonical).toBeNull();
  });

  it('uses the default social card and website type for other pages, and can ask for noindex', () => {
    const props = seoProps({ title: 'Profile', description: 'x', path: '/profile', noindex: true }, site);
    expect(props.noindex).toBe(true);
    expect(props.openGraph.basic.type).toBe('website');
    expect(props.openGraph.basic.image).toBe('https://mag.test/images/social-card.png');
    expect(props.openGraph).not.toHaveProperty('article');
  });
});

describe('structuredData', () => {
  it('describes an article', () => {
    const data = structuredData(article, site);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Sapphires at Dawn',
      author: { name: 'Nadia Perera' },
      articleSection: 'Gems & Jewelry',
    });
  });

  it('describes the website with a search action to /search?q=', () => {
    const data = structuredData({ title: 'Serendib Luxe', description: 'd', path: '/' }, site);
    expect(data['@type']).toBe('WebSite');
    expect(data.potentialAction).toMatchObject({
      target: { urlTemplate: 'https://mag.test/search?q={search_term_string}' },
    });
  });
});

describe('issues', () => {
  it('are described as a PublicationIssue of the magazine, with the cover as image', () => {
    const data = structuredData(
      {
        title: 'Travel: July 2026',
        description: 'The Travel issue.',
        path: '/magazines/5',
        image: { url: 'http://api.test/media/issues/5/page-01-1000x1300.webp', alt: 'Cover of Travel' },
        issue: { name: 'Travel', issueNumber: '5', datePublished: '2026-07-01T09:00:00.000Z', pageCount: 24 },
      },
      site,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'PublicationIssue',
      name: 'Travel',
      issueNumber: '5',
      datePublished: '2026-07-01T09:00:00.000Z',
      description: 'The Travel issue.',
      image: ['http://api.test/media/issues/5/page-01-1000x1300.webp'],
      url: 'https://mag.test/magazines/5',
      pageStart: 1,
      pageEnd: 24,
      isPartOf: { '@type': 'Periodical', name: 'Serendib Luxe', url: 'https://mag.test/' },
    });
  });
});

describe('structuredData of a video page', () => {
  const vlog: PageMeta = {
    ...article,
    title: 'Kitesurfing the Kalpitiya Lagoon',
    path: '/vlogs/kitesurfing',
    image: { url: '/media/vlogs/k/poster-1280x720.webp', alt: 'Kites', width: 1280, height: 720 },
    video: { embedUrl: 'https://www.youtube-nocookie.com/embed/Pz4dVk9s-Lw', uploadDate: '2026-10-15T09:00:00Z' },
  };

  it('is a VideoObject with name, description, thumbnail, upload date and embed address', () => {
    expect(structuredData(vlog, site)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Kitesurfing the Kalpitiya Lagoon',
      description: 'A morning in Ratnapura.',
      thumbnailUrl: ['https://mag.test/media/vlogs/k/poster-1280x720.webp'],
      uploadDate: '2026-10-15T09:00:00Z',
      embedUrl: 'https://www.youtube-nocookie.com/embed/Pz4dVk9s-Lw',
      url: 'https://mag.test/vlogs/kitesurfing',
      author: { '@type': 'Person', name: 'Nadia Perera' },
    });
  });

  it('falls back to the social card as thumbnail', () => {
    const { image: _image, ...noImage } = vlog;
    expect(structuredData(noImage, site).thumbnailUrl).toEqual(['https://mag.test/images/social-card.png']);
  });

  it('keeps the article tags for social cards', () => {
    expect(seoProps(vlog, site).openGraph.article?.section).toBe('Gems & Jewelry');
  });
});

describe('pageKeywords', () => {
  it("uses a page's own keywords", () => {
    expect(pageKeywords({ title: 'Blogs', keywords: ['a', 'b'] })).toBe('a, b');
  });

  it("leads with the page's title when it has none, so no two pages share them", () => {
    expect(pageKeywords({ title: 'Contact' })).toMatch(/^Contact, Sri Lanka, luxury/);
    expect(pageKeywords({ title: 'Serendib Luxe' })).toMatch(/^Sri Lanka, luxury/);
  });
});

describe('page titles and JSON-LD', () => {
  it('names the magazine once', () => {
    expect(pageTitle('Serendib Luxe')).toBe('Serendib Luxe | Sri Lanka luxury and lifestyle');
  });

  it('cannot close the script element it sits in', () => {
    expect(serializeJsonLd({ headline: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

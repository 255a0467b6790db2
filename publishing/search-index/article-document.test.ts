import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { planArticle } from '../../src/lib/content/article-layout.ts';
import { sanitizeInlineHtml } from '../../src/lib/html/sanitize-build.ts';
import { ArticleBody } from '../../src/views/article-body.ts';
import { testItem } from '../../tests/support/items.ts';
import { articlePageName, articleSearchDocument } from './article-document.ts';

const item = testItem({
  id: 'tea-country',
  title: 'Tea Country',
  excerpt: 'Mist over the estates.',
  categoryName: 'Travel',
  date: '12 Mar 2025',
  description: ['The <em>first</em> pluck.', 'The factory <script>alert(1)</script>at dawn.'],
  images: ['/media/hero.jpg', '/media/inline.jpg'],
  variations: [{ subtitle: 'Where to stay', description: ['A bungalow above the clouds.'] }],
});

describe('articleSearchDocument', () => {
  const document = articleSearchDocument(item, sanitizeInlineHtml);

  it("holds the article's body as the page renders it, sanitised", () => {
    const plan = planArticle(item.description, item.images);
    const body = renderToStaticMarkup(createElement(ArticleBody, { item, plan, sanitize: sanitizeInlineHtml }));
    expect(document.html).toContain(body);
    expect(document.html).toContain('<h2>Where to stay</h2>');
    expect(document.html).not.toContain('<script>');
  });

  it("carries the result's title, excerpt, topic, date and image, and none of the page's ignored parts", () => {
    expect(document.html).toContain('<h1 data-pagefind-meta="title">Tea Country</h1>');
    expect(document.html).toMatch(/data-excerpt="Mist over the estates." data-topic="Travel" data-date="12 Mar 2025"/);
    expect(document.html).toMatch(/<img src="[^"]*hero[^"]*" data-pagefind-meta="image\[src\]"/);
    expect(document.html).not.toContain('data-pagefind-ignore');
    expect(document.html).not.toContain('By ');
  });

  it('names the page the item is built into', () => {
    expect(document.name).toBe('blogs/tea-country/index.html');
    expect(articlePageName({ id: 'a-film', type: 'vlog' })).toBe('vlogs/a-film/index.html');
  });
});

describe('an article’s captions and credits in its search document', () => {
  it('are indexed under the body’s pictures and the gallery’s, so search finds a story by a caption or a photographer', () => {
    const captioned = testItem({
      id: 'captioned',
      description: ['One.', 'Two.', 'Three.'],
      images: ['/media/hero.jpg', '/media/inline.jpg', '/media/gallery.jpg'],
      imageCaptions: ['The hero.', 'Two leaves and a bud.', 'Where the planters slept.'],
      imageCredits: ['', '', 'Photograph: Ishara Fernando'],
    });
    const html = articleSearchDocument(captioned, sanitizeInlineHtml).html;
    for (const words of ['Two leaves and a bud.', 'Where the planters slept.', 'Photograph: Ishara Fernando']) {
      expect(html).toContain(words);
    }
  });
});

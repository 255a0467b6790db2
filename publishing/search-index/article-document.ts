/**
 * An article's search document: the part of its page that Pagefind indexes (src/components/
 * ArticleView.tsx: the element marked `data-pagefind-body`, without what it marks
 * `data-pagefind-ignore`), made straight from the item. Indexing these instead of the built pages
 * lets the index be written while Astro still renders, and reads a few kilobytes per article
 * instead of the whole page. Only what Pagefind reads is kept: the text in the same elements (the
 * heading levels weigh the words), the result's metadata and the headings with ids. Images add no
 * text. article-document.test.ts indexes a document and the rendered ArticleView side by side and
 * holds the two indexes byte for byte equal.
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { itemPageFile } from '../../contract/rebuild-changes.ts';
import { SITE } from '../../src/config/site.ts';
import type { Item } from '../../src/lib/api/index.ts';
import { planArticle } from '../../src/lib/content/article-layout.ts';
import { imageSource } from '../../src/lib/content/images.ts';
import type { Sanitize } from '../../src/lib/html/sanitize-policy.ts';
import { SEARCH_META } from '../../src/lib/search/pagefind.ts';

/** A page of the index that is not read from the built site, named by the file it would be. */
export interface SearchDocument {
  name: string;
  html: string;
}

/** The built page an item's document stands for: `blogs/<id>/index.html`. */
export function articlePageName(item: Pick<Item, 'id' | 'type'>): string {
  return itemPageFile({ kind: item.type, id: item.id });
}

/** The image a result shows: the one ArticleView marks with the image metadata. */
function resultImage(item: Item): string | undefined {
  // A vlog's poster, the same image whether the video or a still stands in the page.
  if (item.type === 'vlog') return imageSource(item.imageUrl ?? item.images[0], 'poster').src;
  const hero = planArticle(item.description, item.images).hero;
  return hero === undefined ? undefined : imageSource(hero, 'article').src;
}

function paragraph(html: string, key: number): ReactNode {
  return h('p', { key, dangerouslySetInnerHTML: { __html: html } });
}

export function articleSearchDocument(item: Item, sanitize: Sanitize): SearchDocument {
  const plan = planArticle(item.description, item.type === 'vlog' ? [] : item.images);
  const image = resultImage(item);
  const body = h(
    'article',
    {
      'data-pagefind-body': '',
      'data-pagefind-meta': [SEARCH_META.excerpt, SEARCH_META.topic, SEARCH_META.date].join(', '),
      'data-excerpt': item.excerpt,
      'data-topic': item.categoryName,
      'data-date': item.date,
    },
    h('h1', { 'data-pagefind-meta': SEARCH_META.title }, item.title),
    image === undefined ? null : h('img', { src: image, 'data-pagefind-meta': SEARCH_META.image }),
    h(
      'div',
      null,
      plan.blocks.map((block, index) => paragraph(sanitize(block.paragraph), index)),
      item.variations.map((variation, index) =>
        h(
          'section',
          { key: index },
          h('h2', null, variation.subtitle),
          variation.description.map((text, line) => paragraph(sanitize(text), line)),
        ),
      ),
    ),
    plan.gallery.length > 0 ? h('section', null, h('h2', { id: 'gallery-heading' }, 'Gallery')) : null,
  );
  return {
    name: articlePageName(item),
    html: `<!doctype html><html lang="${SITE.language}"><body>${renderToStaticMarkup(body)}</body></html>`,
  };
}

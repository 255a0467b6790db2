/**
 * An article's search document: the part of its page that Pagefind indexes (the element
 * src/views/ArticleView.tsx marks `data-pagefind-body`, without what it marks
 * `data-pagefind-ignore`), made from the item. The body is the page's own (src/views/
 * article-body.ts); around it, what Pagefind reads of the rest of the article: the title, the
 * result's image and the gallery (its heading, pictures and captions). Indexing these instead of the built pages lets the index
 * be written while Astro still renders, and reads a few kilobytes per article instead of the page.
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { itemPageFile } from '../../contract/rebuild-changes.ts';
import { SITE } from '../../src/config/site.ts';
import type { Item } from '../../src/lib/api/index.ts';
import { planArticle } from '../../src/lib/content/article-layout.ts';
import { imageSource } from '../../src/lib/content/images.ts';
import type { Sanitize } from '../../src/lib/html/sanitize-policy.ts';
import { SEARCH_META } from '../../src/lib/search/pagefind.ts';
import { ArticleBody, ArticleGallery, articleSearchAttributes } from '../../src/views/article-body.ts';

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

export function articleSearchDocument(item: Item, sanitize: Sanitize): SearchDocument {
  const plan = planArticle(item.description, item.type === 'vlog' ? [] : item.images);
  const image = resultImage(item);
  const body = h(
    'article',
    articleSearchAttributes(item),
    h('h1', { 'data-pagefind-meta': SEARCH_META.title }, item.title),
    image === undefined ? null : h('img', { src: image, 'data-pagefind-meta': SEARCH_META.image }),
    h(ArticleBody, { item, plan, sanitize }),
    h(ArticleGallery, { item, images: plan.gallery }),
  );
  return {
    name: articlePageName(item),
    html: `<!doctype html><html lang="${SITE.language}"><body>${renderToStaticMarkup(body)}</body></html>`,
  };
}

/**
 * An article's body, the one rendering of it: its paragraphs with the images spread among them
 * and its subtitled sections. The page (ArticleView.tsx) and the article's search document
 * (publishing/search-index/article-document.ts) both render it, so the index reads the words the
 * page shows. Written without JSX, so the search documents' process, which Node runs directly,
 * renders it as the pages do. Also here: the gallery, which both render too, and the search
 * metadata both put on the article.
 */
import { createElement as h, Fragment } from 'react';
import type { Item } from '../lib/api/index.ts';
import type { ArticleLayoutPlan } from '../lib/content/article-layout.ts';
import { imageAlt } from '../lib/content/article-lists.ts';
import type { Sanitize } from '../lib/html/sanitize-policy.ts';
import { SEARCH_META } from '../lib/search/pagefind.ts';
import { ResponsiveImage } from './ResponsiveImage.ts';
import { FigureCaption } from './FigureCaption.ts';
import { imageCaption } from '../../contract/picture-captions.ts';

/**
 * What a search result shows beside the title: the excerpt, topic and date, read from the
 * article's own attributes. The category label, standfirst and byline stay out of the indexed text,
 * so a result's excerpt is cut from the title and body alone (src/lib/search/excerpt.ts).
 */
export function articleSearchAttributes(item: Item) {
  return {
    'data-pagefind-body': '',
    'data-pagefind-meta': [SEARCH_META.excerpt, SEARCH_META.topic, SEARCH_META.date].join(', '),
    'data-excerpt': item.excerpt,
    'data-topic': item.categoryName,
    'data-date': item.date,
  };
}

/** The gallery's heading, which the page links its images to and search finds the gallery by. */
export const GALLERY_HEADING = { id: 'gallery-heading', text: 'Gallery' } as const;

export interface ArticleBodyProps {
  item: Item;
  plan: ArticleLayoutPlan;
  sanitize: Sanitize;
}

export function ArticleBody({ item, plan, sanitize }: ArticleBodyProps) {
  const html = (text: string) => ({ __html: sanitize(text) });
  return h(
    'div',
    { className: 'prose article__body drop-cap', 'data-read-body': '' },
    plan.blocks.map((block, index) =>
      h(
        Fragment,
        { key: index },
        h('p', { dangerouslySetInnerHTML: html(block.paragraph) }),
        block.image &&
          h(
            'figure',
            { className: 'article__inline' },
            h(ResponsiveImage, {
              url: block.image,
              alt: imageAlt(item, block.image, `${item.title}, image ${index + 2}`),
              sizes: '(min-width: 900px) 68ch, 100vw',
            }),
            h(FigureCaption, { caption: imageCaption(item, block.image) }),
          ),
      ),
    ),
    item.variations.map((variation, index) =>
      h(
        'section',
        { className: 'article__section', key: index },
        h('h2', null, variation.subtitle),
        variation.description.map((paragraph, line) => h('p', { key: line, dangerouslySetInnerHTML: html(paragraph) })),
      ),
    ),
  );
}

/** The images left over after the body's: each with its caption and credit under it. */
export function ArticleGallery({ item, images }: { item: Item; images: readonly string[] }) {
  if (images.length === 0) return null;
  return h(
    'section',
    { className: 'article__gallery', 'aria-labelledby': GALLERY_HEADING.id },
    h('h2', { id: GALLERY_HEADING.id }, GALLERY_HEADING.text),
    h(
      'div',
      { className: 'grid' },
      images.map((image, index) =>
        h(
          'figure',
          { key: image, className: 'article__gallery-figure' },
          h(ResponsiveImage, {
            url: image,
            alt: imageAlt(item, image, `${item.title}, gallery image ${index + 1}`),
            sizes: '(min-width: 900px) 33vw, 100vw',
          }),
          h(FigureCaption, { caption: imageCaption(item, image) }),
        ),
      ),
    ),
  );
}

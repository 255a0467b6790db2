/**
 * The RSS feed (/rss.xml): the newest articles and vlogs together, each with its title, address,
 * publication date, excerpt and category. Rendered by @astrojs/rss in src/pages/rss.xml.ts.
 *
 * Feed readers render a description as HTML, and many a title too, so both go out as escaped
 * text: the excerpt's HTML is first read as text (entities decoded and markup dropped in one
 * parse), then escaped, so nothing an editor wrote, markup or `&lt;img&gt;` alike, becomes an
 * element in a reader. @astrojs/rss then escapes everything once more for the XML.
 */
import type { RSSOptions } from '@astrojs/rss';
import { FEED } from '../../config/routes.ts';
import { SITE } from '../../config/site.ts';
import type { Item } from '../api/index.ts';
import { categoryOf, itemPath, sortNewest } from '../content/article-lists.ts';
import { htmlToText, textToHtml } from '../html/plain-text.ts';

/** Newest first, at most `limit`; the excerpt, else the first paragraph, describes each. */
export function feedItems(items: readonly Item[], limit: number = FEED.items) {
  return sortNewest(items)
    .slice(0, limit)
    .map((item) => ({
      title: textToHtml(item.title),
      link: itemPath(item),
      pubDate: new Date(item.createdAt),
      description: textToHtml(htmlToText(item.excerpt || item.description[0] || '')),
      categories: [categoryOf(item)?.label ?? item.categoryName],
    }));
}

/** Everything @astrojs/rss needs, for the site at `site`. */
export function feedOptions(items: readonly Item[], site: URL): RSSOptions {
  const self = new URL(FEED.path, site).toString();
  return {
    title: SITE.name,
    description: SITE.description,
    site,
    items: feedItems(items),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      `<language>${SITE.language.toLowerCase()}</language>`,
      `<atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
    ].join(''),
  };
}

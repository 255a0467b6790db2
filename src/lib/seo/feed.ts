/**
 * The RSS feeds: the magazine's (/rss.xml), the newest articles and vlogs together, and each
 * author's (/authors/{slug}/rss.xml), their stories alone; each story with its title, address,
 * publication date, excerpt and category. Rendered by @astrojs/rss in src/pages/.
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
import { authorPath } from '../../../contract/authors.ts';

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

/** Which feed: the magazine's unless told otherwise. */
export interface FeedChannel {
  title: string;
  description: string;
  path: string;
}

const MAGAZINE_FEED: FeedChannel = { title: SITE.name, description: SITE.description, path: FEED.path };

/** An author's own feed: their stories, under their name. */
export function authorFeedChannel(author: { name: string; slug: string }): FeedChannel {
  return {
    title: `${author.name}, ${SITE.name}`,
    description: `Stories by ${author.name} for ${SITE.name}.`,
    path: authorFeedPath(author.slug),
  };
}

export function authorFeedPath(slug: string): string {
  return `${authorPath(slug)}${FEED.path}`;
}

/** Everything @astrojs/rss needs, for the site at `site`. */
export function feedOptions(items: readonly Item[], site: URL, channel: FeedChannel = MAGAZINE_FEED): RSSOptions {
  const self = new URL(channel.path, site).toString();
  return {
    title: channel.title,
    description: channel.description,
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

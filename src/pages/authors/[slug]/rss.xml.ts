import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import type { Item } from '../../../lib/api/index.ts';
import type { Author } from '../../../lib/content/authors.ts';
import { getStaticPathsAuthorFeeds } from '../../../lib/content/queries.ts';
import { authorFeedChannel, feedOptions } from '../../../lib/seo/feed.ts';

export const getStaticPaths = getStaticPathsAuthorFeeds;

/** One author's stories as RSS (see src/lib/seo/feed.ts). */
export const GET: APIRoute = ({ props, site, url }) => {
  const { author, stories } = props as { author: Author; stories: Item[] };
  return rss(feedOptions(stories, site ?? new URL(url.origin), authorFeedChannel(author)));
};

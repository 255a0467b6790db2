import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { feedOptions } from '../lib/seo/feed.ts';
import { getBlogs, getVlogs } from '../lib/content/queries.ts';

/** The newest articles and vlogs as RSS (see src/lib/seo/feed.ts). */
export const GET: APIRoute = async ({ site, url }) =>
  rss(feedOptions([...(await getBlogs()), ...(await getVlogs())], site ?? new URL(url.origin)));

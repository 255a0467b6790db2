/** Turns seed content into the wire objects of contract/schemas.ts, as the API stores and sends them. */
import type { StoredIssue, StoredItem } from '../storage/db.ts';
import type { PageText } from '../../contract/schemas.ts';
import { CATEGORY_NAMES } from '../../contract/categories.ts';
import { itemDisplayDate } from '../../contract/display-date.ts';
import {
  BLOG_IMAGE,
  ISSUE_PAGE,
  VLOG_POSTER,
  blogImageKey,
  issuePageKey,
  mediaUrl,
  vlogPosterKey,
} from '../media/media-paths.ts';
import type { SeedBlog, SeedIssue, SeedIssuePage, SeedVlog } from './types.ts';
import { blogPictureCaptions, issueCoverCaption, vlogPosterCaption } from './picture-captions.ts';

export function blogToWire(blog: SeedBlog): StoredItem {
  const images = blog.images.map((_, index) => mediaUrl(blogImageKey(blog.id, index + 1, BLOG_IMAGE)));
  return {
    id: blog.id,
    type: 'blog',
    title: blog.title,
    excerpt: blog.excerpt,
    author: blog.author,
    date: itemDisplayDate(blog.createdAt),
    ...(blog.updated ? { updated: blog.updated } : {}),
    createdAt: blog.createdAt,
    categoryName: CATEGORY_NAMES[blog.category],
    category: blog.category,
    images,
    imageAlts: blog.images,
    ...blogPictureCaptions(blog),
    ...(images[0] ? { imageUrl: images[0] } : {}),
    ...(blog.position ? { position: blog.position } : {}),
    description: blog.description,
    variations: [],
  };
}

export function vlogToWire(vlog: SeedVlog): StoredItem {
  const poster = mediaUrl(vlogPosterKey(vlog.id, VLOG_POSTER));
  return {
    id: vlog.id,
    type: 'vlog',
    title: vlog.title,
    excerpt: vlog.excerpt,
    author: vlog.author,
    date: itemDisplayDate(vlog.createdAt),
    createdAt: vlog.createdAt,
    categoryName: CATEGORY_NAMES[vlog.category],
    category: vlog.category,
    images: [poster],
    imageAlts: [vlog.poster],
    ...vlogPosterCaption(vlog),
    imageUrl: poster,
    videoURL: vlog.videoURL,
    description: vlog.description,
    variations: vlog.variations,
  };
}

/** Page 1 is the cover, so an issue with n inner pages has n + 1 page images. */
export function issuePageCount(issue: SeedIssue): number {
  return issue.pages.length + 1;
}

/** What each page says, for readers who cannot see it: the cover lines, then each headline and standfirst. */
export function issuePageAlts(issue: SeedIssue): string[] {
  const cover = [`Cover: ${issue.cover.coverline}`, ...issue.cover.teasers].join('. ');
  return [`${cover}.`, ...issue.pages.map((page) => `${page.headline}. ${page.standfirst}`)];
}

/** The section printed on the cover. */
export const COVER_SECTION = 'Cover';

/** A Contents page lists the pages after it by number and headline, so it cannot point at the wrong page. */
function contentsBody(issue: SeedIssue, contentsIndex: number): string[] {
  return issue.pages.flatMap((page, index) => (index > contentsIndex ? [`${index + 2} · ${page.headline}`] : []));
}

function innerPageText(issue: SeedIssue, page: SeedIssuePage, index: number): PageText {
  const body = page.section === 'Contents' && page.body.length === 0 ? contentsBody(issue, index) : page.body;
  return { section: page.section, headline: page.headline, standfirst: page.standfirst, body };
}

/** The words on every page, index by index: the cover's lines, then each inner page. Page images are drawn from them. */
export function issuePageTexts(issue: SeedIssue): PageText[] {
  const cover: PageText = { section: COVER_SECTION, headline: issue.cover.coverline, body: issue.cover.teasers };
  return [cover, ...issue.pages.map((page, index) => innerPageText(issue, page, index))];
}

export function issueToWire(issue: SeedIssue): StoredIssue {
  const pages = Array.from({ length: issuePageCount(issue) }, (_, index) =>
    mediaUrl(issuePageKey(issue.id, index + 1, ISSUE_PAGE)),
  );
  return {
    id: issue.id,
    title: issue.title,
    date: issue.date,
    // The seed's issues are numbered in order and dated the month they came out.
    issueNumber: Number(issue.id),
    coverDate: issue.createdAt.slice(0, 7),
    coverImage: pages[0],
    ...issueCoverCaption(issue),
    description: issue.description,
    pages,
    pageAlts: issuePageAlts(issue),
    pageTexts: issuePageTexts(issue),
    pageCount: pages.length,
    createdAt: issue.createdAt,
  };
}

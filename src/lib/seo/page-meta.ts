/** The `PageMeta` of each page: those built from API content, and the fixed pages (head-tags.ts renders it). */
import { HERO_SLIDES, SITE, type Topic } from '../../config/site.ts';
import type { Issue, Item } from '../api/index.ts';
import { categoryOf, itemPath } from '../content/article-lists.ts';
import { htmlToText } from '../html/plain-text.ts';
import { imageSource } from '../content/images.ts';
import { listPagePath, type ListPageNav } from '../content/list-pages.ts';
import type { PageMeta } from './head-tags.ts';
import { toEmbedUrl } from '../../../contract/video-links.ts';
import { READER_MESSAGES } from '../reader/messages.ts';
import { issueCard, issuePageCard, itemCard } from '../../../contract/social-cards.ts';
import { socialCardImage } from './social-cards.ts';
import { authorPath } from '../../../contract/authors.ts';
import type { Author } from '../content/authors.ts';
import { ownWords, PAGE_WORD_LIMITS, type PageWords } from '../../../contract/page-words.ts';

const DESCRIPTION_MAX: number = PAGE_WORD_LIMITS.searchDescription;

/**
 * A description of at most `max` characters, as plain text: meta tags and JSON-LD carry text, which
 * Astro and `serializeJsonLd` escape where it is written.
 */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const plain = htmlToText(text);
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The search title, search description and social words of a blog, vlog or issue: the editors' own
 * where they wrote them, else `standfirst` (the excerpt, or an issue's description) cut to each
 * place's limit.
 */
export function placeWords(
  words: PageWords,
  standfirst: string,
): Pick<PageMeta, 'searchTitle' | 'description' | 'social'> {
  const searchTitle = ownWords(words, 'searchTitle');
  const socialTitle = ownWords(words, 'socialTitle');
  return {
    ...(searchTitle ? { searchTitle } : {}),
    description: ownWords(words, 'searchDescription') ?? clip(standfirst, PAGE_WORD_LIMITS.searchDescription),
    social: {
      ...(socialTitle ? { title: socialTitle } : {}),
      description: ownWords(words, 'socialDescription') ?? clip(standfirst, PAGE_WORD_LIMITS.socialDescription),
    },
  };
}

export function itemMeta(item: Item): PageMeta {
  const imageUrl = item.type === 'vlog' ? (item.imageUrl ?? item.images[0]) : (item.images[0] ?? item.imageUrl);
  const image = imageUrl ? imageSource(imageUrl, item.type === 'vlog' ? 'poster' : 'article') : undefined;
  const section = categoryOf(item)?.label ?? item.categoryName;
  const embedUrl = item.type === 'vlog' ? toEmbedUrl(item.videoURL) : undefined;
  return {
    title: item.title,
    ...placeWords(item, item.excerpt || item.description[0] || SITE.description),
    path: itemPath(item),
    // The title leads, so no two articles of a topic share their keywords.
    keywords: [item.title, section, ...SITE.keywords.slice(0, 3), item.type === 'vlog' ? 'video' : 'article'],
    image: image ? { url: image.src, alt: item.title, width: image.width, height: image.height } : undefined,
    socialImage: socialCardImage(itemCard(item)),
    article: {
      author: item.author,
      publishedTime: item.createdAt,
      modifiedTime: item.updated,
      section,
      tags: [section, SITE.tagline],
    },
    video: embedUrl ? { embedUrl, uploadDate: item.createdAt } : undefined,
  };
}

/** An author's page: their bio describes it, or a line naming them when they have none. */
export function authorMeta(author: Author): PageMeta {
  return {
    title: author.name,
    description: clip(author.bio || `Stories by ${author.name} for ${SITE.name}.`),
    path: authorPath(author.slug),
    keywords: [author.name, 'author', SITE.name, ...SITE.keywords.slice(0, 2)],
  };
}

export function homeMeta(): PageMeta {
  return {
    title: SITE.name,
    description: SITE.description,
    path: '/',
    keywords: [...SITE.keywords, 'Sri Lanka luxury magazine', 'blogs', 'vlogs'],
  };
}

/** A topic page: described by its hero slide's line, so each of the ten reads differently. */
export function topicMeta(category: Topic): PageMeta {
  const line = HERO_SLIDES.find((slide) => slide.topic === category.slug)?.text;
  const label = category.label;
  return {
    title: label,
    description: clip(`${line ? `${line} ` : ''}${label} stories and videos from Sri Lanka, by ${SITE.name}.`),
    path: category.path,
    keywords: [label, `Sri Lanka ${label.toLowerCase()}`, `luxury ${label.toLowerCase()}`, 'Sri Lanka', SITE.name],
  };
}

export function issueMeta(issue: Issue): PageMeta {
  const image = issue.coverImage ? imageSource(issue.coverImage, 'page') : undefined;
  return {
    title: `${issue.title}: ${issue.date}`,
    ...placeWords(issue, issue.description || `${issue.title}, the ${issue.date} issue of ${SITE.name}.`),
    path: `/magazines/${issue.id}`,
    keywords: ['digital magazine', 'issue', issue.title, ...SITE.keywords.slice(0, 3)],
    image: image
      ? { url: image.src, alt: `Cover of ${issue.title}`, width: image.width, height: image.height }
      : undefined,
    socialImage: socialCardImage(issueCard(issue)),
    issue: { name: issue.title, issueNumber: issue.id, datePublished: issue.createdAt, pageCount: issue.pages?.length },
  };
}

/** One page of an issue (from 1): its own address, title and card, the page's own image. */
export function issuePageMeta(issue: Issue, page: number): PageMeta {
  // A page has words of its own: the issue's search title and social words are the whole issue's.
  const { searchTitle: _searchTitle, social: _social, ...base } = issueMeta(issue);
  const pageOf = READER_MESSAGES.pageOf(page, issue.pages?.length ?? page);
  const words = issue.pageAlts?.[page - 1]?.trim();
  return {
    ...base,
    title: `${issue.title}, ${pageOf.toLowerCase()}: ${issue.date}`,
    // Each page its own description: its number and its words lead, the issue's description follows.
    description: clip(`${pageOf} of ${issue.title}${words ? `: ${words}` : ''}. ${issue.description}`),
    path: `/magazines/${issue.id}/page/${page}`,
    keywords: [`${issue.title} ${pageOf.toLowerCase()}`, ...(base.keywords ?? [])],
    socialImage: socialCardImage(issuePageCard(issue, page)),
  };
}

/** A numbered page of a list: its own title and address, the list's description. */
export function listPageMeta(meta: PageMeta, nav: ListPageNav): PageMeta {
  if (nav.page === undefined) return meta;
  return {
    ...meta,
    // Numbered from the oldest (list-pages.ts): the words say so, as page 1 holds the first stories.
    title: `${meta.title}, archive page ${nav.page}`,
    // Each page of a list is a page of its own to a search engine: its words must differ too.
    description: `${meta.description} Archive page ${nav.page}, counted from the first stories.`,
    keywords: [...(meta.keywords ?? []), `${meta.title} archive page ${nav.page}`],
    path: listPagePath(nav.listPath, nav.page),
  };
}

/** /blogs, and the title and description its later pages share. */
export const BLOG_LIST_META: PageMeta = {
  title: 'Blogs',
  description:
    'Stories of Sri Lanka luxury living: travel, craft, gems, homes, fashion, cars and the people behind them.',
  path: '/blogs',
  keywords: ['Sri Lanka blogs', 'luxury lifestyle', 'travel', 'gems', 'fashion'],
};

/**
 * The social card (og:image, twitter:image) of every blog, vlog, issue and issue page: a 1200x630
 * picture drawn at build time (draw-social-card.ts) from the title, the topic, the content's own
 * image and the magazine's mark, served from `/social/…`. This module only says which cards exist
 * and where each one lives.
 */
import { SITE } from '../../config/site.ts';
import type { Issue, Item } from '../api/index.ts';
import type { ImageUse } from '../content/images.ts';
import { categoryOf } from '../content/article-lists.ts';
import { READER_MESSAGES } from '../reader/messages.ts';

export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/jpeg', extension: 'jpg' } as const;

export interface SocialCard {
  /** Where the card is served, under /social/ and without the extension: `blogs/tea-country-mornings`. */
  path: string;
  title: string;
  /** The line above the title: the topic, "Vlog", "Issue", or the page of an issue. */
  eyebrow: string;
  /** The content's image, drawn beside the text; the card is text alone without one. */
  image?: { url: string; use: ImageUse };
}

export function socialCardUrl(card: Pick<SocialCard, 'path'>): string {
  return `/social/${card.path}.${SOCIAL_CARD.extension}`;
}

/** What og:image and twitter:image say about a card. */
export function socialCardImage(card: SocialCard): { url: string; alt: string; width: number; height: number } {
  return {
    url: socialCardUrl(card),
    alt: `${card.eyebrow}: ${card.title}, ${SITE.name}`,
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
  };
}

export function itemCard(item: Item): SocialCard {
  const imageUrl = item.type === 'vlog' ? (item.imageUrl ?? item.images[0]) : (item.images[0] ?? item.imageUrl);
  const topic = categoryOf(item)?.label ?? item.categoryName;
  return {
    path: `${item.type === 'vlog' ? 'vlogs' : 'blogs'}/${item.id}`,
    title: item.title,
    eyebrow: item.type === 'vlog' ? `Vlog · ${topic}` : topic,
    image: imageUrl ? { url: imageUrl, use: item.type === 'vlog' ? 'poster' : 'article' } : undefined,
  };
}

export function issueCard(issue: Issue): SocialCard {
  const cover = issue.coverImage ?? issue.pages?.[0];
  return {
    path: `magazines/${issue.id}`,
    title: issue.title,
    eyebrow: issue.date ? `Issue · ${issue.date}` : 'Issue',
    image: cover ? { url: cover, use: 'page' } : undefined,
  };
}

/** Page `page` (from 1) of an issue: that page's own image. */
export function issuePageCard(issue: Issue, page: number): SocialCard {
  const pages = issue.pages ?? [];
  const url = pages[page - 1];
  return {
    path: `magazines/${issue.id}/page/${page}`,
    title: issue.title,
    eyebrow: READER_MESSAGES.pageOf(page, pages.length),
    image: url ? { url, use: 'page' } : undefined,
  };
}

/** Every card of the catalogue. */
export function allSocialCards(items: readonly Item[], issues: readonly Issue[]): SocialCard[] {
  return [
    ...items.map(itemCard),
    ...issues.flatMap((issue) => [
      issueCard(issue),
      ...(issue.pages ?? []).map((_, index) => issuePageCard(issue, index + 1)),
    ]),
  ];
}

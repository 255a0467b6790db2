/**
 * The social card (og:image, twitter:image) of every blog, vlog, issue and issue page: a 1200x630
 * picture of the title (the social title, when the editors gave one), the topic, the content's own image and the magazine's mark. The API draws
 * it on the first request (api/social-cards/); the site names it in each page's head. What a card
 * shows and where it is served are said once, here, for both.
 */
import { CATEGORY_NAMES, type CategorySlug } from './categories.ts';
import { pageOfIssue } from './issue-pages.ts';
import { socialTitleOf } from './page-words.ts';
import type { WireIssue, WireItem } from './schemas.ts';

export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/jpeg', extension: 'jpg' } as const;

/** Where the API serves the cards: `/social/blogs/tea-country-mornings.jpg`, beside `/media/`. */
export const SOCIAL_CARD_PREFIX = '/social';

export interface SocialCard {
  /** Where the card is served, under /social/ and without the extension: `blogs/tea-country-mornings`. */
  path: string;
  title: string;
  /** The line above the title: the topic, "Vlog", "Issue", or the page of an issue. */
  eyebrow: string;
  /** The content's image (a media URL), drawn beside the words; the card is words alone without one. */
  image?: string;
}

/** The card's address on the API's origin. */
export function socialCardPath(card: Pick<SocialCard, 'path'>): string {
  return `${SOCIAL_CARD_PREFIX}/${card.path}.${SOCIAL_CARD.extension}`;
}

type CardItem = Pick<
  WireItem,
  'id' | 'type' | 'title' | 'socialTitle' | 'category' | 'categoryName' | 'images' | 'imageUrl'
>;

export function itemCard(item: CardItem): SocialCard {
  const images = item.images ?? [];
  const image = item.type === 'vlog' ? (item.imageUrl ?? images[0]) : (images[0] ?? item.imageUrl);
  const topic = CATEGORY_NAMES[item.category as CategorySlug] ?? item.categoryName;
  return {
    path: `${item.type === 'vlog' ? 'vlogs' : 'blogs'}/${item.id}`,
    title: socialTitleOf(item),
    eyebrow: item.type === 'vlog' ? `Vlog · ${topic}` : topic,
    ...(image ? { image } : {}),
  };
}

type CardIssue = Pick<WireIssue, 'id' | 'title' | 'socialTitle' | 'date' | 'coverImage' | 'pages'>;

export function issueCard(issue: CardIssue): SocialCard {
  const cover = issue.coverImage ?? issue.pages?.[0];
  return {
    path: `magazines/${issue.id}`,
    title: socialTitleOf(issue),
    eyebrow: issue.date ? `Issue · ${issue.date}` : 'Issue',
    ...(cover ? { image: cover } : {}),
  };
}

/** Page `page` (from 1) of an issue: that page's own image. */
export function issuePageCard(issue: CardIssue, page: number): SocialCard {
  const pages = issue.pages ?? [];
  const image = pages[page - 1];
  return {
    path: `magazines/${issue.id}/page/${page}`,
    title: issue.title,
    eyebrow: pageOfIssue(page, pages.length),
    ...(image ? { image } : {}),
  };
}

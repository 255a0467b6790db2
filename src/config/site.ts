/**
 * The magazine's identity: its name and voice, its links and menus, the topics it covers and
 * the home hero's slides. Components and islands import from here; nothing else hard-codes these.
 */
import { CATEGORIES } from '../../contract/categories.ts';
import { EDITORS_EMAIL } from '../../contract/local-defaults.ts';
import { MASTHEAD } from '../../contract/masthead.ts';

export const SITE = {
  name: MASTHEAD.name,
  tagline: MASTHEAD.tagline,
  description:
    'Serendib Luxe is the online magazine of Sri Lanka luxury living: travel, art and craft, gems, homes, fashion, cars and the people behind them.',
  keywords: ['Sri Lanka', 'luxury', 'lifestyle', 'magazine', 'travel', 'gems', 'fashion', 'real estate'],
  locale: 'en_GB',
  language: 'en-GB',
  /** Shown when an article has no author. */
  defaultAuthor: 'Serendib Luxe',
  /** Shown when an article has no date: a fixed date in July 2024. */
  defaultDate: '2024-07-15T00:00:00.000Z',
  /** Receives contact-form notifications; the site names it where sending fails. */
  adminEmail: EDITORS_EMAIL,
  twitterHandle: '@serendibluxe',
} as const;

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/serendibluxe' },
  { label: 'Facebook', href: 'https://www.facebook.com/serendibluxe' },
  { label: 'YouTube', href: 'https://www.youtube.com/@serendibluxe' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/serendibluxe' },
] as const;

type TopicOf<C> = C extends { slug: infer S extends string; label: infer L }
  ? { slug: S; label: L; path: `/${S}` }
  : never;
type TopicsOf<T extends readonly unknown[]> = { readonly [K in keyof T]: TopicOf<T[K]> };

/** The topic pages: one per category, at `/<slug>`, in the categories' order. */
export const TOPICS = CATEGORIES.map(({ slug, label }) => ({ slug, label, path: `/${slug}` })) as unknown as TopicsOf<
  typeof CATEGORIES
>;
export type Topic = (typeof TOPICS)[number];

/** The ten topic slides of the home hero, as they stand until editors change them on the desk. */
export { DEFAULT_HERO_SLIDES as HERO_SLIDES } from '../../contract/front-page.ts';

/** An article whose position is this value is the featured one: the lead story editors choose on the desk. */
export { LEAD_POSITION as FEATURED_POSITION } from '../../contract/front-page.ts';

export const CONTACT_REPLY_PROMISE = '24-48 hours';

/** Issue titles by id, and the title of any other issue. */
export const ISSUE_TITLES: Readonly<Record<string, string>> = {
  '1': 'The Escape',
  '2': 'Style',
  '3': 'Art',
  '4': 'Design',
  '5': 'Travel',
  '6': 'Culture Issue',
};
export const DEFAULT_ISSUE_TITLE = 'Magazine Issue';

/** Navbar links, in their order. */
export const NAV_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'V/Blogs', href: '/blogs' },
  { label: 'ISSUES', href: '/magazines' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
] as const;

/** Links only the mobile menu adds. */
export const MOBILE_NAV_LINKS = [
  { label: 'Latest Issue', href: '/luxury' },
  { label: 'Profile', href: '/profile' },
  { label: 'Collections', href: '/collections' },
  { label: 'Search', href: '/search' },
] as const;

export const FOOTER_LINKS = [
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Newsletter', href: '/newsletter' },
  { label: 'Issues', href: '/magazines' },
  { label: 'Privacy', href: '/privacy' },
] as const;

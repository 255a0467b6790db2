/**
 * Shapes of the seed content. The seed is original writing; images are generated from these
 * descriptions at seed time (see images.ts), never downloaded.
 */

export type { CategorySlug } from '../../contract/categories.ts';
import type { CategorySlug } from '../../contract/categories.ts';

export interface SeedBlog {
  /** URL slug, lowercase letters, digits and hyphens. */
  id: string;
  title: string;
  excerpt: string;
  author: string;
  category: CategorySlug;
  /** ISO date-time of first publication, between 2024-08-01 and 2026-11-15. */
  createdAt: string;
  /** ISO date-time of the last update, when there was one. */
  updated?: string;
  /** "1" on exactly one blog: the featured article. */
  position?: '1';
  /** At least 5 paragraphs; some carry inline <strong>, <em> or <a href="https://...">. */
  description: string[];
  /** 2 to 6: a short visual description of each image, used as its alt text and to tint it. */
  images: string[];
}

export interface SeedVlog {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  category: CategorySlug;
  createdAt: string;
  /** A YouTube watch link (https://www.youtube.com/watch?v=...) or short link (https://youtu.be/...). */
  videoURL: string;
  description: string[];
  variations: { subtitle: string; description: string[] }[];
  /** Visual description of the poster image. */
  poster: string;
}

/** The sections an issue's pages belong to: each page image prints its section above the headline. */
export const ISSUE_SECTIONS = [
  'Contents',
  'Editor’s Letter',
  'Travel',
  'Hotels',
  'Tea Country',
  'Wellness',
  'Wildlife',
  'Gems',
  'Style',
  'Beauty',
  'Cuisine',
  'Art',
  'Craft',
  'Culture',
  'Design',
  'Interiors',
  'Gardens',
  'Property',
  'Yachting',
  'Portfolio',
  'Guide',
  'Address Book',
  'Last Word',
] as const;
export type IssueSection = (typeof ISSUE_SECTIONS)[number];

export interface SeedIssuePage {
  section: IssueSection;
  /** Headline printed on the generated page image. */
  headline: string;
  /** Short standfirst or caption printed under the headline. */
  standfirst: string;
  /**
   * The page's paragraphs, set in columns on its image. A Contents page leaves them out: its body is
   * the list of the issue's other pages, made from their headlines (to-wire.ts).
   */
  body: string[];
}

export interface SeedIssue {
  /** "1" to "6". */
  id: string;
  title: string;
  /** Display date, e.g. "March 2026". */
  date: string;
  createdAt: string;
  description: string;
  /** The cover's lines: the main cover line and two or three teasers. */
  cover: { coverline: string; teasers: string[] };
  /** 11 to 23 inner pages (the cover is page 1, so each issue has 12 to 24 pages). */
  pages: SeedIssuePage[];
  /** Made from its print PDF through the issue import, as an editor's upload is, not drawn page by page. */
  fromPrintPdf?: true;
}

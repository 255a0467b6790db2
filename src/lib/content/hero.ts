/**
 * The home page's two rotating heroes. The ten topic slides' words and pictures are the editors'
 * (read from the API at build time, so the hero needs no request); a slide without a picture of
 * its own is pictured by the newest blog of its topic.
 */
import { TOPICS, HERO_SLIDES } from '../../config/site.ts';
import { TIMINGS } from '../../config/ui.ts';
import type { CategorySlug } from '../../../contract/categories.ts';
import type { HeroSlideSetting } from '../../../contract/front-page.ts';
import type { Item } from '../api/entities.ts';

export interface HeroSlide {
  topic: CategorySlug;
  title: string;
  text: string;
  /** The topic's label and page: the slide's topic link. */
  label: string;
  path: string;
  /** The editors' picture, else the first image of the topic's newest blog; undefined when there is neither. */
  image: string | undefined;
}

export type HeroVariant = 'rotating' | 'fading';

export interface HeroVariantSettings {
  intervalMs: number;
  /** How long the text fades out before the slide changes (and back in after); 0 for no fade. */
  fadeMs: number;
  dots: boolean;
  /** Read More does not go to the slide's topic, but to one fixed page. */
  readMore: { href: string; context: string };
}

export const HERO_VARIANTS: Readonly<Record<HeroVariant, HeroVariantSettings>> = {
  rotating: {
    intervalMs: TIMINGS.heroIntervalMs,
    fadeMs: 0,
    dots: true,
    readMore: { href: '/blogs', context: 'of the latest blogs' },
  },
  fading: {
    intervalMs: TIMINGS.heroFadeIntervalMs,
    fadeMs: TIMINGS.heroFadeMs,
    dots: false,
    readMore: { href: '/luxury', context: 'in the latest issue' },
  },
};

/** Names of the carousel's controls, for assistive technology. */
export const HERO_LABELS = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slides',
  play: 'Play slides',
  dots: 'Choose a slide',
  slide: (index: number, count: number, title: string) => `${index + 1} of ${count}: ${title}`,
  dot: (index: number, count: number, title: string) => `Slide ${index + 1} of ${count}: ${title}`,
} as const;

/** The first pictured blog of each topic of `newestFirst`, looking no further once every topic has one. */
function newestPicturedByTopic(newestFirst: readonly Item[], topics: ReadonlySet<string>): Map<string, Item> {
  const newest = new Map<string, Item>();
  for (const item of newestFirst) {
    if (newest.size === topics.size) break;
    if (item.type !== 'blog' || item.images.length === 0 || !topics.has(item.category)) continue;
    if (!newest.has(item.category)) newest.set(item.category, item);
  }
  return newest;
}

/** The slides, each pictured as its setting says or by its topic's newest blog; `blogs` newest first, as the content queries give them. */
export function heroSlides(blogs: readonly Item[], slides: readonly HeroSlideSetting[] = HERO_SLIDES): HeroSlide[] {
  const unpictured = new Set(slides.flatMap((slide) => (slide.image ? [] : [slide.topic])));
  const newest = newestPicturedByTopic(blogs, unpictured);
  return slides.flatMap(({ topic, title, text, image }) => {
    const category = TOPICS.find((entry) => entry.slug === topic);
    if (!category) return [];
    const picture = image ?? newest.get(topic)?.images[0];
    return [{ topic, title, text, label: category.label, path: category.path, image: picture }];
  });
}

/**
 * Generated articles for benchmarks: many blogs of realistic size and shape (several paragraphs
 * with inline links, emphasis and a bulleted run, 3 to 6 images), the same for the same seed.
 * Images reuse the ones the seed draws under MEDIA_DIR, so a catalogue of any size needs no
 * new drawing; every category appears and dates spread over the years before `newest`.
 */
import type { StoredItem } from '../api/storage/db.ts';
import { CATEGORY_NAMES, CATEGORY_SLUGS } from '../contract/categories.ts';
import { loadSeedContent } from '../api/seed/seed-content.ts';
import { itemDisplayDate } from '../contract/display-date.ts';
import { blogToWire } from '../api/seed/to-wire.ts';

export interface GenerateOptions {
  /** Same seed, same articles. */
  seed?: number;
  /** The newest article's date; the others are spread over `spreadDays` before it. */
  newest?: string;
  spreadDays?: number;
  /** Prefix of every id, so generated articles never meet seed ids. */
  idPrefix?: string;
}

/** A generated blog as the API stores it, with the fields every generated article has. */
export type GeneratedArticle = StoredItem & { images: string[]; imageAlts: string[]; description: string[] };

/** An image the generated articles may use: its media URL and its text alternative. */
export interface PoolImage {
  url: string;
  alt: string;
}

export const ARTICLE_SHAPE = {
  minImages: 3,
  maxImages: 6,
  minParagraphs: 6,
  maxParagraphs: 9,
  minSentences: 4,
  maxSentences: 7,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULTS = { seed: 1, newest: '2026-11-01T09:00:00.000Z', spreadDays: 3 * 365, idPrefix: 'generated' };

const PLACES = ['Galle', 'Kandy', 'Ella', 'Colombo', 'Trincomalee', 'Nuwara Eliya', 'Bentota', 'Jaffna', 'Sigiriya'];
const SUBJECTS = ['villa', 'atelier', 'estate', 'collection', 'workshop', 'gallery', 'garden', 'regatta', 'salon'];
const ADJECTIVES = ['quiet', 'restored', 'hand-built', 'sunlit', 'celebrated', 'hidden', 'modern', 'storied'];
const AUTHORS = ['Charlotte Ashdown', 'Ravindra Wickramasinghe', 'Nadia Perera', 'Tomas Reyes', 'Anjali Fernando'];
const LINKS = ['https://www.srilanka.travel/', 'https://whc.unesco.org/en/list/451', 'https://www.gia.edu/sapphire'];
const OPENINGS = [
  'By the second morning in {place}, the {adjective} {subject} has set its own pace.',
  'Few places in {place} reward patience like this {subject}.',
  'The {subject} sits at the end of a {adjective} lane outside {place}.',
  'Ask anyone in {place} about the {subject} and you will hear a story first.',
];
const SENTENCES = [
  'Its rooms open onto deep verandahs where the afternoon light turns the lime-washed walls to gold.',
  'The owners kept the old floors of polished cement and the carved doors that came from a merchant house.',
  'Breakfast is the meal to linger over: egg hoppers, pol sambol and tea from the hills above.',
  'Craftsmen still work the brass and lacquer by hand, as their grandparents did for the temples.',
  'A short drive inland, cinnamon gardens and rubber estates roll towards the rainforest.',
  'Evenings belong to the ramparts, where families spread out on the grass and kites strain at the breeze.',
  'Prices have risen with the attention, yet the best pieces still change hands over a glass of ginger beer.',
  'The season runs from December to April, when the sea is calm and the light is clear.',
  'Nothing here is hurried, and nobody seems to mind that the day is measured by the tide.',
];

/** mulberry32: a small seeded generator, enough for shuffling words deterministically. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function fill(template: string, random: Random): string {
  return template
    .replace('{place}', pick(random, PLACES))
    .replace('{subject}', pick(random, SUBJECTS))
    .replace('{adjective}', pick(random, ADJECTIVES));
}

/** One paragraph: plain sentences with, now and then, a link, emphasis or a bulleted run. */
function paragraph(random: Random, index: number): string {
  const sentences = [fill(pick(random, OPENINGS), random)];
  const count = between(random, ARTICLE_SHAPE.minSentences, ARTICLE_SHAPE.maxSentences);
  for (let n = 1; n < count; n += 1) sentences.push(pick(random, SENTENCES));
  const place = pick(random, PLACES);
  sentences[1] = `${sentences[1]} <strong>${place}</strong> is worth the <em>detour</em>.`;
  if (index % 2 === 0) {
    sentences.push(`Read more on <a href="${pick(random, LINKS)}">the official guide</a>.`);
  }
  if (index === 2) {
    const items = [pick(random, SUBJECTS), pick(random, SUBJECTS), pick(random, SUBJECTS)];
    sentences.push(`What to look for:<br>• <em>${items[0]}</em><br>• <em>${items[1]}</em><br>• <em>${items[2]}</em>`);
  }
  return sentences.join(' ');
}

/** Every blog image the seed draws, as URLs under /media/ with their descriptions. */
export async function seedImagePool(): Promise<PoolImage[]> {
  const { blogs } = await loadSeedContent();
  return blogs.flatMap((blog) => {
    const wire = blogToWire(blog);
    return (wire.images ?? []).map((url, index) => ({ url, alt: wire.imageAlts?.[index] ?? blog.title }));
  });
}

function title(random: Random): string {
  const words = `${pick(random, ADJECTIVES)} ${pick(random, SUBJECTS)}`;
  return `The ${words} of ${pick(random, PLACES)}`.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/**
 * `count` blogs as the API stores them (wire items with their creation date), newest first, over
 * the given image pool (`seedImagePool()` for the seed's own images).
 */
export function generateArticlesFrom(
  pool: readonly PoolImage[],
  count: number,
  options: GenerateOptions = {},
): GeneratedArticle[] {
  if (!Number.isInteger(count) || count < 0) throw new Error(`Article count must be a whole number, got ${count}`);
  if (pool.length < ARTICLE_SHAPE.maxImages)
    throw new Error(`The image pool has ${pool.length} images; articles need ${ARTICLE_SHAPE.maxImages}`);
  const settings = { ...DEFAULTS, ...options };
  const random = seededRandom(settings.seed);
  const newest = Date.parse(settings.newest);
  const stepMs = count > 1 ? (settings.spreadDays * DAY_MS) / (count - 1) : 0;
  const items: GeneratedArticle[] = [];
  for (let n = 0; n < count; n += 1) {
    const category = CATEGORY_SLUGS[n % CATEGORY_SLUGS.length] ?? 'travel';
    const createdAt = new Date(newest - Math.round(n * stepMs)).toISOString();
    const start = between(random, 0, pool.length - 1);
    const images = Array.from(
      { length: between(random, ARTICLE_SHAPE.minImages, ARTICLE_SHAPE.maxImages) },
      (_, index) => pool[(start + index) % pool.length] as PoolImage,
    );
    const paragraphs = between(random, ARTICLE_SHAPE.minParagraphs, ARTICLE_SHAPE.maxParagraphs);
    const description = Array.from({ length: paragraphs }, (_, index) => paragraph(random, index));
    items.push({
      id: `${settings.idPrefix}-${String(n + 1).padStart(6, '0')}`,
      type: 'blog',
      title: `${title(random)} (${n + 1})`,
      excerpt: `${fill(pick(random, OPENINGS), random)} ${pick(random, SENTENCES)}`,
      author: pick(random, AUTHORS),
      date: itemDisplayDate(createdAt),
      createdAt,
      categoryName: CATEGORY_NAMES[category],
      category,
      images: images.map((image) => image.url),
      imageAlts: images.map((image) => image.alt),
      imageUrl: images[0]?.url,
      description,
      variations: [],
    });
  }
  return items;
}

/** `count` generated blogs over the seed's images: what benchmarks insert into a temporary API. */
export async function generateArticles(count: number, options: GenerateOptions = {}): Promise<GeneratedArticle[]> {
  return generateArticlesFrom(await seedImagePool(), count, options);
}

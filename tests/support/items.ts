/**
 * The sample blogs, vlogs and issues every unit test draws on, written once:
 *
 * - seed-shaped content (`fixtureBlogs`, `fixtureVlogs`, `fixtureIssues`), small so the API's tests
 *   do not depend on (or wait for) the real seed; the API turns it into wire items itself;
 * - wire items as the API sends them for a blog and a vlog published after the build
 *   (`freshBlog`, `freshVlog`): an editor's item carries what seed content never has (a blog with
 *   variations, a vlog without author or alt texts, a paragraph the sanitiser must clean), so these
 *   are written in the wire shape;
 * - `testItem()`, one item in the site's own shape, built through the real schema.
 */
import type { SeedContent } from '../../api/seed/seed-content.ts';
import type { SeedBlog, SeedIssue, SeedVlog } from '../../api/seed/types.ts';
import type { WireItem } from '../../contract/schemas.ts';
import { PAGE_WORD_FIELDS } from '../../contract/page-words.ts';
import { itemSchema, type Item } from '../../src/lib/api/entities.ts';

const paragraphs = (topic: string) => [
  `${topic} opens on a quiet morning.`,
  `The second paragraph has <strong>bold</strong> words.`,
  `The third links <a href="https://example.com">somewhere</a>.`,
  'A fourth paragraph.',
  'And a fifth to close.',
];

export const fixtureBlogs: SeedBlog[] = [
  {
    id: 'tea-country-mornings',
    title: 'Tea Country Mornings',
    excerpt: 'Mist over the estates.',
    author: 'Ama Perera',
    category: 'travel',
    createdAt: '2025-03-12T09:00:00+05:30',
    position: '1',
    description: paragraphs('Tea country'),
    images: ['Tea estate hills in morning mist', 'A planter’s bungalow veranda'],
  },
  {
    id: 'south-coast-surf',
    title: 'Surf & Sand on the South Coast',
    excerpt: 'Waves at Weligama.',
    author: 'Ravi Fernando',
    category: 'travel',
    createdAt: '2025-06-01T08:00:00Z',
    updated: '2025-06-03T08:00:00Z',
    description: paragraphs('Surf'),
    images: ['Surf at sunset', 'Boards on the beach', 'A lagoon at dusk'],
  },
  {
    id: 'ratnapura-sapphires',
    title: 'The Sapphires of Ratnapura',
    excerpt: 'Blue fire from the gem pits.',
    author: 'Nadia Silva',
    category: 'gems',
    createdAt: '2024-11-20T10:00:00Z',
    description: paragraphs('Sapphires'),
    images: ['A cornflower sapphire', 'A gem washer in the river'],
  },
  {
    id: 'moonstone-necklaces',
    title: 'Moonstone Necklaces',
    excerpt: 'Soft light, old craft.',
    author: 'Nadia Silva',
    category: 'gems',
    createdAt: '2026-01-05T10:00:00Z',
    description: paragraphs('Moonstones'),
    images: ['A moonstone necklace', 'A jeweller at work'],
  },
  {
    id: 'brass-of-kandy',
    title: 'The Brass of Kandy',
    excerpt: 'Hammered by hand.',
    author: 'Kasun Jayasinghe',
    category: 'art',
    createdAt: '2025-09-09T00:30:00+05:30',
    description: paragraphs('Brass'),
    images: ['Brass lamps in a temple', 'A craftsman’s workshop'],
  },
];

export const fixtureVlogs: SeedVlog[] = [
  {
    id: 'galle-fort-walk',
    title: 'A Walk Through Galle Fort',
    excerpt: 'Ramparts at golden hour.',
    author: 'Ravi Fernando',
    category: 'travel',
    createdAt: '2025-04-01T12:00:00Z',
    videoURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    description: ['The fort at dusk.'],
    variations: [{ subtitle: 'The ramparts', description: ['Walls over the sea.'] }],
    poster: 'Galle Fort lighthouse at sunset',
  },
  {
    id: 'colombo-supercars',
    title: 'Colombo Supercars',
    excerpt: 'Engines by the sea.',
    author: 'Kasun Jayasinghe',
    category: 'automobile',
    createdAt: '2025-12-01T12:00:00Z',
    videoURL: 'https://youtu.be/dQw4w9WgXcQ',
    description: ['A night drive.'],
    variations: [],
    poster: 'A supercar on the Galle Face road at night',
  },
];

export const fixtureIssues: SeedIssue[] = [
  {
    id: '1',
    title: 'The Escape',
    date: 'January 2025',
    createdAt: '2025-01-15T00:00:00Z',
    description: 'Islands, hideaways & slow days.',
    cover: { coverline: 'Hideaways <for> the long weekend', teasers: ['Tree houses of Sigiriya', 'A lagoon villa'] },
    pages: [
      {
        section: 'Tea Country',
        headline: 'Into the hills',
        standfirst: 'Where the tea grows & the air cools.',
        body: ['Mist lifts off the <terraces> by nine.', 'A planter’s bungalow keeps its fire lit until noon.'],
      },
    ],
  },
  {
    id: '2',
    title: 'Style',
    date: 'March 2025',
    createdAt: '2025-03-15T00:00:00Z',
    description: 'Batik, silk and tailoring.',
    cover: { coverline: 'The new Colombo couture', teasers: ['Batik reborn', 'Silk roads', 'Tailors of Pettah'] },
    pages: [
      { section: 'Contents', headline: 'In This Issue', standfirst: 'Batik and silk.', body: [] },
      { section: 'Style', headline: 'Batik reborn', standfirst: 'Wax, dye and patience.', body: ['Indigo first.'] },
    ],
  },
];

export const fixtureContent: SeedContent = { blogs: fixtureBlogs, vlogs: fixtureVlogs, issues: fixtureIssues };

/** The smallest content that still has every kind of image: keeps image tests fast. */
export const tinyContent: SeedContent = {
  blogs: fixtureBlogs.slice(0, 1),
  vlogs: fixtureVlogs.slice(0, 1),
  issues: fixtureIssues.slice(0, 1),
};

/** A blog published after the build, as the API sends it: none of the seed content above. */
export const freshBlog = {
  id: 'a-new-villa-in-galle',
  type: 'blog',
  title: 'A New Villa in Galle',
  excerpt: 'Lime walls and a plunge pool.',
  author: 'Ama Perera',
  categoryName: 'Travel & Tourism',
  category: 'travel',
  createdAt: '2026-12-01T08:00:00.000Z',
  images: ['/media/blogs/new/1-1600x1000.webp', '/media/blogs/new/2-1600x1000.webp'],
  description: [
    'The first paragraph, with <strong>bold</strong> words.',
    'A second one <img src=x onerror="window.hacked=1"><script>window.hacked=2</script>stays clean.',
    'And a third to close.',
  ],
  variations: [{ subtitle: 'Where to eat', description: ['Hoppers on the roof.'] }],
} satisfies WireItem;

/** A vlog published after the build, as the API sends it. */
export const freshVlog = {
  id: 'kandy-by-night',
  type: 'vlog',
  title: 'Kandy by Night',
  excerpt: 'The lake after dark.',
  categoryName: 'Entertainment',
  category: 'entertainment',
  createdAt: '2026-12-02T08:00:00.000Z',
  imageUrl: '/media/vlogs/kandy/poster-1280x720.webp',
  videoURL: 'https://www.youtube.com/watch?v=Ab3_xY-9kLm',
  description: ['Lanterns on the water.'],
} satisfies WireItem;

/** An issue as the API answers it, published after the build: two pages. */
export const freshIssue = {
  id: '77',
  title: 'Monsoon',
  date: 'December 2026',
  description: 'Rain on the south-west coast.',
  createdAt: '2026-12-05T08:00:00.000Z',
  pages: ['/media/issues/77/page-01-1000x1300.webp', '/media/issues/77/page-02-1000x1300.webp'],
};

/** One item in the site's shape, built through the real schema so it carries the spec's defaults. */
export function testItem(overrides: Partial<WireItem> & Pick<WireItem, 'id'>): Item {
  return itemSchema.parse({
    type: 'blog',
    title: `Title of ${overrides.id}`,
    categoryName: 'Travel & Tourism',
    category: 'travel',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/**
 * A stored item's fields for a spec's copy of it under a title of its own: without the search and
 * social words the editors may have given the original (a desk spec's story can be the newest),
 * which would stand in the copy's <title> and tags in place of its own title.
 */
export function withoutPlaceWords<T extends object>(item: T): T {
  const copy = { ...item } as Record<string, unknown>;
  for (const field of PAGE_WORD_FIELDS) delete copy[field];
  return copy as T;
}

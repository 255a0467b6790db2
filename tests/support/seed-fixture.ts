/** Small seed content for unit tests, so they do not depend on (or wait for) the real seed. */
import type { SeedContent } from '../../api/seed/seed-content.ts';
import type { SeedBlog, SeedIssue, SeedVlog } from '../../api/seed/types.ts';

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
    pages: [{ headline: 'Into the hills', standfirst: 'Where the tea grows & the air cools.' }],
  },
  {
    id: '2',
    title: 'Style',
    date: 'March 2025',
    createdAt: '2025-03-15T00:00:00Z',
    description: 'Batik, silk and tailoring.',
    cover: { coverline: 'The new Colombo couture', teasers: ['Batik reborn', 'Silk roads', 'Tailors of Pettah'] },
    pages: [
      { headline: 'Batik reborn', standfirst: 'Wax, dye and patience.' },
      { headline: 'Silk roads', standfirst: 'From Kanchipuram to Kandy.' },
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

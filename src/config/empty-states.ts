/**
 * What each page says while the magazine has nothing of its kind yet (a first day, a topic not
 * yet written about): a line in the magazine's voice and a way onward that always leads somewhere,
 * so no page is a heading over a blank block. The latest-issue preview's line is the product's own
 * (src/lib/reader/messages.ts).
 */

export interface EmptyState {
  line: string;
  more?: string;
  action: { href: string; label: string };
}

/** The newsletter exists from the first day: the one way onward that never leads to another empty page. */
const NEWSLETTER = { href: '/newsletter', label: 'Get the newsletter' };

export const EMPTY_STATES = {
  home: {
    line: 'Our first stories are being written.',
    more: 'Travel, craft, gems, homes and the people behind them: they appear here the day they are published.',
    action: { href: '/about', label: 'About Serendib Luxe' },
  },
  blogs: {
    line: 'No stories yet: our writers are at work on the first ones.',
    more: 'Sign up to hear when the first one is out.',
    action: NEWSLETTER,
  },
  vlogs: {
    line: 'No films yet: the first ones are being made.',
    more: 'Journeys, makers and places of Sri Lanka, on film soon.',
    action: NEWSLETTER,
  },
  magazines: {
    line: 'No issues yet: the first one is in the making.',
    more: 'Every issue will be here to read page by page.',
    action: NEWSLETTER,
  },
  latestIssue: {
    action: NEWSLETTER,
  },
  topic: (label: string): EmptyState => ({
    line: `Nothing in ${label} yet: new stories are on their way.`,
    action: { href: '/blogs', label: 'Browse the latest stories' },
  }),
  author: (name: string): EmptyState => ({
    line: `No stories by ${name} yet: the first is on its way.`,
    action: { href: '/blogs', label: 'Browse the latest stories' },
  }),
} as const;

/**
 * The magazine's name and tagline: the site's identity (src/config/site.ts) and the mark the API
 * draws on every social card (api/social-cards/) both read them here.
 */
export const MASTHEAD = {
  name: 'Serendib Luxe',
  tagline: 'Sri Lanka luxury and lifestyle',
} as const;

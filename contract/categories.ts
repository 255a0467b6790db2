/**
 * The magazine's ten topics: the slug an item carries in `category` and the name it shows in
 * `categoryName`. The site's topic pages and the API's checks of editors' writes both read this.
 */
export const CATEGORIES = [
  { slug: 'travel', label: 'Travel & Tourism' },
  { slug: 'art', label: 'Art & Craft' },
  { slug: 'gems', label: 'Gems & Jewelry' },
  { slug: 'realestate', label: 'Real Estate' },
  { slug: 'household', label: 'Household' },
  { slug: 'fashion', label: 'Fashion' },
  { slug: 'automobile', label: 'Automobile' },
  { slug: 'entertainment', label: 'Entertainment' },
  { slug: 'millionaires', label: 'Millionaires' },
  { slug: 'sports', label: 'Sports' },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const CATEGORY_SLUGS: CategorySlug[] = CATEGORIES.map((category) => category.slug);

/** Display names keyed by slug. */
export const CATEGORY_NAMES = Object.fromEntries(CATEGORIES.map(({ slug, label }) => [slug, label])) as Record<
  CategorySlug,
  string
>;

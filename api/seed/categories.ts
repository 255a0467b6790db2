/** Display names of the ten categories of spec section 1, keyed by the slug items carry. */
import type { CategorySlug } from './types.ts';

export const CATEGORY_NAMES: Record<CategorySlug, string> = {
  travel: 'Travel & Tourism',
  art: 'Art & Craft',
  gems: 'Gems & Jewelry',
  realestate: 'Real Estate',
  household: 'Household',
  fashion: 'Fashion',
  automobile: 'Automobile',
  entertainment: 'Entertainment',
  millionaires: 'Millionaires',
  sports: 'Sports',
};

export const CATEGORY_SLUGS = Object.keys(CATEGORY_NAMES) as CategorySlug[];

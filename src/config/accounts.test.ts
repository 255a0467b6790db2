import { describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS } from './accounts.ts';

describe('ACCOUNT_LABELS', () => {
  it('spells the account screens’ labels as the product does: Favorite, not Favourite', () => {
    expect(ACCOUNT_LABELS).toEqual({
      favorite: 'Favorite',
      save: 'Save',
      profileDetails: 'Profile Details',
      favoriteArticles: 'Favorite Articles',
      savedIssues: 'Saved Issues',
      favorites: 'Favorites',
      saved: 'Saved',
      browseArticles: 'Browse Articles',
      browseIssues: 'Browse Issues',
      remove: 'Remove',
      logout: 'Logout',
    });
  });
});

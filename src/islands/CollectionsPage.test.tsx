import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $localFavorites, $localSaved } from '../stores/local-collections.ts';
import CollectionsPage from './CollectionsPage.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  cleanStores($localFavorites, $localSaved);
});

const stored = {
  favorites: [
    { id: 'tea-country-mornings', type: 'blog', title: 'Tea Country Mornings', timestamp: '2026-01-02T10:00:00.000Z' },
  ],
  saved: [
    { id: 'galle-fort-walk', type: 'vlog', title: 'A Walk Through Galle Fort', timestamp: '2026-01-04T10:00:00.000Z' },
    { id: '1', type: 'magazine', title: 'The Escape', timestamp: '2026-01-03T10:00:00.000Z' },
  ],
};

function store(key: 'favorites' | 'saved', items: unknown[]) {
  localStorage.setItem(key, JSON.stringify(items));
}

describe('CollectionsPage', () => {
  it('shows Favorites and Saved tabs with counts, and each item with type, title, date and Remove', async () => {
    store('favorites', stored.favorites);
    store('saved', stored.saved);
    const user = userEvent.setup();
    render(<CollectionsPage />);

    expect(screen.getByRole('tab', { name: 'Favorites (1)', selected: true })).toBeTruthy();
    const favourites = screen.getByRole('tabpanel', { name: 'Favorites (1)' });
    expect(within(favourites).getByText('Blog')).toBeTruthy();
    expect(within(favourites).getByRole('link', { name: 'Tea Country Mornings' }).getAttribute('href')).toBe(
      '/blogs/tea-country-mornings',
    );
    expect(within(favourites).getByText('2 Jan 2026')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Saved (2)' }));
    const saved = screen.getByRole('tabpanel', { name: 'Saved (2)' });
    expect(
      within(saved)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['A Walk Through Galle Fort', 'The Escape']);
    expect(within(saved).getByRole('link', { name: 'The Escape' }).getAttribute('href')).toBe('/magazines/1');
    expect(within(saved).getByText('Issue')).toBeTruthy();

    await user.click(within(saved).getByRole('button', { name: 'Remove The Escape' }));
    expect(screen.getByRole('tab', { name: 'Saved (1)' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('saved') ?? '[]')).toEqual([stored.saved[0]]);
  });

  it('shows empty states that link to /blogs', async () => {
    const user = userEvent.setup();
    render(<CollectionsPage />);
    expect(screen.getByText('No favorites yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse articles' }).getAttribute('href')).toBe('/blogs');
    await user.click(screen.getByRole('tab', { name: 'Saved (0)' }));
    expect(screen.getByText('No saved items yet.')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<CollectionsPage />);
    await user.click(screen.getByRole('tab', { name: 'Favorites (0)' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Saved (0)', selected: true }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Favorites (0)', selected: true })).toBeTruthy();
  });

  it('follows changes made in another tab', () => {
    render(<CollectionsPage />);
    expect(screen.getByRole('tab', { name: 'Favorites (0)' })).toBeTruthy();
    act(() => {
      store('favorites', stored.favorites);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'favorites', newValue: JSON.stringify(stored.favorites) }),
      );
    });
    expect(screen.getByRole('tab', { name: 'Favorites (1)' })).toBeTruthy();
  });
});

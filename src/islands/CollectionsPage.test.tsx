import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, type TestUser } from '../../tests/support/auth-users.ts';
import { useLocalApi } from '../../tests/support/local-api.ts';
import { STORAGE_KEYS } from '../config/accounts.ts';
import { COLLECTION_MESSAGES } from '../lib/api/messages.ts';
import { SIGNED_IN } from '../lib/accounts/signed-in-hint.ts';
import { $user, logIn, logOut } from '../stores/auth.ts';
import { $localFavorites, $localSaved } from '../stores/local-collections.ts';
import { $serverFavourites } from '../stores/server-favourites.ts';
import { $serverSaves } from '../stores/server-saves.ts';
import CollectionsPage from './CollectionsPage.tsx';

const api = useLocalApi();
let reader: TestUser;

beforeAll(async () => {
  reader = await createTestUser('Dilani Fonseka');
});

afterEach(async () => {
  cleanup();
  await logOut();
  localStorage.clear();
  cleanStores($user, $localFavorites, $localSaved);
  $serverFavourites.set({});
  $serverSaves.set({});
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
    expect(screen.getByRole('link', { name: 'Browse Articles' }).getAttribute('href')).toBe('/blogs');
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

  it('removes locally for a signed-out reader, with no server to ask', async () => {
    store('favorites', stored.favorites);
    // No API at all: a signed-out Remove must not need one.
    vi.stubEnv('PUBLIC_API_URL', 'http://127.0.0.1:9/api');
    const user = userEvent.setup();
    render(<CollectionsPage />);
    await user.click(screen.getByRole('button', { name: 'Remove Tea Country Mornings' }));
    expect(screen.getByRole('tab', { name: 'Favorites (0)' })).toBeTruthy();
    expect(localStorage.getItem('favorites')).toBe('[]');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('empties the lists when the signed-in hint is stale and Firebase knows nobody: that session has ended', async () => {
    localStorage.setItem(STORAGE_KEYS.signedInHint, SIGNED_IN);
    store('saved', stored.saved);
    const user = userEvent.setup();
    render(<CollectionsPage />);
    await user.click(screen.getByRole('tab', { name: 'Saved (2)' }));
    await user.click(screen.getByRole('button', { name: 'Remove The Escape' }));
    await screen.findByRole('tab', { name: 'Saved (0)' });
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

describe('CollectionsPage, signed in', () => {
  async function signedInWithLists() {
    expect(await logIn(reader.email, reader.password)).toEqual({ ok: true });
    const server = api().store;
    const now = Date.now();
    await server.toggleFavourite(reader.uid, 'tea-country-mornings', now);
    await server.toggleSaved(reader.uid, 'vlogs', 'galle-fort-walk', now);
    await server.toggleSaved(reader.uid, 'issues', '1', now);
    store('favorites', stored.favorites);
    store('saved', stored.saved);
  }

  afterEach(async () => {
    const server = api().store;
    await server.unfavourite(reader.uid, 'tea-country-mornings');
    await server.unsave(reader.uid, 'vlogs', 'galle-fort-walk');
    await server.unsave(reader.uid, 'issues', '1');
  });

  it('Remove takes the favourite and the save off the account too, so the profile and buttons agree', async () => {
    await signedInWithLists();
    const server = api().store;
    const user = userEvent.setup();
    render(<CollectionsPage />);

    await user.click(screen.getByRole('button', { name: 'Remove Tea Country Mornings' }));
    await screen.findByRole('tab', { name: 'Favorites (0)' });
    expect(await server.isFavourite(reader.uid, 'tea-country-mornings')).toBe(false);
    expect($serverFavourites.get()['blog:tea-country-mornings']).toEqual({ on: false, busy: false });

    await user.click(screen.getByRole('tab', { name: 'Saved (2)' }));
    await user.click(screen.getByRole('button', { name: 'Remove The Escape' }));
    await screen.findByRole('tab', { name: 'Saved (1)' });
    expect(await server.isSaved(reader.uid, 'issues', '1')).toBe(false);
    expect(await server.isSaved(reader.uid, 'vlogs', 'galle-fort-walk')).toBe(true);
    expect(JSON.parse(localStorage.getItem('saved') ?? '[]')).toEqual([stored.saved[0]]);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('never adds back what the account no longer holds', async () => {
    await signedInWithLists();
    // Removed on another device since this browser listed it.
    await api().store.unfavourite(reader.uid, 'tea-country-mornings');
    const user = userEvent.setup();
    render(<CollectionsPage />);
    await user.click(screen.getByRole('button', { name: 'Remove Tea Country Mornings' }));
    await screen.findByRole('tab', { name: 'Favorites (0)' });
    expect(await api().store.isFavourite(reader.uid, 'tea-country-mornings')).toBe(false);
  });

  it('says so when the account could not be told, and keeps the item listed', async () => {
    await signedInWithLists();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<CollectionsPage />);
    await user.click(screen.getByRole('tab', { name: 'Saved (2)' }));
    // The edge of the machine: nothing listens at this address.
    vi.stubEnv('PUBLIC_API_URL', 'http://127.0.0.1:9/api');
    const remove = screen.getByRole('button', { name: 'Remove The Escape' });
    await user.click(remove);

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(COLLECTION_MESSAGES.removeFailed('The Escape')),
    );
    expect(screen.getByRole('tab', { name: 'Saved (2)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The Escape' })).toBeTruthy();
    expect(remove).toHaveProperty('disabled', false);
    expect(JSON.parse(localStorage.getItem('saved') ?? '[]')).toEqual(stored.saved);
    expect(await api().store.isSaved(reader.uid, 'issues', '1')).toBe(true);
    expect(warned).toHaveBeenCalledWith(
      'Removing magazine:1 from saved on the server failed:',
      expect.stringContaining('Could not reach'),
    );
    warned.mockRestore();
  });
});

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestUser, type TestUser } from '../../tests/support/auth-users.ts';
import { useLocalApi } from '../../tests/support/local-api.ts';
import { $user, logIn, logOut } from '../stores/auth.ts';
import { $localFavorites, $localSaved } from '../stores/local-collections.ts';
import { $serverFavourites } from '../stores/server-favourites.ts';
import { $serverSaves } from '../stores/server-saves.ts';
import PersonalButton from './PersonalButton.tsx';

const api = useLocalApi();
let reader: TestUser;

beforeAll(async () => {
  reader = await createTestUser('Ama Perera');
});

beforeEach(async () => {
  await logIn(reader.email, reader.password);
});

afterEach(async () => {
  cleanup();
  await logOut();
  cleanStores($user, $localFavorites, $localSaved);
  $serverFavourites.set({});
  $serverSaves.set({});
  localStorage.clear();
});

describe('PersonalButton', () => {
  it('favourite: starts from the server’s answer, then follows its isFavorited', async () => {
    await api().store.toggleFavourite(reader.uid, 'south-coast-surf', Date.now());
    const user = userEvent.setup();
    render(<PersonalButton kind="favourite" target={{ id: 'south-coast-surf', type: 'blog', title: 'Surf & Sand' }} />);
    const button = await screen.findByRole('button', { name: 'Favorite', pressed: true });
    await user.click(button);
    await screen.findByRole('button', { name: 'Favorite', pressed: false });
    expect(await api().store.isFavourite(reader.uid, 'south-coast-surf')).toBe(false);
    await user.click(button);
    await screen.findByRole('button', { name: 'Favorite', pressed: true });
    expect(JSON.parse(localStorage.getItem('favorites') ?? '[]')).toEqual([
      { id: 'south-coast-surf', type: 'blog', title: 'Surf & Sand', timestamp: expect.any(String) },
    ]);
  });

  it('save: flips at once, keeps the server’s isSaved, and the saved list follows', async () => {
    const user = userEvent.setup();
    render(<PersonalButton kind="save" target={{ id: 'galle-fort-walk', type: 'vlog', title: 'Galle Fort' }} />);
    const button = await screen.findByRole('button', { name: 'Save', pressed: false });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    // Pressed before the server has answered (the button stays busy until it does).
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(await api().store.isSaved(reader.uid, 'vlogs', 'galle-fort-walk')).toBe(true);
    expect(JSON.parse(localStorage.getItem('saved') ?? '[]')).toMatchObject([{ id: 'galle-fort-walk', type: 'vlog' }]);
  });

  it('save: flips back, and only logs, when the call fails', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<PersonalButton kind="save" target={{ id: '1', type: 'magazine', title: 'The Escape' }} />);
    const button = await screen.findByRole('button', { name: 'Save', pressed: false });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    vi.stubEnv('PUBLIC_API_URL', 'http://127.0.0.1:9/api');
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warned).toHaveBeenCalledWith(
      'Changing save of magazine:1 failed:',
      expect.stringContaining('Could not reach'),
    );
    warned.mockRestore();
  });
});

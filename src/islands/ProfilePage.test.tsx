import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUser, idTokenFor, type TestUser } from '../../tests/support/auth-users.ts';
import { useLocalApi } from '../../tests/support/local-api.ts';
import { ACCOUNT_LABELS } from '../config/accounts.ts';
import { COLLECTION_MESSAGES } from '../lib/api/messages.ts';
import { $user, logIn, logOut } from '../stores/auth.ts';
import { $localFavorites, $localSaved } from '../stores/local-collections.ts';
import { $favouriteBlogs } from '../stores/server-favourites.ts';
import { $savedIssues } from '../stores/server-saves.ts';
import ProfilePage from './ProfilePage.tsx';

const api = useLocalApi();
const { favoriteArticles, savedIssues } = ACCOUNT_LABELS;

afterEach(async () => {
  cleanup();
  await logOut();
  cleanStores($user, $favouriteBlogs, $savedIssues, $localFavorites, $localSaved);
  localStorage.clear();
});

async function signedInAs(displayName: string): Promise<TestUser> {
  const reader = await createTestUser(displayName);
  expect(await logIn(reader.email, reader.password)).toEqual({ ok: true });
  return reader;
}

function renderPage() {
  const navigate = vi.fn();
  render(<ProfilePage navigate={navigate} />);
  return { navigate, user: userEvent.setup() };
}

describe('ProfilePage', () => {
  it('sends a signed-out visitor to /login', async () => {
    const { navigate } = renderPage();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('edits the name, keeps the e-mail read-only, and checks the new password', async () => {
    const reader = await signedInAs('Ravi Fernando');
    const { user } = renderPage();
    const name = await screen.findByLabelText('Full name');
    expect(screen.getByRole('tab', { name: ACCOUNT_LABELS.profileDetails, selected: true })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Ravi Fernando');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual([reader.email, true]);

    const confirm = screen.getByLabelText('Confirm new password') as HTMLInputElement;
    expect(confirm.disabled).toBe(true);
    await user.type(screen.getByLabelText('New password'), '12345');
    expect(confirm.disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long');

    await user.type(screen.getByLabelText('New password'), '6');
    await user.type(confirm, '654321');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');

    await user.clear(confirm);
    await user.type(confirm, '123456');
    await user.clear(name);
    await user.type(name, 'Ravi F.');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Profile updated successfully!'));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect($user.get()?.displayName).toBe('Ravi F.');
    expect(confirm.disabled).toBe(true);
    await expect(idTokenFor(reader.email, '123456')).resolves.toMatch(/\./);
  });

  it('holds a new name to the sign-up rule: required, at most 100 characters', async () => {
    await signedInAs('Nimal Perera');
    const { user } = renderPage();
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByRole('alert').textContent).toBe('Full name is required');
    await user.click(name);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByRole('alert').textContent).toBe('Full name must be at most 100 characters');
    expect((name as HTMLInputElement).value).toHaveLength(101);
    expect($user.get()?.displayName).toBe('Nimal Perera');
  });

  it('shows empty favourites and saved issues with links to browse', async () => {
    await signedInAs('Nadia Silva');
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: favoriteArticles }));
    const favourites = screen.getByRole('tabpanel', { name: favoriteArticles });
    await within(favourites).findByText('You have no favorite articles yet.');
    expect(within(favourites).getByRole('link', { name: ACCOUNT_LABELS.browseArticles }).getAttribute('href')).toBe(
      '/blogs',
    );

    await user.click(screen.getByRole('tab', { name: savedIssues }));
    const saved = screen.getByRole('tabpanel', { name: savedIssues });
    await within(saved).findByText('You have no saved issues yet.');
    expect(within(saved).getByRole('link', { name: ACCOUNT_LABELS.browseIssues }).getAttribute('href')).toBe(
      '/magazines',
    );
  });

  it('lists favourite articles and saved issues with the date they were saved', async () => {
    const reader = await signedInAs('Kasun Jayasinghe');
    await api().store.toggleFavourite(reader.uid, 'ratnapura-sapphires', Date.UTC(2026, 2, 1));
    await api().store.toggleSaved(reader.uid, 'issues', '2', Date.UTC(2026, 2, 3, 12));
    await api().store.toggleSaved(reader.uid, 'vlogs', 'colombo-supercars', Date.UTC(2026, 2, 2));
    const { user } = renderPage();

    await user.click(await screen.findByRole('tab', { name: favoriteArticles }));
    const favourite = await within(screen.getByRole('tabpanel', { name: favoriteArticles })).findByRole('link', {
      name: 'The Sapphires of Ratnapura',
    });
    expect(favourite.getAttribute('href')).toBe('/blogs/ratnapura-sapphires');

    await user.click(screen.getByRole('tab', { name: savedIssues }));
    const saved = screen.getByRole('tabpanel', { name: savedIssues });
    expect((await within(saved).findByRole('link', { name: 'Style' })).getAttribute('href')).toBe('/magazines/2');
    expect(within(saved).getByRole('link', { name: 'Colombo Supercars' }).getAttribute('href')).toBe(
      '/vlogs/colombo-supercars',
    );
    expect(within(saved).getByText('3 Mar 2026')).toBeTruthy();
  });

  it('takes a favourite and a saved issue off the account with their Remove', async () => {
    const reader = await signedInAs('Dilani Wickramasinghe');
    await api().store.toggleFavourite(reader.uid, 'ratnapura-sapphires', Date.UTC(2026, 2, 1));
    await api().store.toggleSaved(reader.uid, 'issues', '2', Date.UTC(2026, 2, 3));
    await api().store.toggleSaved(reader.uid, 'vlogs', 'colombo-supercars', Date.UTC(2026, 2, 2));
    $localSaved.set([{ id: '2', type: 'magazine', title: 'Style', timestamp: '2026-03-03T00:00:00.000Z' }]);
    const { user } = renderPage();

    await user.click(await screen.findByRole('tab', { name: favoriteArticles }));
    const favourites = screen.getByRole('tabpanel', { name: favoriteArticles });
    await user.click(await within(favourites).findByRole('button', { name: 'Remove The Sapphires of Ratnapura' }));
    await within(favourites).findByText('You have no favorite articles yet.');
    expect(await api().store.isFavourite(reader.uid, 'ratnapura-sapphires')).toBe(false);

    await user.click(screen.getByRole('tab', { name: savedIssues }));
    const saved = screen.getByRole('tabpanel', { name: savedIssues });
    await user.click(await within(saved).findByRole('button', { name: 'Remove Style' }));
    await waitFor(() => expect(within(saved).queryByRole('link', { name: 'Style' })).toBeNull());
    expect(within(saved).getByRole('link', { name: 'Colombo Supercars' })).toBeTruthy();
    expect(await api().store.isSaved(reader.uid, 'issues', '2')).toBe(false);
    expect(await api().store.isSaved(reader.uid, 'vlogs', 'colombo-supercars')).toBe(true);
    // This browser's collections follow the account.
    expect($localSaved.get()).toEqual([]);
    expect(within(saved).getByRole('alert').textContent).toBe('');
  });

  it('says so when a Remove could not reach the account, and keeps the entry', async () => {
    const reader = await signedInAs('Tharindu Silva');
    await api().store.toggleSaved(reader.uid, 'issues', '2', Date.UTC(2026, 2, 3));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: savedIssues }));
    const saved = screen.getByRole('tabpanel', { name: savedIssues });
    const remove = await within(saved).findByRole('button', { name: 'Remove Style' });
    // The edge of the machine: nothing listens at this address.
    vi.stubEnv('PUBLIC_API_URL', 'http://127.0.0.1:9/api');
    await user.click(remove);

    await waitFor(() =>
      expect(within(saved).getByRole('alert').textContent).toBe(COLLECTION_MESSAGES.removeFailed('Style')),
    );
    expect(within(saved).getByRole('link', { name: 'Style' })).toBeTruthy();
    expect(remove).toHaveProperty('disabled', false);
    expect(await api().store.isSaved(reader.uid, 'issues', '2')).toBe(true);
    warned.mockRestore();
  });

  it('hydrates its pre-rendered HTML when Firebase has named the reader first', async () => {
    // Pre-rendered knowing nobody, as the build does.
    const html = renderToString(<ProfilePage navigate={vi.fn()} />);
    // The navbar's signed-in features start Firebase too, and may hear from it before the island hydrates.
    await signedInAs('Sunil Hydrated');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = hydrateRoot(container, <ProfilePage navigate={vi.fn()} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
    try {
      await screen.findByRole('tab', { name: ACCOUNT_LABELS.profileDetails, selected: true });
      expect(mismatches).toEqual([]);
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('logs out and then sends the reader to /login', async () => {
    await signedInAs('Ama Perera');
    const { user, navigate } = renderPage();
    await user.click(await screen.findByRole('button', { name: ACCOUNT_LABELS.logout }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect($user.get()).toBeNull();
  });
});

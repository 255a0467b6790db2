import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUser, idTokenFor, type TestUser } from '../../tests/support/auth-users.ts';
import { useLocalApi } from '../../tests/support/local-api.ts';
import { $user, logIn, logOut } from '../stores/auth.ts';
import { $favouriteBlogs } from '../stores/server-favourites.ts';
import { $savedIssues } from '../stores/server-saves.ts';
import ProfilePage from './ProfilePage.tsx';

const api = useLocalApi();

afterEach(async () => {
  cleanup();
  await logOut();
  cleanStores($user, $favouriteBlogs, $savedIssues);
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
    expect(screen.getByRole('tab', { name: 'Profile Details', selected: true })).toBeTruthy();
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
    await user.click(await screen.findByRole('tab', { name: 'Favorite Articles' }));
    const favourites = screen.getByRole('tabpanel', { name: 'Favorite Articles' });
    await within(favourites).findByText('You have no favourite articles yet.');
    expect(within(favourites).getByRole('link', { name: 'Browse Articles' }).getAttribute('href')).toBe('/blogs');

    await user.click(screen.getByRole('tab', { name: 'Saved Issues' }));
    const saved = screen.getByRole('tabpanel', { name: 'Saved Issues' });
    await within(saved).findByText('You have no saved issues yet.');
    expect(within(saved).getByRole('link', { name: 'Browse Issues' }).getAttribute('href')).toBe('/magazines');
  });

  it('lists favourite articles and saved issues with the date they were saved', async () => {
    const reader = await signedInAs('Kasun Jayasinghe');
    await api().store.toggleFavourite(reader.uid, 'ratnapura-sapphires', Date.UTC(2026, 2, 1));
    await api().store.toggleSaved(reader.uid, 'issues', '2', Date.UTC(2026, 2, 3, 12));
    await api().store.toggleSaved(reader.uid, 'vlogs', 'colombo-supercars', Date.UTC(2026, 2, 2));
    const { user } = renderPage();

    await user.click(await screen.findByRole('tab', { name: 'Favorite Articles' }));
    const favourite = await within(screen.getByRole('tabpanel', { name: 'Favorite Articles' })).findByRole('link', {
      name: 'The Sapphires of Ratnapura',
    });
    expect(favourite.getAttribute('href')).toBe('/blogs/ratnapura-sapphires');

    await user.click(screen.getByRole('tab', { name: 'Saved Issues' }));
    const saved = screen.getByRole('tabpanel', { name: 'Saved Issues' });
    expect((await within(saved).findByRole('link', { name: 'Style' })).getAttribute('href')).toBe('/magazines/2');
    expect(within(saved).getByRole('link', { name: 'Colombo Supercars' }).getAttribute('href')).toBe(
      '/vlogs/colombo-supercars',
    );
    expect(within(saved).getByText('3 Mar 2026')).toBeTruthy();
  });

  it('logs out and then sends the reader to /login', async () => {
    await signedInAs('Ama Perera');
    const { user, navigate } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect($user.get()).toBeNull();
  });
});

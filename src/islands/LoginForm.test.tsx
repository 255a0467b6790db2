import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEmulatorReady, createTestUser, uniqueEmail } from '../../tests/support/auth-users.ts';
import { holdSubmits } from '../lib/browser/held-submit.ts';
import { $user, logOut } from '../stores/auth.ts';
import LoginForm from './LoginForm.tsx';

beforeAll(() => authEmulatorReady(), 300_000);

afterEach(async () => {
  cleanup();
  await logOut();
  cleanStores($user);
  localStorage.clear();
});

function renderForm() {
  const navigate = vi.fn();
  render(<LoginForm navigate={navigate} />);
  return { navigate, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('links to signup and forgot-password, and offers Google sign-in', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
  });

  it('says "Invalid email or password." for an empty form, without asking Firebase', async () => {
    const { user } = renderForm();
    await fillIn(user, '', '');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
  });

  it('shows the sign-in messages for a wrong password and an unknown e-mail', async () => {
    const reader = await createTestUser();
    const { user } = renderForm();
    await fillIn(user, reader.email, 'not-the-password');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Incorrect password. Please try again.'));

    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText('Password'));
    await fillIn(user, uniqueEmail('nobody'), 'whatever1');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No account found with this email.'));
  });

  it('signs in, says so, then goes home after 1.5 s', async () => {
    const reader = await createTestUser('Ama Perera');
    const { user, navigate } = renderForm();
    await fillIn(user, reader.email, reader.password);
    await screen.findByText('Login successful! Redirecting…');
    const successAt = Date.now();
    expect($user.get()).toMatchObject({ uid: reader.uid, displayName: 'Ama Perera' });
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', true);
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(Date.now() - successAt).toBeGreaterThanOrEqual(1400);
  });

  it('shows a message when Google sign-in cannot open its popup', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    // jsdom has no popups: Firebase refuses, and the generic Google failure is shown.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Google sign-in failed. Please try again.'));
  });

  it('signs in with what a password manager filled in and Enter pressed before the island ran', async () => {
    const reader = await createTestUser();
    const navigate = vi.fn();
    // The page as built, with client:interaction holding submits, then the island hydrated onto it.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm navigate={navigate} />);
    document.body.append(container);
    holdSubmits(container, () => undefined);
    const field = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
    field('login-email').value = reader.email;
    field('login-password').value = reader.password;
    container.querySelector('form')?.requestSubmit();

    render(<LoginForm navigate={navigate} />, { container, hydrate: true });
    await screen.findByText('Login successful! Redirecting…');
    expect($user.get()).toMatchObject({ uid: reader.uid });
  });
});

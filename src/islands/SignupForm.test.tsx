import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idTokenFor, tokenPayload, uniqueEmail } from '../../tests/support/auth-users.ts';
import { startLocalApi, useLocalApi } from '../../tests/support/local-api.ts';
import { readSignedInHint } from '../lib/accounts/signed-in-hint.ts';
import { $user, logOut } from '../stores/auth.ts';
import SignupForm from './SignupForm.tsx';

useLocalApi();
// A sign-up signs the new reader in: sign out, so the next test starts with nobody.
afterEach(async () => {
  cleanup();
  await allTasks();
  await logOut();
  cleanStores($user);
  localStorage.clear();
});

async function submit(values: { name?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  render(<SignupForm />);
  if (values.name) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

const fieldError = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('SignupForm', () => {
  it('shows the required-field messages on an empty form', async () => {
    await submit({});
    // The rules load apart from the form, so the messages may come a moment after the click.
    await waitFor(() => expect(fieldError('Full name')).toBe('Full name is required'));
    expect(fieldError('Email')).toBe('Email is required');
    expect(fieldError('Password')).toBe('Password is required');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the e-mail is invalid and the password too short', async () => {
    await submit({ name: 'Ama', email: 'ama@example', password: '12345' });
    await waitFor(() => expect(fieldError('Email')).toBe('Email is invalid'));
    expect(fieldError('Full name')).toBeUndefined();
    expect(fieldError('Password')).toBe('Password must be at least 6 characters');
  });

  it('creates the account, signs the reader in, shows a success message, then the Welcome view after 2 s', async () => {
    const email = uniqueEmail('signup');
    await submit({ name: 'Ama Perera', email, password: 'secret1' });
    await screen.findByText('Account created successfully!');
    const createdAt = Date.now();
    // Signed in already: no second login.
    expect($user.get()).toMatchObject({ email, displayName: 'Ama Perera' });
    expect(readSignedInHint()).toBe(true);
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
    const welcome = await screen.findByRole('heading', { name: 'Welcome, Ama Perera!' });
    expect(Date.now() - createdAt).toBeGreaterThanOrEqual(1900);
    expect(welcome).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(tokenPayload(await idTokenFor(email, 'secret1')).name).toBe('Ama Perera');
  });

  it('says clearly that an e-mail is taken', async () => {
    const email = uniqueEmail('taken');
    await submit({ name: 'First', email, password: 'secret1' });
    await screen.findByText('Account created successfully!');
    cleanup();
    await submit({ name: 'Second', email, password: 'secret2' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'An account with this email already exists. Log in, or sign up with another email.',
      ),
    );
  });

  it('refuses a full name over 100 characters before sending, keeping what was typed', async () => {
    const user = userEvent.setup();
    const email = uniqueEmail('long-name');
    render(<SignupForm />);
    await user.click(screen.getByLabelText('Full name'));
    await user.paste('x'.repeat(101));
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(fieldError('Full name')).toBe('Full name must be at most 100 characters'));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toHaveLength(101);
    await expect(idTokenFor(email, 'secret1')).rejects.toThrow();
  });

  it('says so when the API holds back more accounts from this network', async () => {
    const strict = await startLocalApi({ accountLimitPerMinute: 1 });
    try {
      vi.stubEnv('PUBLIC_API_URL', strict.url);
      await submit({ name: 'First', email: uniqueEmail('first'), password: 'secret1' });
      await screen.findByText('Account created successfully!');
      cleanup();
      await submit({ name: 'Second', email: uniqueEmail('second'), password: 'secret1' });
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(
          'Too many accounts created from your network in the last minute. Please wait a minute and try again.',
        ),
      );
      expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Second');
    } finally {
      await strict.close();
    }
  });

  it('says "Something went wrong" when the API cannot be reached', async () => {
    const user = userEvent.setup();
    vi.stubEnv('PUBLIC_API_URL', 'http://127.0.0.1:9/api');
    render(<SignupForm />);
    await user.type(screen.getByLabelText('Full name'), 'Ama');
    await user.type(screen.getByLabelText('Email'), uniqueEmail());
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again later.'),
    );
  });
});

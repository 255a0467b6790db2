import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authEmulatorReady, createTestUser, uniqueEmail } from '../../tests/support/auth-users.ts';
import ForgotPasswordForm from './ForgotPasswordForm.tsx';

beforeAll(() => authEmulatorReady(), 300_000);
afterEach(cleanup);

async function request(email: string) {
  const user = userEvent.setup();
  render(<ForgotPasswordForm />);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset email' }));
}

describe('ForgotPasswordForm', () => {
  it('asks for an e-mail first', async () => {
    await request('');
    // The rules load apart from the form, so the message may come a moment after the click.
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends the reset e-mail through Firebase and says so', async () => {
    const reader = await createTestUser();
    await request(reader.email);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Please check your email for reset instructions.'),
    );
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('says it could not when Firebase refuses', async () => {
    await request(uniqueEmail('nobody'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not send reset email.'));
  });
});

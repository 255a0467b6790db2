import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import {
  authErrorCode,
  GOOGLE_MESSAGES,
  googleErrorMessage,
  LOGIN_MESSAGES,
  loginErrorMessage,
  PROFILE_MESSAGES,
  profileErrorMessage,
  RESET_MESSAGES,
  SIGNUP_MESSAGES,
  signupErrorMessage,
} from './auth-errors.ts';

const failure = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('the sign-in messages, spelled exactly as readers see them', () => {
  it('has the login, Google, signup and reset messages', () => {
    expect(LOGIN_MESSAGES).toMatchObject({
      userNotFound: 'No account found with this email.',
      wrongPassword: 'Incorrect password. Please try again.',
      tooManyAttempts:
        'Account temporarily locked due to many failed attempts. Try again later or reset your password.',
      disabled: 'This account has been disabled.',
      fallback: 'Invalid email or password.',
    });
    expect(GOOGLE_MESSAGES).toMatchObject({
      canceled: 'Google sign-in was canceled.',
      accountExists: 'An account already exists with this email. Try another sign-in method.',
    });
    expect(SIGNUP_MESSAGES).toMatchObject({
      failed: 'Signup failed. Please try again.',
      unexpected: 'Something went wrong. Please try again later.',
    });
    expect(RESET_MESSAGES).toEqual({
      sent: 'Please check your email for reset instructions.',
      failed: 'Could not send reset email.',
    });
    expect(PROFILE_MESSAGES.updated).toBe('Profile updated successfully!');
  });
});

describe('loginErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    [
      'auth/too-many-requests',
      'Account temporarily locked due to many failed attempts. Try again later or reset your password.',
    ],
    ['auth/user-disabled', 'This account has been disabled.'],
    ['auth/invalid-credential', 'Invalid email or password.'],
    ['auth/invalid-email', 'Invalid email or password.'],
    ['auth/network-request-failed', 'Invalid email or password.'],
  ])('maps %s', (code, message) => {
    expect(loginErrorMessage(failure(code))).toBe(message);
  });

  it('falls back to the default for errors without a code', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('Invalid email or password.');
    expect(loginErrorMessage(undefined)).toBe('Invalid email or password.');
  });
});

describe('googleErrorMessage', () => {
  it.each([
    ['auth/popup-closed-by-user', GOOGLE_MESSAGES.canceled],
    ['auth/cancelled-popup-request', GOOGLE_MESSAGES.canceled],
    ['auth/account-exists-with-different-credential', GOOGLE_MESSAGES.accountExists],
    ['auth/popup-blocked', GOOGLE_MESSAGES.popupBlocked],
    ['auth/internal-error', GOOGLE_MESSAGES.failed],
    ['auth/unauthorized-domain', GOOGLE_MESSAGES.failed],
  ])('maps %s', (code, message) => {
    expect(googleErrorMessage(failure(code))).toBe(message);
  });
});

describe('profileErrorMessage and authErrorCode', () => {
  it('asks for a fresh sign-in when Firebase requires one', () => {
    expect(profileErrorMessage(failure('auth/requires-recent-login'))).toBe(PROFILE_MESSAGES.recentLogin);
    expect(profileErrorMessage(failure('auth/internal-error'))).toBe(PROFILE_MESSAGES.failed);
    expect(authErrorCode({ code: 42 })).toBeUndefined();
    expect(authErrorCode('auth/x')).toBeUndefined();
  });
});

describe('signupErrorMessage', () => {
  it('names a taken e-mail and the limit per client, and tells a failed answer from no answer', () => {
    const answered = (status: number) => new ApiError(`answered ${status}`, 'http://api/auth/signup', status);
    expect(signupErrorMessage(answered(409))).toBe(SIGNUP_MESSAGES.emailTaken);
    expect(signupErrorMessage(answered(429))).toBe(
      'Too many accounts created from your network in the last minute. Please wait a minute and try again.',
    );
    expect(signupErrorMessage(answered(400))).toBe('Signup failed. Please try again.');
    expect(signupErrorMessage(answered(500))).toBe('Signup failed. Please try again.');
    expect(signupErrorMessage(new ApiError('Could not reach', 'http://api/auth/signup'))).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(signupErrorMessage(new TypeError('bad answer'))).toBe('Something went wrong. Please try again later.');
  });
});

import { describe, expect, it } from 'vitest';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/account-rules.ts';
import { emailError, fullNameError, passwordChangeError, validateSignup } from './account-validation.ts';

describe('validateSignup', () => {
  it('gives the five sign-up messages', () => {
    expect(validateSignup({ firstname: ' ', email: '', password: '' })).toEqual({
      firstname: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateSignup({ firstname: 'Ama', email: 'ama@example', password: '12345' })).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 6 characters',
    });
  });

  it('accepts a full name, an e-mail and a password of the minimum length', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(validateSignup({ firstname: 'Ama Perera', email: ' ama@example.com ', password: '123456' })).toEqual({});
  });

  it('takes a full name of up to 100 characters, counted after trimming', () => {
    expect(FULL_NAME_MAX_LENGTH).toBe(100);
    expect(validateSignup({ firstname: ` ${'a'.repeat(100)} `, email: 'ama@example.com', password: '123456' })).toEqual(
      {},
    );
    expect(validateSignup({ firstname: 'a'.repeat(101), email: 'ama@example.com', password: '123456' })).toEqual({
      firstname: 'Full name must be at most 100 characters',
    });
  });

  it('takes an e-mail only when it looks like one', () => {
    for (const bad of ['ama', 'ama@', '@example.com', 'ama example@x.lk', 'ama@example']) {
      expect(emailError(bad), bad).toBe('Email is invalid');
    }
    expect(emailError('ama.perera+news@mail.example.lk')).toBeUndefined();
  });
});

describe('fullNameError', () => {
  it('holds the profile name to the sign-up rule', () => {
    expect(fullNameError('  ')).toBe('Full name is required');
    expect(fullNameError('x'.repeat(20_000))).toBe('Full name must be at most 100 characters');
    expect(fullNameError('Ama Perera')).toBeUndefined();
  });
});

describe('passwordChangeError', () => {
  it('says nothing when no new password is typed', () => {
    expect(passwordChangeError('', '')).toBeUndefined();
    expect(passwordChangeError('', 'stray')).toBeUndefined();
  });

  it('checks the length first, then the confirmation', () => {
    expect(passwordChangeError('12345', '12345')).toBe('Password must be at least 6 characters long');
    expect(passwordChangeError('123456', '123457')).toBe('Passwords do not match');
    expect(passwordChangeError('123456', '123456')).toBeUndefined();
  });
});

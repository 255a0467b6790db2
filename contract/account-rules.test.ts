import { describe, expect, it } from 'vitest';
import { SIGNUP_ERRORS, signupProblems, signupRequestSchema } from './account-rules.ts';

describe('the sign-up rules', () => {
  it('speak in the product words', () => {
    expect(SIGNUP_ERRORS).toEqual({
      nameRequired: 'Full name is required',
      nameTooLong: 'Full name must be at most 100 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Email is invalid',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 6 characters',
    });
  });

  it('give each field its first problem only', () => {
    expect(signupProblems({ firstname: '', email: '', password: '' })).toEqual({
      firstname: SIGNUP_ERRORS.nameRequired,
      email: SIGNUP_ERRORS.emailRequired,
      password: SIGNUP_ERRORS.passwordRequired,
    });
    expect(signupProblems({ firstname: undefined, email: undefined, password: undefined })).toEqual({
      firstname: SIGNUP_ERRORS.nameRequired,
      email: SIGNUP_ERRORS.emailRequired,
      password: SIGNUP_ERRORS.passwordRequired,
    });
  });

  it('answer a value of another type in zod words, not as a missing one', () => {
    expect(signupProblems({ firstname: 7, email: ['a@b.co'], password: null })).toEqual({
      firstname: expect.stringContaining('expected string'),
      email: expect.stringContaining('expected string'),
      password: expect.stringContaining('expected string'),
    });
  });

  it('send the name and e-mail trimmed and the password as typed', () => {
    expect(signupRequestSchema.parse({ firstname: ' Ama ', email: ' ama@example.com ', password: ' secret ' })).toEqual(
      {
        firstname: 'Ama',
        email: 'ama@example.com',
        password: ' secret ',
      },
    );
  });
});

/**
 * The account forms' rules. The sign-up rules and their messages are the API's too, so they live in
 * contract/account-rules.ts; the profile's password change is checked here only (Firebase takes it).
 */
import {
  firstProblem,
  fullNameSchema,
  PASSWORD_MIN_LENGTH,
  signupEmailSchema,
  signupProblems,
  type SignupProblems,
  type SignupRequest,
} from '../../../contract/account-rules.ts';

export const PASSWORD_CHANGE_ERRORS = {
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
} as const;

export type SignupValues = SignupRequest;
export type SignupErrors = SignupProblems;

export function emailError(email: string): string | undefined {
  return firstProblem(signupEmailSchema, email);
}

/** The profile's name follows the sign-up rule. */
export function fullNameError(name: string): string | undefined {
  return firstProblem(fullNameSchema, name);
}

/** Every field's first problem; an empty object when the form may be sent. */
export function validateSignup(values: SignupValues): SignupErrors {
  return signupProblems(values);
}

/** The profile's new password and its confirmation; no new password is no change, and no error. */
export function passwordChangeError(password: string, confirm: string): string | undefined {
  if (!password) return undefined;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_CHANGE_ERRORS.tooShort;
  if (password !== confirm) return PASSWORD_CHANGE_ERRORS.mismatch;
  return undefined;
}

/** The account form rules, with their messages spelled exactly as the product defines them. */
import { PASSWORD_MIN_LENGTH } from '../../config/accounts.ts';

export const SIGNUP_ERRORS = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
} as const;

export const PASSWORD_CHANGE_ERRORS = {
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
} as const;

/** "Must look like an e-mail": something, @, a domain with a dot. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignupValues {
  firstname: string;
  email: string;
  password: string;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return SIGNUP_ERRORS.emailRequired;
  if (!EMAIL_SHAPE.test(email.trim())) return SIGNUP_ERRORS.emailInvalid;
  return undefined;
}

/** Every field's first problem; an empty object when the form may be sent. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (!values.firstname.trim()) errors.firstname = SIGNUP_ERRORS.nameRequired;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = SIGNUP_ERRORS.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = SIGNUP_ERRORS.passwordTooShort;
  return errors;
}

/** The profile's new password and its confirmation; no new password is no change, and no error. */
export function passwordChangeError(password: string, confirm: string): string | undefined {
  if (!password) return undefined;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_CHANGE_ERRORS.tooShort;
  if (password !== confirm) return PASSWORD_CHANGE_ERRORS.mismatch;
  return undefined;
}

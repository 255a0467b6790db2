/** The newsletter and contact form rules, with their messages spelled exactly as the product defines them. */

export const VALIDATION_MESSAGES = {
  newsletterEmailRequired: 'Please enter your email.',
  contactNameRequired: 'Please enter your full name',
  contactEmailRequired: 'Please enter your email address',
  contactEmailInvalid: 'Please enter a valid email address',
  contactMessageRequired: 'Please enter your message',
} as const;

/** "Looks like an e-mail": something, an @, a domain with a dot, and no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** The newsletter's only rule: an address must be given (the input's e-mail type does the rest). */
export function validateNewsletterEmail(email: string): string | undefined {
  return email.trim() === '' ? VALIDATION_MESSAGES.newsletterEmailRequired : undefined;
}

export interface ContactFields {
  fullName: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export function validateContact({ fullName, email, message }: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (fullName.trim() === '') errors.fullName = VALIDATION_MESSAGES.contactNameRequired;
  if (email.trim() === '') errors.email = VALIDATION_MESSAGES.contactEmailRequired;
  else if (!looksLikeEmail(email)) errors.email = VALIDATION_MESSAGES.contactEmailInvalid;
  if (message.trim() === '') errors.message = VALIDATION_MESSAGES.contactMessageRequired;
  return errors;
}

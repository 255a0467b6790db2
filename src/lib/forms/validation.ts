/**
 * The newsletter and contact form rules, with their messages spelled exactly as the product
 * defines them. The contact form also keeps to the limits the mail sink enforces
 * (contract/contact-fields.ts), so a visitor learns what to change instead of a failed send.
 */
import { CONTACT_FIELD_LIMITS, isSingleLine } from '../../../contract/contact-fields.ts';

const count = (limit: number) => limit.toLocaleString('en-GB');

export const VALIDATION_MESSAGES = {
  newsletterEmailRequired: 'Please enter your email.',
  contactNameRequired: 'Please enter your full name',
  contactNameOneLine: 'Please enter your full name on one line',
  contactNameTooLong: `Please keep your full name to ${count(CONTACT_FIELD_LIMITS.fullName)} characters or fewer`,
  contactEmailRequired: 'Please enter your email address',
  contactEmailInvalid: 'Please enter a valid email address',
  contactMessageRequired: 'Please enter your message',
  contactMessageTooLong: `Please keep your message to ${count(CONTACT_FIELD_LIMITS.message)} characters or fewer`,
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

function nameError(fullName: string): string | undefined {
  const name = fullName.trim();
  if (name === '') return VALIDATION_MESSAGES.contactNameRequired;
  // A name goes into mail headers, where a line break would start a header of its own.
  if (!isSingleLine(name)) return VALIDATION_MESSAGES.contactNameOneLine;
  if (name.length > CONTACT_FIELD_LIMITS.fullName) return VALIDATION_MESSAGES.contactNameTooLong;
  return undefined;
}

function emailError(email: string): string | undefined {
  if (email.trim() === '') return VALIDATION_MESSAGES.contactEmailRequired;
  // An address is a header too (one line), and none is longer than mail can carry.
  const address = email.trim();
  if (!looksLikeEmail(address) || !isSingleLine(address) || address.length > CONTACT_FIELD_LIMITS.email) {
    return VALIDATION_MESSAGES.contactEmailInvalid;
  }
  return undefined;
}

function messageError(message: string): string | undefined {
  const text = message.trim();
  if (text === '') return VALIDATION_MESSAGES.contactMessageRequired;
  if (text.length > CONTACT_FIELD_LIMITS.message) return VALIDATION_MESSAGES.contactMessageTooLong;
  return undefined;
}

export function validateContact({ fullName, email, message }: ContactFields): ContactErrors {
  const found: ContactErrors = {
    fullName: nameError(fullName),
    email: emailError(email),
    message: messageError(message),
  };
  return Object.fromEntries(Object.entries(found).filter(([, error]) => error !== undefined)) as ContactErrors;
}

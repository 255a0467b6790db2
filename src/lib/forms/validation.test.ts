import { describe, expect, it } from 'vitest';
import { looksLikeEmail, validateContact, validateNewsletterEmail, VALIDATION_MESSAGES } from './validation.ts';

describe('VALIDATION_MESSAGES', () => {
  it('spells the form messages exactly', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      newsletterEmailRequired: 'Please enter your email.',
      contactNameRequired: 'Please enter your full name',
      contactEmailRequired: 'Please enter your email address',
      contactEmailInvalid: 'Please enter a valid email address',
      contactMessageRequired: 'Please enter your message',
    });
  });
});

describe('validateNewsletterEmail', () => {
  it('asks for an address when there is none, and has no other rule', () => {
    expect(validateNewsletterEmail('')).toBe('Please enter your email.');
    expect(validateNewsletterEmail('   ')).toBe('Please enter your email.');
    expect(validateNewsletterEmail('reader@example.com')).toBeUndefined();
    expect(validateNewsletterEmail('not-checked-here')).toBeUndefined();
  });
});

describe('looksLikeEmail', () => {
  it('wants something, an @ and a domain with a dot, without spaces', () => {
    for (const good of ['a@b.co', 'first.last+tag@mail.example.lk', ' padded@example.com ']) {
      expect(looksLikeEmail(good), good).toBe(true);
    }
    for (const bad of ['', 'plain', '@example.com', 'a@', 'a@b', 'a b@example.com', 'a@@example.com']) {
      expect(looksLikeEmail(bad), bad).toBe(false);
    }
  });
});

describe('validateContact', () => {
  const filled = { fullName: 'Ama Perera', email: 'ama@example.com', message: 'Hello' };

  it('accepts a filled form', () => {
    expect(validateContact(filled)).toEqual({});
  });

  it('gives each contact form rule its message', () => {
    expect(validateContact({ fullName: '', email: '', message: '' })).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter your email address',
      message: 'Please enter your message',
    });
    expect(validateContact({ ...filled, email: 'ama.example.com' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateContact({ fullName: ' ', email: ' ', message: '\n\t' })).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter your email address',
      message: 'Please enter your message',
    });
  });
});

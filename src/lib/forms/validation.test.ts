import { describe, expect, it } from 'vitest';
import { looksLikeEmail, validateContact, validateNewsletterEmail, VALIDATION_MESSAGES } from './validation.ts';

describe('VALIDATION_MESSAGES', () => {
  it('spells the form messages exactly', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      newsletterEmailRequired: 'Please enter your email.',
      contactNameRequired: 'Please enter your full name',
      contactNameOneLine: 'Please enter your full name on one line',
      contactNameTooLong: 'Please keep your full name to 100 characters or fewer',
      contactEmailRequired: 'Please enter your email address',
      contactEmailInvalid: 'Please enter a valid email address',
      contactMessageRequired: 'Please enter your message',
      contactMessageTooLong: 'Please keep your message to 2,000 characters or fewer',
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

  it('refuses line breaks in the name and the address, which mail headers carry, but not in the message', () => {
    for (const fullName of ['Eve\r\nBcc: victim@example.com', 'Eve\nMallory', 'Eve\u2028Bcc', 'Eve\u0000']) {
      expect(validateContact({ ...filled, fullName }), JSON.stringify(fullName)).toEqual({
        fullName: 'Please enter your full name on one line',
      });
    }
    for (const email of ['ama@example.com\r\nBcc: x@example.com', 'ama\u0085@example.com']) {
      expect(validateContact({ ...filled, email }), JSON.stringify(email)).toEqual({
        email: 'Please enter a valid email address',
      });
    }
    // Line breaks at either end are trimmed away before sending.
    expect(validateContact({ ...filled, fullName: 'Ama Perera\n' })).toEqual({});
    expect(validateContact({ ...filled, message: 'Hello\r\n\r\nAma' })).toEqual({});
  });

  it('keeps each field within what the mail service takes', () => {
    expect(validateContact({ ...filled, fullName: 'x'.repeat(100) })).toEqual({});
    expect(validateContact({ ...filled, fullName: 'x'.repeat(101) })).toEqual({
      fullName: 'Please keep your full name to 100 characters or fewer',
    });
    expect(validateContact({ ...filled, message: ` ${'x'.repeat(2000)} ` })).toEqual({});
    expect(validateContact({ ...filled, message: 'x'.repeat(2001) })).toEqual({
      message: 'Please keep your message to 2,000 characters or fewer',
    });
    expect(validateContact({ ...filled, email: `${'a'.repeat(242)}@example.com` })).toEqual({});
    expect(validateContact({ ...filled, email: `${'a'.repeat(243)}@example.com` })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

/**
 * Messages the API sends that the site or the tests also check, written once so both sides spell
 * them the same way. Messages only the API itself uses stay beside the route that sends them.
 */

/** `POST /api/emails`, the newsletter sign-up. The site shows the refusals to the reader as sent. */
export const NEWSLETTER_ANSWERS = {
  added: 'Subscribed.',
  tooMany: 'Too many sign-ups from your network in the last minute. Please wait a minute and try again.',
  invalid: 'That email address is not valid.',
} as const;

/** `POST /api/auth/signup`. The site shows the limit's refusal to the reader as sent. */
export const ACCOUNT_ANSWERS = {
  tooMany: 'Too many accounts created from your network in the last minute. Please wait a minute and try again.',
} as const;

/** The blog reads and the favourite toggle, to an id that is not a lowercase slug (400). */
export const ITEM_ANSWERS = {
  invalidBlogId: 'Invalid blog id',
} as const;

/** The local mail sink, in EmailJS's words; the contact form passes them on as the failure's detail. */
export const MAIL_SINK_ANSWERS = {
  publicKeyInvalid: 'The Public Key is invalid',
  senderRefused: 'The mail server refused the sender address',
} as const;

/** A JSON body whose fields do not fit (400 `{error, fields}`); `npm run publish` prints it. */
export const BODY_ANSWERS = {
  fieldsInvalid: 'Some fields are not valid',
} as const;

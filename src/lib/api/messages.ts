/**
 * The messages readers see about API calls, spelled exactly as the product defines them (tests
 * assert the same strings).
 */
import { SITE } from '../../config/site.ts';

export const API_MESSAGES = {
  blogsFailed: 'Failed to fetch blog posts. Please try again.',
  blogFailed: 'Failed to fetch blog post. Please try again.',
  randomBlogsFailed: 'Failed to fetch Random blog posts. Please try again.',
  blogLoadFallback: 'Failed to load blog',
  vlogLoadFallback: 'Failed to load vlog',
  issuesFailed: 'Failed to fetch issues. Please try again.',
  issueFailed: 'Failed to fetch issue details. Please try again.',
  latestIssueFailed: 'Failed to fetch latest issue details. Please try again.',
} as const;

/** Newsletter sign-up. Note the curly apostrophe of `subscribed`. */
export const SUBSCRIPTION_MESSAGES = {
  subscribed: 'You’re subscribed successfully!',
  /** The /newsletter page's variant, with a straight apostrophe. */
  subscribedOnNewsletterPage: "You're subscribed successfully!",
  alreadySubscribed: 'Email already subscribed.',
  failed: 'Subscription failed',
  /** Followed by the error detail. */
  networkError: 'Network error, please try again later',
  /** Ours, the line the form adds after a sign-up: the address receives nothing until confirmed. */
  confirmFromInbox: 'Please confirm from your inbox: we have sent you a link to press.',
} as const;

/**
 * The contact form's sending errors: one general message for any failure, and one message for
 * each answer of the mail service that has a known cause.
 */
export const CONTACT_MESSAGES = {
  failed: 'Sorry, there was an error sending your message. Please try again or contact us directly.',
  /** 451: the service refuses browsers it takes for automated (headless) ones. */
  headless: `The mail service did not accept your message because it took this browser for an automated one. Please send it from an ordinary browser window, or write to us at ${SITE.adminEmail}.`,
  /** 403: the service has blocked the message or the sender. */
  blocked: `The mail service blocked your message. Please write to us directly at ${SITE.adminEmail}.`,
  /** 429: too many messages in a short time. */
  throttled:
    'Too many messages have been sent from here in a short time, so the mail service paused sending. Please wait a minute and try again.',
} as const;

/** /collections. Ours: the product gives no words for a Remove the server could not take. */
export const COLLECTION_MESSAGES = {
  /** A signed-in reader's Remove that did not reach the account: the item stays listed. */
  removeFailed: (title: string) =>
    `Could not remove “${title}” from your account, so it is still listed here. Please try again.`,
} as const;

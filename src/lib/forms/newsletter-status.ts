/**
 * What the newsletter form says after a sign-up, and how it is styled: the status has a type of
 * success, error or info, and any other type is styled as info.
 */
import { SUBSCRIPTION_MESSAGES } from '../api/messages.ts';
import type { SubscribeOutcome } from '../api/subscribe.ts';

export type StatusStyle = 'success' | 'error' | 'info';

export interface StatusMessage {
  type: string;
  text: string;
}

/** Where the form sits: the home and about pages, or the /newsletter page with its own wording. */
export type NewsletterVariant = 'section' | 'page';

export function subscriptionStatus(outcome: SubscribeOutcome, variant: NewsletterVariant): StatusMessage {
  switch (outcome.kind) {
    case 'added':
      return {
        type: 'success',
        text: variant === 'page' ? SUBSCRIPTION_MESSAGES.subscribedOnNewsletterPage : SUBSCRIPTION_MESSAGES.subscribed,
      };
    case 'exists':
      return { type: 'info', text: outcome.message ?? SUBSCRIPTION_MESSAGES.alreadySubscribed };
    case 'rejected':
      return { type: 'error', text: outcome.error ?? SUBSCRIPTION_MESSAGES.failed };
    case 'unreachable':
      return { type: 'error', text: `${SUBSCRIPTION_MESSAGES.networkError} (${outcome.detail})` };
  }
}

export function statusStyle(type: string): StatusStyle {
  return type === 'success' || type === 'error' ? type : 'info';
}

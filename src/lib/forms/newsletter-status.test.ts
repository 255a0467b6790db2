import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ANSWERS } from '../../../contract/api-messages.ts';
import { SUBSCRIPTION_MESSAGES } from '../api/messages.ts';
import { statusStyle, subscriptionStatus } from './newsletter-status.ts';

describe('SUBSCRIPTION_MESSAGES', () => {
  it('spells the subscription messages exactly, curly and straight apostrophes included', () => {
    expect(SUBSCRIPTION_MESSAGES.subscribed).toBe('You\u2019re subscribed successfully!');
    expect(SUBSCRIPTION_MESSAGES.subscribedOnNewsletterPage).toBe("You're subscribed successfully!");
    expect(SUBSCRIPTION_MESSAGES.alreadySubscribed).toBe('Email already subscribed.');
    expect(SUBSCRIPTION_MESSAGES.failed).toBe('Subscription failed');
    expect(SUBSCRIPTION_MESSAGES.networkError).toBe('Network error, please try again later');
  });
});

describe('subscriptionStatus', () => {
  it('congratulates a new subscriber in the words of each page, whatever the server said', () => {
    expect(subscriptionStatus({ kind: 'added', message: NEWSLETTER_ANSWERS.added }, 'section')).toEqual({
      type: 'success',
      text: 'You’re subscribed successfully!',
    });
    expect(subscriptionStatus({ kind: 'added' }, 'page')).toEqual({
      type: 'success',
      text: "You're subscribed successfully!",
    });
  });

  it('shows the server’s message for an address already subscribed, or its own', () => {
    expect(subscriptionStatus({ kind: 'exists', message: 'Already on the list' }, 'section')).toEqual({
      type: 'info',
      text: 'Already on the list',
    });
    expect(subscriptionStatus({ kind: 'exists' }, 'page')).toEqual({ type: 'info', text: 'Email already subscribed.' });
  });

  it('shows the server’s error text, or "Subscription failed"', () => {
    expect(subscriptionStatus({ kind: 'rejected', status: 429, error: 'Slow down' }, 'section')).toEqual({
      type: 'error',
      text: 'Slow down',
    });
    expect(subscriptionStatus({ kind: 'rejected', status: 500 }, 'section')).toEqual({
      type: 'error',
      text: 'Subscription failed',
    });
  });

  it('says there was a network error, with the detail, when nothing answered', () => {
    expect(subscriptionStatus({ kind: 'unreachable', detail: 'fetch failed' }, 'page')).toEqual({
      type: 'error',
      text: 'Network error, please try again later (fetch failed)',
    });
  });
});

describe('statusStyle', () => {
  it('styles success and error as themselves and anything else as info', () => {
    expect(statusStyle('success')).toBe('success');
    expect(statusStyle('error')).toBe('error');
    expect(statusStyle('info')).toBe('info');
    expect(statusStyle('warning')).toBe('info');
    expect(statusStyle('')).toBe('info');
  });
});

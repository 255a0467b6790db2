/**
 * The newsletter sign-up: one island for the home and about pages (`section`) and the /newsletter
 * page (`page`, which shows a thank-you view once subscribed). States: editing, submitting,
 * subscribed. Rules and messages come from lib; the island only keeps the state.
 */
import { useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { SUBSCRIPTION_MESSAGES } from '../lib/api/messages.ts';
import { HONEYPOT_NAME, subscribe } from '../lib/api/subscribe.ts';
import {
  statusStyle,
  subscriptionStatus,
  type NewsletterVariant,
  type StatusMessage,
} from '../lib/forms/newsletter-status.ts';
import { validateNewsletterEmail } from '../lib/forms/validation.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { formValues } from './parts/Field.tsx';
import { useHeldSubmit } from './parts/held-submit.ts';
import '../styles/forms.css';

export const NEWSLETTER_TEXT = {
  label: 'Email address',
  placeholder: 'you@example.com',
  submit: 'Subscribe',
  submitting: 'Subscribing…',
  honeypot: 'Leave this field empty',
  thankYouTitle: 'Thank you for subscribing',
  thankYouText: 'The next letter will be in your inbox soon. Until then, the magazine is yours to explore.',
  thankYouLink: 'Read the latest stories',
  confirmFromInbox: SUBSCRIPTION_MESSAGES.confirmFromInbox,
} as const;

export type NewsletterPhase = 'editing' | 'submitting' | 'subscribed';

interface Props {
  variant?: NewsletterVariant;
}

function NewsletterForm({ variant = 'section' }: Props): ReactNode {
  const [phase, setPhase] = useState<NewsletterPhase>('editing');
  const [status, setStatus] = useState<StatusMessage>();
  const [emptyEmail, setEmptyEmail] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Once subscribed the form is gone; focus goes to what replaced it rather than to the page.
  const done = useRef<HTMLHeadingElement & HTMLDivElement>(null);
  const id = `newsletter-${variant}`;
  // A submit made before the island woke (an autofilled address and Enter, a first tap) is made now.
  useHeldSubmit(form);

  useEffect(() => {
    if (phase === 'subscribed') done.current?.focus();
  }, [phase]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (phase !== 'editing') return;
    // Read from the form, as typed or filled in by the browser, before or after the island woke.
    const { email = '', [HONEYPOT_NAME]: honeypot = '' } = formValues(event.currentTarget);
    const problem = validateNewsletterEmail(email);
    setEmptyEmail(problem !== undefined);
    if (problem) {
      setStatus({ type: 'error', text: problem });
      input.current?.focus();
      return;
    }
    setPhase('submitting');
    setStatus(undefined);
    const outcome = await subscribe(email.trim(), { honeypot });
    setStatus(subscriptionStatus(outcome, variant));
    setPhase(outcome.kind === 'added' ? 'subscribed' : 'editing');
  }

  const statusLine = (
    <p
      id={`${id}-status`}
      role="status"
      className={status ? `form-status form-status--${statusStyle(status.type)}` : 'form-status'}
    >
      {status?.text}
    </p>
  );

  if (phase === 'subscribed' && variant === 'page') {
    return (
      <div className="thank-you" data-phase={phase}>
        <h2 ref={done} tabIndex={-1}>
          {NEWSLETTER_TEXT.thankYouTitle}
        </h2>
        {statusLine}
        <p>{NEWSLETTER_TEXT.confirmFromInbox}</p>
        <p>{NEWSLETTER_TEXT.thankYouText}</p>
        <p>
          <a className="button" href="/blogs">
            {NEWSLETTER_TEXT.thankYouLink}
          </a>
        </p>
      </div>
    );
  }

  if (phase === 'subscribed') {
    return (
      <div ref={done} tabIndex={-1} data-phase={phase}>
        {statusLine}
        <p className="newsletter-confirm">{NEWSLETTER_TEXT.confirmFromInbox}</p>
      </div>
    );
  }

  return (
    <div data-phase={phase}>
      {/* POST: without JavaScript a submit reaches the static host, never an address in the URL. */}
      <form ref={form} className="newsletter-form" method="post" onSubmit={onSubmit}>
        <div className="newsletter-form__field">
          <label htmlFor={`${id}-email`}>{NEWSLETTER_TEXT.label}</label>
          <input
            ref={input}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={NEWSLETTER_TEXT.placeholder}
            aria-invalid={emptyEmail || undefined}
            aria-describedby={`${id}-status`}
          />
        </div>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_NAME}`}>{NEWSLETTER_TEXT.honeypot}</label>
          <input id={`${id}-${HONEYPOT_NAME}`} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button className="button" type="submit" disabled={phase === 'submitting'}>
          {phase === 'submitting' ? NEWSLETTER_TEXT.submitting : NEWSLETTER_TEXT.submit}
        </button>
      </form>
      {statusLine}
    </div>
  );
}

export const Newsletter = withErrorBoundary(NewsletterForm, 'newsletter');
export default Newsletter;

/**
 * The contact form: full name, e-mail and message, checked by the rules of lib/forms/validation.ts, sent
 * through @emailjs/browser (lib/api/contact-mail.ts). States: editing, sending, sent. When sending
 * fails, everything the visitor typed stays; once sent, a thank-you screen offers another message.
 * The fields are read from the form on submit, so what was typed or filled in by the browser before
 * the island woke is sent too.
 */
import { useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { CONTACT_REPLY_PROMISE } from '../config/site.ts';
import { contactFailureMessage, sendContactMessage, type ContactMailSettings } from '../lib/api/contact-mail.ts';
import { validateContact, type ContactErrors, type ContactFields } from '../lib/forms/validation.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { formValues } from './parts/Field.tsx';
import { useHeldSubmit } from './parts/held-submit.ts';
import '../styles/forms.css';

export const CONTACT_TEXT = {
  fullName: 'Full name',
  email: 'Email',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending…',
  thankYouTitle: 'Thank you for your message',
  thankYouText: `The editors have your message and will reply within ${CONTACT_REPLY_PROMISE}.`,
  another: 'Send Another Message',
} as const;

export type ContactPhase = 'editing' | 'sending' | 'sent';

const FIELD_ORDER: (keyof ContactFields)[] = ['fullName', 'email', 'message'];

interface Props {
  /** Resolved at build time by the page (`contactMailSettings()`). */
  mail: ContactMailSettings;
}

function ContactFormInner({ mail }: Props): ReactNode {
  const [phase, setPhase] = useState<ContactPhase>('editing');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sendError, setSendError] = useState<string>();
  const inputs = useRef<Partial<Record<keyof ContactFields, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const thanks = useRef<HTMLHeadingElement>(null);
  const focusAfterReset = useRef(false);
  // A submit made before the island woke (fields filled in by the browser and Enter) is made now.
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form);

  useEffect(() => {
    if (phase === 'sent') thanks.current?.focus();
    if (phase === 'editing' && focusAfterReset.current) {
      focusAfterReset.current = false;
      inputs.current.fullName?.focus();
    }
  }, [phase]);

  function clearError(name: keyof ContactFields): void {
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (phase !== 'editing') return;
    const { fullName = '', email = '', message = '' } = formValues(event.currentTarget);
    const fields: ContactFields = { fullName, email, message };
    const found = validateContact(fields);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setSendError(undefined);
    setPhase('sending');
    const result = await sendContactMessage(fields, mail);
    if (result.sent) {
      setPhase('sent');
      return;
    }
    setSendError(contactFailureMessage(result.status));
    setPhase('editing');
  }

  // The form is rendered afresh, its fields empty.
  function startAgain(): void {
    setErrors({});
    setSendError(undefined);
    focusAfterReset.current = true;
    setPhase('editing');
  }

  if (phase === 'sent') {
    return (
      <div className="thank-you" data-phase={phase}>
        <h2 ref={thanks} tabIndex={-1}>
          {CONTACT_TEXT.thankYouTitle}
        </h2>
        <p>{CONTACT_TEXT.thankYouText}</p>
        <p>
          <button type="button" className="button" onClick={startAgain}>
            {CONTACT_TEXT.another}
          </button>
        </p>
      </div>
    );
  }

  function field(name: keyof ContactFields, label: string, control: 'input' | 'textarea'): ReactNode {
    const id = `contact-${name}`;
    const error = errors[name];
    const shared = {
      id,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    };
    return (
      <div className="form-field">
        <label htmlFor={id}>{label}</label>
        {control === 'textarea' ? (
          <textarea
            {...shared}
            ref={(element) => {
              inputs.current[name] = element;
            }}
            rows={6}
            onChange={() => clearError(name)}
          />
        ) : (
          <input
            {...shared}
            ref={(element) => {
              inputs.current[name] = element;
            }}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'name'}
            onChange={() => clearError(name)}
          />
        )}
        {error && (
          <p id={`${id}-error`} className="form-field__error">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    // POST: without JavaScript a submit reaches the static host, never a message in the URL.
    <form ref={form} className="contact-form" method="post" onSubmit={onSubmit} noValidate data-phase={phase}>
      {field('fullName', CONTACT_TEXT.fullName, 'input')}
      {field('email', CONTACT_TEXT.email, 'input')}
      {field('message', CONTACT_TEXT.message, 'textarea')}
      <p role="alert" className={sendError ? 'form-status form-status--error' : 'form-status'}>
        {sendError}
      </p>
      <p>
        <button className="button" type="submit" disabled={phase === 'sending'}>
          {phase === 'sending' ? CONTACT_TEXT.sending : CONTACT_TEXT.send}
        </button>
      </p>
    </form>
  );
}

export const ContactForm = withErrorBoundary(ContactFormInner, 'contact');
export default ContactForm;

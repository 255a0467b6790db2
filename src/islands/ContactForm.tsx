/**
 * The contact form: full name, e-mail and message, checked by the rules of lib/forms/validation.ts, sent
 * through @emailjs/browser (lib/api/contact-mail.ts). States: editing, sending, sent. When sending
 * fails, everything the visitor typed stays; once sent, a thank-you screen offers another message.
 */
import { useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { CONTACT_REPLY_PROMISE } from '../config/site.ts';
import { contactFailureMessage, sendContactMessage, type ContactMailSettings } from '../lib/api/contact-mail.ts';
import { validateContact, type ContactErrors, type ContactFields } from '../lib/forms/validation.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
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

const EMPTY: ContactFields = { fullName: '', email: '', message: '' };
const FIELD_ORDER: (keyof ContactFields)[] = ['fullName', 'email', 'message'];

interface Props {
  /** Resolved at build time by the page (`contactMailSettings()`). */
  mail: ContactMailSettings;
}

function ContactFormInner({ mail }: Props): ReactNode {
  const [phase, setPhase] = useState<ContactPhase>('editing');
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sendError, setSendError] = useState<string>();
  const [hydrated, setHydrated] = useState(false);
  const inputs = useRef<Partial<Record<keyof ContactFields, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const thanks = useRef<HTMLHeadingElement>(null);
  const focusAfterReset = useRef(false);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (phase === 'sent') thanks.current?.focus();
    if (phase === 'editing' && focusAfterReset.current) {
      focusAfterReset.current = false;
      inputs.current.fullName?.focus();
    }
  }, [phase]);

  function update(name: keyof ContactFields, value: string): void {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (phase !== 'editing') return;
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

  function startAgain(): void {
    setFields(EMPTY);
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
      value: fields[name],
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
            onChange={(event) => update(name, event.target.value)}
          />
        ) : (
          <input
            {...shared}
            ref={(element) => {
              inputs.current[name] = element;
            }}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'name'}
            onChange={(event) => update(name, event.target.value)}
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
    <form className="contact-form" onSubmit={onSubmit} noValidate data-phase={phase}>
      {field('fullName', CONTACT_TEXT.fullName, 'input')}
      {field('email', CONTACT_TEXT.email, 'input')}
      {field('message', CONTACT_TEXT.message, 'textarea')}
      <p role="alert" className={sendError ? 'form-status form-status--error' : 'form-status'}>
        {sendError}
      </p>
      <p>
        <button className="button" type="submit" disabled={!hydrated || phase === 'sending'}>
          {phase === 'sending' ? CONTACT_TEXT.sending : CONTACT_TEXT.send}
        </button>
      </p>
    </form>
  );
}

export const ContactForm = withErrorBoundary(ContactFormInner, 'contact');
export default ContactForm;

/**
 * /forgot-password: an e-mail, then Firebase sends the reset e-mail. The e-mail rule loads once the
 * island runs, not with it (parts/account-validation.ts).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { ACCOUNT_PATHS } from '../config/routes.ts';
import { RESET_MESSAGES } from '../lib/accounts/auth-errors.ts';
import { requestPasswordReset, type Outcome } from '../stores/auth.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useAccountValidation } from './parts/account-validation.ts';
import { Field, formValues, Notice } from './parts/Field.tsx';
import { useHeldSubmit } from './parts/held-submit.ts';
import '../styles/accounts.css';

function ForgotPasswordForm() {
  const [fieldError, setFieldError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  // A submit made before React runs is held and made again here.
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form);
  const loadAccountValidation = useAccountValidation();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formValues(event.currentTarget)['reset-email'] ?? '';
    setOutcome(undefined);
    let problem: string | undefined;
    try {
      problem = (await loadAccountValidation()).emailError(email);
    } catch {
      // The rule could not be loaded (the network went away): the form keeps what was typed.
      setOutcome({ ok: false, message: RESET_MESSAGES.failed });
      return;
    }
    setFieldError(problem);
    if (problem) return;
    setSending(true);
    setOutcome(await requestPasswordReset(email));
    setSending(false);
  }

  return (
    <div className="account-card">
      <form
        ref={form}
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-label="Reset password"
        className="account-form"
      >
        <Field id="reset-email" label="Email" type="email" error={fieldError} autoComplete="email" />
        <Notice kind="error">{outcome?.ok === false ? outcome.message : undefined}</Notice>
        <Notice kind="success">{outcome?.ok ? outcome.message : undefined}</Notice>
        <button type="submit" className="button account-form__submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send reset email'}
        </button>
      </form>
      <p className="account-card__links">
        <a href={ACCOUNT_PATHS.login}>Back to login</a>
      </p>
    </div>
  );
}

export default withErrorBoundary(ForgotPasswordForm, 'ForgotPasswordForm');

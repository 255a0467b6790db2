/**
 * The desk's sign-in: the site's own e-mail and password sign-in, staying on the desk. A submit
 * made before the desk woke is held and made again here.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { LOGIN_MESSAGES } from '../../lib/accounts/auth-errors.ts';
import { logIn } from '../../stores/auth.ts';
import { Field, formValues, Notice } from '../parts/Field.tsx';
import { useHeldSubmit } from '../parts/held-submit.ts';
import '../../styles/accounts.css';

export function DeskSignIn() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { 'desk-email': email = '', 'desk-password': password = '' } = formValues(event.currentTarget);
    if (!email.trim() || !password) return setError(LOGIN_MESSAGES.fallback);
    setBusy(true);
    setError(undefined);
    const outcome = await logIn(email.trim(), password);
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  }

  return (
    <div className="account-card desk-sign-in">
      <h2>Sign in to the desk</h2>
      <form
        ref={form}
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Sign in to the desk"
        className="account-form"
      >
        <Field id="desk-email" label="Email" type="email" autoComplete="email" />
        <Field id="desk-password" label="Password" type="password" autoComplete="current-password" />
        <Notice kind="error">{error}</Notice>
        <button type="submit" className="button account-form__submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}

/**
 * /login: e-mail and password, or Google in a popup. Idle, submitting, success, then home after
 * 1.5 s; failures show the messages of lib/accounts/auth-errors.ts.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ACCOUNT_PATHS } from '../config/routes.ts';
import { TIMINGS } from '../config/ui.ts';
import { LOGIN_MESSAGES } from '../lib/accounts/auth-errors.ts';
import { goTo, type Navigate } from '../lib/browser/navigation.ts';
import { logIn, logInWithGoogle, type Outcome } from '../stores/auth.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { Field, formValues, Notice } from './parts/Field.tsx';
import { useHeldSubmit } from './parts/held-submit.ts';
import { useHydrated } from './parts/hydrated.ts';
import '../styles/accounts.css';

type Phase = 'idle' | 'submitting' | 'success';

function LoginForm({ navigate = goTo }: { navigate?: Navigate }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string>();
  // The Google button does nothing until React runs; a submit made before then is held and made
  // again here (an address and password filled in by the browser, then Enter at once).
  const ready = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => navigate('/'), TIMINGS.loginRedirectMs);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  async function attempt(signIn: () => Promise<Outcome>) {
    setPhase('submitting');
    setError(undefined);
    const outcome = await signIn();
    if (outcome.ok) setPhase('success');
    else {
      setError(outcome.message);
      setPhase('idle');
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { 'login-email': email = '', 'login-password': password = '' } = formValues(event.currentTarget);
    if (!email.trim() || !password) {
      setError(LOGIN_MESSAGES.fallback);
      return;
    }
    void attempt(() => logIn(email.trim(), password));
  }

  const busy = phase !== 'idle';
  return (
    <div className="account-card">
      {/* POST: without JavaScript the password goes nowhere near an address bar or a log. */}
      <form ref={form} method="post" onSubmit={onSubmit} noValidate aria-label="Login" className="account-form">
        <Field id="login-email" label="Email" type="email" autoComplete="email" />
        <Field id="login-password" label="Password" type="password" autoComplete="current-password" />
        <Notice kind="error">{error}</Notice>
        <Notice kind="success">{phase === 'success' ? LOGIN_MESSAGES.success : undefined}</Notice>
        <button type="submit" className="button account-form__submit" disabled={busy}>
          {phase === 'submitting' ? 'Logging in…' : 'Login'}
        </button>
      </form>
      <p className="account-card__or">or</p>
      <button
        type="button"
        className="button button--ghost account-form__submit"
        disabled={!ready || busy}
        onClick={() => void attempt(logInWithGoogle)}
      >
        Sign in with Google
      </button>
      <p className="account-card__links">
        <a href={ACCOUNT_PATHS.forgotPassword}>Forgot password?</a>
        <span>
          New here? <a href={ACCOUNT_PATHS.signup}>Sign up</a>
        </span>
      </p>
    </div>
  );
}

export default withErrorBoundary(LoginForm, 'LoginForm');

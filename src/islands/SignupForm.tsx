/**
 * /signup: full name, email and password, checked by the rules of lib/forms/account-validation.ts,
 * then `POST /api/auth/signup` and a sign-in with the same details (stores/signup.ts). A success
 * message, then the Welcome view after 2 s, which leads a signed-in reader to the profile (to the
 * login page only when that sign-in did not go through). The rules load once the island runs, not
 * with it (parts/account-validation.ts).
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ACCOUNT_PATHS } from '../config/routes.ts';
import { TIMINGS } from '../config/ui.ts';
import type { SignupErrors, SignupValues } from '../lib/forms/account-validation.ts';
import { SIGNUP_MESSAGES, signupErrorMessage } from '../lib/accounts/auth-errors.ts';
import { signUpAndSignIn } from '../stores/signup.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useAccountValidation } from './parts/account-validation.ts';
import { Field, formValues, Notice } from './parts/Field.tsx';
import { useHeldSubmit } from './parts/held-submit.ts';
import '../styles/accounts.css';

type Phase = 'editing' | 'submitting' | 'created' | 'welcome';

const FIELDS: { name: keyof SignupValues; id: string; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstname', id: 'signup-name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', id: 'signup-email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', id: 'signup-password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

function SignupForm() {
  const [name, setName] = useState('');
  const [signedIn, setSignedIn] = useState(false);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [failure, setFailure] = useState<string>();
  const [phase, setPhase] = useState<Phase>('editing');
  // A submit made before React runs is held and made again here.
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form);
  const loadAccountValidation = useAccountValidation();

  useEffect(() => {
    if (phase !== 'created') return;
    const timer = setTimeout(() => setPhase('welcome'), TIMINGS.signupWelcomeMs);
    return () => clearTimeout(timer);
  }, [phase]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = formValues(event.currentTarget);
    const values: SignupValues = {
      firstname: typed['signup-name'] ?? '',
      email: typed['signup-email'] ?? '',
      password: typed['signup-password'] ?? '',
    };
    setFailure(undefined);
    let problems: SignupErrors;
    try {
      problems = (await loadAccountValidation()).validateSignup(values);
    } catch (error) {
      // The rules could not be loaded (the network went away): the form keeps what was typed.
      setFailure(signupErrorMessage(error));
      return;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPhase('submitting');
    setName(values.firstname.trim());
    try {
      const account = await signUpAndSignIn({
        firstname: values.firstname.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      setSignedIn(account.signedIn);
      setPhase('created');
    } catch (error) {
      setFailure(signupErrorMessage(error));
      setPhase('editing');
    }
  }

  if (phase === 'welcome') {
    return (
      <section className="account-card account-welcome" aria-labelledby="welcome-heading">
        <h2 id="welcome-heading">Welcome, {name}!</h2>
        {signedIn ? (
          <>
            <p>
              Your account is ready and you are signed in. Your profile keeps your favorite articles and saved issues.
            </p>
            <a className="button" href={ACCOUNT_PATHS.profile}>
              Go to your profile
            </a>
          </>
        ) : (
          <>
            <p>Your account is ready. Log in to keep favorite articles and saved issues.</p>
            <a className="button" href={ACCOUNT_PATHS.login}>
              Log in
            </a>
          </>
        )}
      </section>
    );
  }

  return (
    <div className="account-card">
      {/* POST: without JavaScript the password goes nowhere near an address bar or a log. */}
      <form ref={form} method="post" onSubmit={onSubmit} noValidate aria-label="Sign up" className="account-form">
        {FIELDS.map(({ name: field, ...props }) => (
          <Field key={field} {...props} error={errors[field]} />
        ))}
        <Notice kind="error">{failure}</Notice>
        <Notice kind="success">{phase === 'created' ? SIGNUP_MESSAGES.success : undefined}</Notice>
        <button type="submit" className="button account-form__submit" disabled={phase !== 'editing'}>
          {phase === 'submitting' ? 'Creating your account…' : 'Sign up'}
        </button>
      </form>
      <p className="account-card__links">
        <span>
          Already have an account? <a href={ACCOUNT_PATHS.login}>Log in</a>
        </span>
      </p>
    </div>
  );
}

export default withErrorBoundary(SignupForm, 'SignupForm');

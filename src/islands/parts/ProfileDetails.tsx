/**
 * The profile's details tab: the name can change, the e-mail cannot, and a
 * new password needs its confirmation, which stays disabled until a new password is typed.
 */
import { useState, type SubmitEvent } from 'react';
import { fullNameError, passwordChangeError } from '../../lib/forms/account-validation.ts';
import { saveProfile, type AccountUser, type Outcome } from '../../stores/auth.ts';
import { Field, Notice } from './Field.tsx';

export function ProfileDetails({ user }: { user: AccountUser }) {
  const [name, setName] = useState(user.displayName ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [saving, setSaving] = useState(false);

  function changePassword(value: string) {
    setPassword(value);
    if (!value) setConfirm('');
  }

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    setOutcome(undefined);
    const found = fullNameError(name) ?? passwordChangeError(password, confirm);
    setProblem(found);
    if (found) return;
    setSaving(true);
    const result = await saveProfile({ displayName: name.trim(), ...(password ? { password } : {}) });
    setSaving(false);
    setOutcome(result);
    if (result.ok) changePassword('');
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile details" className="account-form">
      <Field id="profile-name" label="Full name" value={name} onChange={setName} autoComplete="name" />
      <Field
        id="profile-email"
        label="Email"
        type="email"
        value={user.email ?? ''}
        readOnly
        hint="Your email cannot be changed."
      />
      <Field
        id="profile-password"
        label="New password"
        type="password"
        value={password}
        onChange={changePassword}
        autoComplete="new-password"
      />
      <Field
        id="profile-confirm"
        label="Confirm new password"
        type="password"
        value={confirm}
        onChange={setConfirm}
        disabled={!password}
        autoComplete="new-password"
      />
      <Notice kind="error">{problem ?? (outcome?.ok === false ? outcome.message : undefined)}</Notice>
      <Notice kind="success">{outcome?.ok ? outcome.message : undefined}</Notice>
      <button type="submit" className="button account-form__submit" disabled={saving}>
        {saving ? 'Saving…' : 'Update Profile'}
      </button>
    </form>
  );
}

/**
 * For forms that check the account rules only on submit: starts loading them once the island runs
 * (usually there by the time the reader submits) and gives the loader the submit awaits.
 */
import { useEffect } from 'react';
import { loadAccountValidation, type AccountValidation } from '../../lib/forms/account-validation-on-demand.ts';

export function useAccountValidation(): () => Promise<AccountValidation> {
  useEffect(() => {
    loadAccountValidation().catch(() => undefined);
  }, []);
  return loadAccountValidation;
}

/**
 * The account rules for forms that check them only on submit (sign-up, password reset). The rules
 * bring zod, about 25 KB gzip, which such a form needs neither to show itself nor to wake: its
 * island starts loading them once it runs, apart from its own hydration, and a submit waits for them.
 */
export type AccountValidation = typeof import('./account-validation.ts');

export function loadAccountValidation(): Promise<AccountValidation> {
  return import('./account-validation.ts');
}

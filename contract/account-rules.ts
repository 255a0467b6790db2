/**
 * The rules of a new account's details and the messages that go with them, spelled as the product
 * defines them. The sign-up form checks them before it sends, and the API checks them again on
 * `POST /api/auth/signup`, so neither accepts what the other refuses. Imports nothing but zod and
 * its settings, so the API, run directly by Node, can import it too.
 */
import './zod-settings.ts';
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;

/** Far more than any real name needs; the name is shown in the navigation bar and the profile. */
export const FULL_NAME_MAX_LENGTH = 100;

export const SIGNUP_ERRORS = {
  nameRequired: 'Full name is required',
  /** Ours: the product gives no words for a name that is too long. */
  nameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
} as const;

/** A string field whose absence gets `required`; a value of another type keeps zod's own message. */
function text(required: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? required : undefined) });
}

/** The full name, trimmed. */
export const fullNameSchema = text(SIGNUP_ERRORS.nameRequired)
  .trim()
  .min(1, SIGNUP_ERRORS.nameRequired)
  .max(FULL_NAME_MAX_LENGTH, SIGNUP_ERRORS.nameTooLong);

/** The e-mail address, trimmed; "looks like an e-mail" is zod's rule. */
export const signupEmailSchema = text(SIGNUP_ERRORS.emailRequired)
  .trim()
  .min(1, SIGNUP_ERRORS.emailRequired)
  .pipe(z.email(SIGNUP_ERRORS.emailInvalid));

/** The password, as typed: spaces count. */
export const newPasswordSchema = text(SIGNUP_ERRORS.passwordRequired)
  .min(1, SIGNUP_ERRORS.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, SIGNUP_ERRORS.passwordTooShort);

/** The signup payload: `firstname` carries the full name. */
export const signupRequestSchema = z.object({
  firstname: fullNameSchema,
  email: signupEmailSchema,
  password: newPasswordSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;
export type SignupField = keyof SignupRequest;
export type SignupProblems = Partial<Record<SignupField, string>>;

/** The first problem of one value under `schema`, or undefined when it passes. */
export function firstProblem(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every field's first problem; an empty object when the details may be sent. */
export function signupProblems(values: Record<SignupField, unknown>): SignupProblems {
  const problems: SignupProblems = {};
  const shape = signupRequestSchema.shape;
  for (const field of Object.keys(shape) as SignupField[]) {
    const problem = firstProblem(shape[field], values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * Who a request comes from, and new accounts: Firebase Authentication through firebase-admin.
 * With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin talks to the emulator instead of Google
 * (and accepts its unsigned tokens: see checkProductionAuth in ../config.ts).
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { editorClaimOf } from './editor-claims.ts';

/** A token that is missing, malformed, forged, expired, revoked, or for another project. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** Signup with an e-mail that already has an account. */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

/** Signup details Firebase refuses (a short password, a malformed e-mail…). */
export class InvalidSignupError extends Error {
  override name = 'InvalidSignupError';
}

export interface NewAccount {
  email: string;
  password: string;
  displayName: string;
}

/** Who a verified token belongs to, and whether their user record has the `editor` custom claim. */
export interface TokenUser {
  uid: string;
  email: string | undefined;
  editor: boolean;
}

export interface AccountAuth {
  /** The uid the token was issued to; throws InvalidTokenError for any token it cannot trust. */
  verifyIdToken(token: string): Promise<string>;
  /** The token's user, an editor by its user record (editor-claims.ts); throws InvalidTokenError as verifyIdToken does. */
  verifyUser(token: string): Promise<TokenUser>;
  /** Creates the user and answers its uid. */
  createUser(account: NewAccount): Promise<string>;
}

function codeOf(error: unknown): string {
  return error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
}

/** Auth errors about the token itself; others (the service unreachable…) are server failures. */
function isTokenRejection(code: string): boolean {
  return code.startsWith('auth/') && code !== 'auth/internal-error';
}

const SIGNUP_REJECTIONS = new Set([
  'auth/invalid-password',
  'auth/invalid-email',
  'auth/invalid-display-name',
  'auth/invalid-argument',
]);

function adminApp(projectId: string): App {
  const name = `serendib-api-${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

/** Firebase's refusals of a token or its user become InvalidTokenError; other failures pass. */
async function rejectingTokens<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isTokenRejection(codeOf(error))) throw new InvalidTokenError(codeOf(error), { cause: error });
    throw error;
  }
}

/** `now` is the clock of the editor claim's brief keeping (editor-claims.ts); tests move it. */
export function firebaseAccountAuth(projectId: string, { now = Date.now }: { now?: () => number } = {}): AccountAuth {
  const auth = getAuth(adminApp(projectId));
  // checkRevoked also turns away tokens of disabled and deleted users, and of editors whose claim
  // was revoked (stack/editor-claim.ts revokes their tokens), on every call.
  const verify = (token: string) => rejectingTokens(() => auth.verifyIdToken(token, true));
  const editorClaim = editorClaimOf((uid) => rejectingTokens(() => auth.getUser(uid)), now);
  return {
    verifyIdToken: async (token) => (await verify(token)).uid,
    async verifyUser(token) {
      const decoded = await verify(token);
      return { uid: decoded.uid, email: decoded.email, editor: await editorClaim(decoded.uid, token) };
    },
    async createUser({ email, password, displayName }) {
      try {
        return (await auth.createUser({ email, password, displayName })).uid;
      } catch (error) {
        const code = codeOf(error);
        if (code === 'auth/email-already-exists') throw new EmailTakenError(code, { cause: error });
        if (SIGNUP_REJECTIONS.has(code)) {
          throw new InvalidSignupError(error instanceof Error ? error.message : code, { cause: error });
        }
        throw error;
      }
    },
  };
}

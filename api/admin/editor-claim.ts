/**
 * Making and unmaking editors: the `editor` custom claim on a Firebase user, set with firebase-admin
 * (against the auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else the real project with
 * the machine's Google credentials). Revoking also revokes the user's tokens, so a desk left open
 * loses the editor routes at its next call rather than when its token expires.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export const EDITOR_CLAIM = 'editor';

function adminApp(projectId: string): App {
  const name = `serendib-editors-${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

export function editorsAuth(projectId: string): Auth {
  return getAuth(adminApp(projectId));
}

/** Sets or clears the claim on the user with this e-mail, keeping the user's other claims. */
export async function setEditorClaim(auth: Auth, email: string, editor: boolean): Promise<{ uid: string }> {
  const user = await auth.getUserByEmail(email);
  const { [EDITOR_CLAIM]: _old, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, editor ? { ...others, [EDITOR_CLAIM]: true } : others);
  if (!editor) await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid };
}

/** The user with this e-mail and password, made when missing, with the claim on. */
export async function ensureEditorAccount(auth: Auth, email: string, password: string): Promise<void> {
  const existing = await auth.getUserByEmail(email).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  });
  if (existing) await auth.updateUser(existing.uid, { password });
  else await auth.createUser({ email, password, displayName: 'Local Editor', emailVerified: true });
  await setEditorClaim(auth, email, true);
}

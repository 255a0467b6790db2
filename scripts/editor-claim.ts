/**
 * `npm run editor:grant -- <email>` and `npm run editor:revoke -- <email>`: make a Firebase user an
 * editor of the desk, or stop them being one. Without FIREBASE_PROJECT_ID this is `npm start`'s
 * auth emulator; with a real project id, that project (Google credentials required, e.g.
 * GOOGLE_APPLICATION_CREDENTIALS).
 */
import { z } from 'zod';
import { editorsAuth, setEditorClaim } from '../api/admin/editor-claim.ts';
import { authEmulatorHost } from '../stack/auth-emulator.ts';
import { localStack } from '../stack/stack-options.ts';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email || !z.email().safeParse(email).success) {
  console.error('Usage: npm run editor:grant -- <email>   or   npm run editor:revoke -- <email>');
  process.exit(2);
}

const local = localStack();
const projectId = process.env.FIREBASE_PROJECT_ID || local.auth.projectId;
// A demo- project exists only in an emulator: the local stack's, unless one is named.
if (projectId.startsWith('demo-')) process.env.FIREBASE_AUTH_EMULATOR_HOST ||= authEmulatorHost(local.auth);
const where = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `the auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : `Firebase project ${projectId}`;

try {
  await setEditorClaim(editorsAuth(projectId), email, action === 'grant');
  console.log(
    action === 'grant'
      ? `${email} is an editor in ${where}; they sign in again (or reload the desk) to use it.`
      : `${email} is no longer an editor in ${where}; their open sessions were signed out.`,
  );
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === 'auth/user-not-found') console.error(`No user with the e-mail ${email} in ${where}: sign up first.`);
  else console.error(`Could not change ${email} in ${where}:`, error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * `npm start`: the local API (seeded on first run), the auth emulator, a build of the site against
 * them, and the built site served, with the rebuild service that follows every publish. Ctrl-C
 * stops all of it. `dist/` stays what `npm run build` writes for deploys.
 */
import { localStack } from '../stack/stack-options.ts';
import { startStack, type RunningStack } from '../stack/stack.ts';

const started = Date.now();
let stack: RunningStack | undefined;

async function shutdown(code: number): Promise<never> {
  console.log('\nStopping the magazine…');
  await stack?.stop();
  process.exit(code);
}

process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

try {
  stack = await startStack(localStack());
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
The magazine is running (ready in ${seconds} s):
  Site     ${stack.siteUrl}
  API      ${stack.apiUrl}
  Auth     http://${stack.authEmulatorHost} (Firebase auth emulator)
  Rebuild  ${stack.rebuildUrl}/status (the site follows every publish)
  Mail     ${stack.mailbox?.pageUrl ?? '-'} (every newsletter mail sent, kept here; SMTP at ${stack.mailbox?.smtpUrl ?? '-'})
  Desk     ${stack.siteUrl}/desk: sign in as ${stack.editor?.email ?? '(no editor)'}, password ${stack.editor?.password ?? '-'}
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

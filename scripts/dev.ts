/** `npm run dev`: the local API, the auth emulator and Astro's dev server against them. Ctrl-C stops all. */
import { startAuthEmulator } from '../stack/auth-emulator.ts';
import { binPath, completion, startNode, stopAll } from '../stack/processes.ts';
import { localStack } from '../stack/stack-options.ts';
import { siteSettings, startApi } from '../stack/stack.ts';

const stack = localStack();
let stopping = false;
const stop = () => {
  stopping = true;
  void stopAll().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

try {
  const [apiUrl, authHost] = await Promise.all([startApi(stack), startAuthEmulator(stack.auth)]);
  console.log(`API ready at ${apiUrl}, auth emulator at http://${authHost}`);
  const dev = startNode(
    binPath('astro', 'bin/astro.mjs'),
    ['dev', '--host', stack.siteHost, '--port', String(stack.sitePort)],
    { label: '[astro]', env: siteSettings(stack, apiUrl) },
  );
  await completion(dev, 'The dev server');
} catch (error) {
  if (stopping) process.exit(0);
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}

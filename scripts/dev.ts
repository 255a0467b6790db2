/** `npm run dev`: the local API and Astro's dev server against it. Ctrl-C stops both. */
import { firebaseBuildEnv, startAuthEmulator } from './lib/auth-emulator.ts';
import { binPath, completion, startNode, stopAll } from './lib/processes.ts';
import { SETTINGS } from './lib/settings.ts';
import { siteEnv, startApi } from './lib/stack.ts';

let stopping = false;
const stop = () => {
  stopping = true;
  void stopAll().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

try {
  const [apiUrl, authHost] = await Promise.all([startApi({ ...SETTINGS }), startAuthEmulator(SETTINGS.auth)]);
  console.log(`API ready at ${apiUrl}, auth emulator at http://${authHost}`);
  const dev = startNode(
    binPath('astro', 'bin/astro.mjs'),
    ['dev', '--host', SETTINGS.siteHost, '--port', String(SETTINGS.sitePort)],
    {
      label: '[astro]',
      env: { ...siteEnv(SETTINGS, apiUrl), ...firebaseBuildEnv(SETTINGS.auth) },
    },
  );
  await completion(dev, 'The dev server');
} catch (error) {
  if (stopping) process.exit(0);
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}

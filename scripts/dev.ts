/** `npm run dev`: the local API and Astro's dev server against it. Ctrl-C stops both. */
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
  const apiUrl = await startApi({ ...SETTINGS });
  console.log(`API ready at ${apiUrl}`);
  const dev = startNode(
    binPath('astro', 'bin/astro.mjs'),
    ['dev', '--host', SETTINGS.siteHost, '--port', String(SETTINGS.sitePort)],
    {
      label: '[astro]',
      env: siteEnv(SETTINGS, apiUrl),
    },
  );
  await completion(dev, 'The dev server');
} catch (error) {
  if (stopping) process.exit(0);
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}

/**
 * Starts the whole stack once for the run: a fresh temporary database, a build, the built site,
 * and the Firebase Hosting emulator serving a deploy of that build as the CDN would (started
 * beside the build, so it costs the run hardly any time; the deploy is a copy of hard links).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { startHostingEmulator } from '../../stack/hosting-emulator.ts';
import { startStack } from '../../stack/stack.ts';
import { wholeCopyOf } from '../../publishing/publisher.ts';
import { E2E_DEPLOYED_SITE, E2E_HOSTING, E2E_STACK } from './e2e-stack.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const databaseDir = dirname(E2E_STACK.apiDb ?? '');
  rmSync(databaseDir, { recursive: true, force: true });
  mkdirSync(databaseDir, { recursive: true });
  rmSync(E2E_STACK.outDir, { recursive: true, force: true });
  rmSync(E2E_STACK.buildsDir, { recursive: true, force: true });
  rmSync(E2E_DEPLOYED_SITE, { recursive: true, force: true });
  const started = Date.now();
  const [stack, hosting] = await Promise.allSettled([startStack(E2E_STACK), startHostingEmulator(E2E_HOSTING)]);
  if (stack.status === 'rejected') {
    if (hosting.status === 'fulfilled') await hosting.value.stop();
    throw stack.reason;
  }
  if (hosting.status === 'rejected') {
    await stack.value.stop();
    throw hosting.reason;
  }
  try {
    await wholeCopyOf(E2E_STACK.outDir, E2E_DEPLOYED_SITE);
  } catch (error) {
    await hosting.value.stop();
    await stack.value.stop();
    throw error;
  }
  // Workers start after this and inherit the runner's environment.
  process.env.E2E_REBUILD_URL = stack.value.rebuildUrl;
  console.log(
    `Stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: site ${stack.value.siteUrl}, API ${stack.value.apiUrl}, ` +
      `CDN emulator ${hosting.value.url}`,
  );
  return async () => {
    await hosting.value.stop();
    await stack.value.stop();
    rmSync(databaseDir, { recursive: true, force: true });
    rmSync(E2E_DEPLOYED_SITE, { recursive: true, force: true });
  };
}

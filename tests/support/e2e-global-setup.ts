/** Starts the whole stack once for the run: a fresh temporary database, a build, the built site. */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { startStack } from '../../stack/stack.ts';
import { E2E_STACK } from './e2e-stack.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const databaseDir = dirname(E2E_STACK.apiDb ?? '');
  rmSync(databaseDir, { recursive: true, force: true });
  mkdirSync(databaseDir, { recursive: true });
  rmSync(E2E_STACK.outDir, { recursive: true, force: true });
  rmSync(E2E_STACK.buildsDir, { recursive: true, force: true });
  const started = Date.now();
  const stack = await startStack(E2E_STACK);
  // Workers start after this and inherit the runner's environment.
  process.env.E2E_REBUILD_URL = stack.rebuildUrl;
  console.log(
    `Stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: site ${stack.siteUrl}, API ${stack.apiUrl}`,
  );
  return async () => {
    await stack.stop();
    rmSync(databaseDir, { recursive: true, force: true });
  };
}

/**
 * Unit tests that sign in use a real Firebase auth emulator: the one FIREBASE_AUTH_EMULATOR_HOST
 * names, or else one started once per run on free ports (so runs in parallel worktrees never
 * collide). That one starts in the background: tests that need it wait for it with
 * `authEmulatorReady()`; the others do not wait at all.
 */
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { authEmulatorHost, spawnAuthEmulator } from '../../stack/auth-emulator.ts';
import { stopAll } from '../../stack/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    firebaseProjectId: string;
  }
}

export const UNIT_FIREBASE_PROJECT_ID = 'demo-serendib-unit';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // `npm test` starts one emulator for its unit and end-to-end steps, and names it as Firebase's
  // own tools do.
  const { FIREBASE_AUTH_EMULATOR_HOST: runningHost, FIREBASE_PROJECT_ID: runningProject } = process.env;
  if (runningHost && runningProject) {
    project.provide('authEmulatorHost', runningHost);
    project.provide('firebaseProjectId', runningProject);
    return async () => undefined;
  }
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()] as const;
  const options = { host: '127.0.0.1', port, hubPort, loggingPort, projectId: UNIT_FIREBASE_PROJECT_ID };
  spawnAuthEmulator(options, true);
  project.provide('authEmulatorHost', authEmulatorHost(options));
  project.provide('firebaseProjectId', options.projectId);
  return () => stopAll();
}

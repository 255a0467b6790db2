/**
 * The Firebase auth emulator (firebase-tools) for the local stack, the end-to-end tests and the
 * unit tests, each on ports of its own: a generated firebase.json per run, UI off, a `demo-`
 * project so nothing reaches Google.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binPath, startNode, urlAnswers, waitForUrl } from './processes.ts';

export interface AuthEmulatorOptions {
  host: string;
  port: number;
  hubPort: number;
  loggingPort: number;
  projectId: string;
}

/** Usually ready in about 10 s; a machine busy with other builds may take minutes. */
const START_TIMEOUT_MS = 180_000;

/** `host:port`, the form FIREBASE_AUTH_EMULATOR_HOST takes. */
export function authEmulatorHost(options: Pick<AuthEmulatorOptions, 'host' | 'port'>): string {
  return `${options.host}:${options.port}`;
}

/** The firebase.json that starts only the auth emulator on the given ports. */
export function emulatorConfig(options: AuthEmulatorOptions): object {
  return {
    emulators: {
      auth: { host: options.host, port: options.port },
      hub: { host: options.host, port: options.hubPort },
      logging: { host: options.host, port: options.loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

/**
 * What the site's build needs to sign in against the emulator. The API key is a placeholder:
 * the emulator accepts any.
 */
export function firebaseBuildEnv(options: AuthEmulatorOptions): Record<string, string> {
  return {
    PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
    PUBLIC_FIREBASE_AUTH_DOMAIN: `${options.projectId}.firebaseapp.com`,
    PUBLIC_FIREBASE_PROJECT_ID: options.projectId,
    PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(options),
  };
}

/** What the API (firebase-admin) needs to check tokens with the emulator and create users there. */
export function firebaseApiEnv(options: AuthEmulatorOptions): Record<string, string> {
  return { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(options), FIREBASE_PROJECT_ID: options.projectId };
}

/** Starts the emulator without waiting for it; its config and logs go to a temporary folder. */
export function spawnAuthEmulator(options: AuthEmulatorOptions, quiet = false): ChildProcess {
  const dir = mkdtempSync(join(tmpdir(), 'serendib-auth-emulator-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(config, JSON.stringify(emulatorConfig(options), null, 2));
  const child = startNode(
    binPath('firebase-tools', 'lib/bin/firebase.js'),
    ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', config],
    { label: '[auth]', quiet, cwd: dir },
  );
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return child;
}

/** Polls the emulator until it answers; fails early when its process exits. */
export function waitForAuthEmulator(options: AuthEmulatorOptions, child?: ChildProcess): Promise<void> {
  return waitForUrl(`http://${authEmulatorHost(options)}/`, START_TIMEOUT_MS, child);
}

/** Whether an auth emulator already answers at the options' address. */
export function authEmulatorAnswers(options: Pick<AuthEmulatorOptions, 'host' | 'port'>): Promise<boolean> {
  return urlAnswers(`http://${authEmulatorHost(options)}/`);
}

/**
 * Starts the emulator and waits for it, or uses the one already answering at its address (left
 * running by the caller, as `npm test` does for its unit and end-to-end steps: each start of the
 * emulator costs about 12 CPU-seconds). One it did not start, it leaves running.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions, quiet = false): Promise<string> {
  const host = authEmulatorHost(options);
  if (await authEmulatorAnswers(options)) {
    console.log(`[auth] Using the auth emulator already at ${host}`);
    return host;
  }
  const child = spawnAuthEmulator(options, quiet);
  await waitForAuthEmulator(options, child);
  return host;
}

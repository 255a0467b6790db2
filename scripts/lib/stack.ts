/**
 * The whole local magazine: the API (seeded on first start), a build of the site against it, and
 * the built site served. Used by `npm start` and by the end-to-end tests with their own ports.
 */
import type { Server } from 'node:http';
import { firebaseApiEnv, firebaseBuildEnv, startAuthEmulator, type AuthEmulatorOptions } from './auth-emulator.ts';
import { binPath, completion, startNode, stopAll, waitForUrl } from './processes.ts';
import { createStaticServer } from './static-server.ts';

export interface StackOptions {
  apiHost: string;
  apiPort: number;
  siteHost: string;
  sitePort: number;
  siteUrl: string;
  outDir: string;
  /** Where the API keeps its database; undefined for its default under .data/. */
  apiDb?: string;
  /** More settings for the API (api/config.ts, api/settings.ts). */
  apiEnv?: NodeJS.ProcessEnv;
  /**
   * Where the contact form's @emailjs/browser sends mail; undefined for the API's own mail sink,
   * so the form works locally with no EmailJS account.
   */
  mailOrigin?: string;
  quietBuild?: boolean;
  /** The Firebase auth emulator the API and the built site sign in with. */
  auth: AuthEmulatorOptions;
}

export interface RunningStack {
  apiUrl: string;
  siteUrl: string;
  authEmulatorHost: string;
  stop: () => Promise<void>;
}

const API_START_TIMEOUT_MS = 180_000;

export function apiUrlOf(options: Pick<StackOptions, 'apiHost' | 'apiPort'>): string {
  return `http://${options.apiHost}:${options.apiPort}/api`;
}

/**
 * What the site needs to know at build (or dev) time: the API, and where contact mail goes. The
 * `PUBLIC_EMAILJS_*` identifiers pass through from the environment to the site and the API alike,
 * so the mail sink accepts what the form sends.
 */
export function siteEnv(options: Pick<StackOptions, 'mailOrigin'>, apiUrl: string): NodeJS.ProcessEnv {
  return { PUBLIC_API_URL: apiUrl, PUBLIC_EMAILJS_ORIGIN: options.mailOrigin ?? new URL(apiUrl).origin };
}

export async function startApi(options: StackOptions): Promise<string> {
  const apiUrl = apiUrlOf(options);
  const api = startNode('api/server.ts', [], {
    label: '[api]',
    env: {
      ...options.apiEnv,
      API_HOST: options.apiHost,
      API_PORT: String(options.apiPort),
      ...(options.apiDb ? { API_DB: options.apiDb } : {}),
      ...firebaseApiEnv(options.auth),
    },
  });
  await waitForUrl(`${apiUrl}/health`, API_START_TIMEOUT_MS, api);
  return apiUrl;
}

export async function buildSite(options: StackOptions, apiUrl: string): Promise<void> {
  const build = startNode(binPath('astro', 'bin/astro.mjs'), ['build'], {
    label: '[build]',
    quiet: options.quietBuild,
    env: {
      ...siteEnv(options, apiUrl),
      SITE_URL: options.siteUrl,
      ASTRO_OUT_DIR: options.outDir,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...firebaseBuildEnv(options.auth),
    },
  });
  await completion(build, 'Building the site');
}

export function serveSite(options: StackOptions): Promise<Server> {
  const server = createStaticServer(() => options.outDir);
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.sitePort, options.siteHost, () => resolveListen(server));
  });
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  let server: Server | undefined;
  const stop = async () => {
    await new Promise<void>((resolveClose) => (server ? server.close(() => resolveClose()) : resolveClose()));
    server?.closeAllConnections();
    await stopAll();
  };
  try {
    const [apiUrl, authEmulatorHost] = await Promise.all([startApi(options), startAuthEmulator(options.auth)]);
    await buildSite(options, apiUrl);
    server = await serveSite(options);
    return { apiUrl, siteUrl: `http://${options.siteHost}:${options.sitePort}`, authEmulatorHost, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

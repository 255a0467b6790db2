/**
 * The whole local magazine: the API (seeded on first start unless asked not to), the auth emulator, the site built
 * against them by the rebuild service, and the built site served. `npm start`, the end-to-end tests
 * and the benchmarks start one from the options stack-options.ts makes. `outDir` is a link to the
 * live build, and the API notifies the rebuild service after every write.
 */
import { randomBytes } from 'node:crypto';
import { lstat, realpath, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import {
  createPublisher,
  listBuilds,
  REBUILD_KEEP_PREVIOUS_BUILDS,
  type RunningRebuildServer,
} from '../publishing/publisher.ts';
import { editorsAuth, ensureEditorAccount } from './editor-claim.ts';
import {
  authEmulatorHost as emulatorHostOf,
  firebaseApiEnv,
  firebaseBuildEnv,
  startAuthEmulator,
} from './auth-emulator.ts';
import { assertPortFree } from './free-port.ts';
import { startNode, stopAll, waitForUrl } from './processes.ts';
import type { RunningMailbox } from './local-mailbox.ts';
import { startStackMailbox } from './stack-mailbox.ts';
import type { StackOptions } from './stack-options.ts';

export interface RunningStack {
  apiUrl: string;
  siteUrl: string;
  authEmulatorHost: string;
  /** The rebuild service: `${rebuildUrl}/status`, `${rebuildUrl}/rebuild`. */
  rebuildUrl: string;
  /** The local mailbox and its page, when the options ask for one. */
  mailbox?: RunningMailbox;
  /** The editor account made in the auth emulator, when the options ask for one. */
  editor?: { email: string; password: string };
  stop: () => Promise<void>;
}

const API_START_TIMEOUT_MS = 180_000;

/** The API as a deployment starts it: it never seeds. */
export const API_ENTRY = 'api/server.ts';
/** The API as local stacks start it: an empty database gets the demo magazine first. */
export const SEEDED_API_ENTRY = 'api/seed/seeded-server.ts';

export function apiUrlOf(options: Pick<StackOptions, 'apiHost' | 'apiPort'>): string {
  return `http://${options.apiHost}:${options.apiPort}/api`;
}

/**
 * Everything the site needs to know at build (or dev) time: the API, where contact mail goes, its
 * own address and the auth emulator. The `PUBLIC_EMAILJS_*` identifiers pass through from the
 * environment to the site and the API alike, so the mail sink accepts what the form sends.
 */
export function siteSettings(options: StackOptions, apiUrl = apiUrlOf(options)): NodeJS.ProcessEnv {
  return {
    PUBLIC_API_URL: apiUrl,
    PUBLIC_EMAILJS_ORIGIN: options.mailOrigin ?? new URL(apiUrl).origin,
    SITE_URL: options.siteUrl,
    ...firebaseBuildEnv(options.auth),
  };
}

/** Everything the stack's API is started with: its own settings, where it listens, and the auth emulator. */
export function apiSettings(options: StackOptions, extraEnv: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...options.apiEnv,
    ...extraEnv,
    API_HOST: options.apiHost,
    API_PORT: String(options.apiPort),
    // Links in the newsletter's mail open this stack's API and site.
    PUBLIC_API_URL: apiUrlOf(options),
    SITE_URL: options.siteUrl,
    ...(options.apiDb ? { API_DB: options.apiDb } : {}),
    ...firebaseApiEnv(options.auth),
  };
}

export async function startApi(options: StackOptions, extraEnv: NodeJS.ProcessEnv = {}): Promise<string> {
  const apiUrl = apiUrlOf(options);
  await assertPortFree(options.apiHost, options.apiPort, 'The API');
  const api = startNode(options.unseeded ? API_ENTRY : SEEDED_API_ENTRY, [], {
    label: '[api]',
    env: apiSettings(options, extraEnv),
  });
  await waitForUrl(`${apiUrl}/health`, API_START_TIMEOUT_MS, api);
  return apiUrl;
}

/**
 * Serves `dir` (the live link unless given): every request serves from the build the link names at
 * that moment, and the stack's builds lend hashed assets of earlier builds to pages loaded before
 * a switch.
 */
export function serveSite(options: StackOptions, dir = options.outDir): Promise<Server> {
  const server = createPublisher().serve(() => realpath(dir), {
    previousRoots: dir === options.outDir ? () => listBuilds(options.buildsDir) : undefined,
  });
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.sitePort, options.siteHost, () => resolveListen(server));
  });
}

/** A plain folder left at outDir by an earlier kind of build gives way to the live link. */
async function clearPlainOutDir(outDir: string): Promise<void> {
  const existing = await lstat(outDir).catch(() => undefined);
  if (existing && !existing.isSymbolicLink()) await rm(outDir, { recursive: true, force: true });
}

/** The local editor account, in the stack's emulator (firebase-admin finds it through the environment). */
async function makeLocalEditor(options: StackOptions): Promise<void> {
  if (!options.localEditor) return;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHostOf(options.auth);
  const { email, password } = options.localEditor;
  await ensureEditorAccount(editorsAuth(options.auth.projectId), email, password);
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  let server: Server | undefined;
  let rebuild: RunningRebuildServer | undefined;
  let mailbox: RunningMailbox | undefined;
  const stop = async () => {
    await rebuild?.close();
    await mailbox?.stop();
    await new Promise<void>((resolveClose) => (server ? server.close(() => resolveClose()) : resolveClose()));
    server?.closeAllConnections();
    await stopAll();
  };
  try {
    const token = options.rebuild.token ?? randomBytes(24).toString('hex');
    await clearPlainOutDir(options.outDir);
    const publisher = createPublisher({
      cacheDir: options.cacheDir,
      env: siteSettings(options),
      searchShardPages: options.searchShardPages,
      quiet: options.quietBuild,
    });
    rebuild = await publisher.startRebuildService({
      host: options.rebuild.host,
      port: options.rebuild.port,
      token,
      liveLink: options.outDir,
      buildsDir: options.buildsDir,
      quietMs: options.rebuild.quietMs,
      keepPreviousBuilds: REBUILD_KEEP_PREVIOUS_BUILDS,
    });
    const hookEnv: NodeJS.ProcessEnv = { REBUILD_HOOK_URL: rebuild.hookUrl, REBUILD_HOOK_TOKEN: token };
    if (options.mailbox) {
      const started = await startStackMailbox(options.apiHost, options.mailbox);
      mailbox = started.mailbox;
      Object.assign(hookEnv, started.apiEnv);
    }
    const auth = startAuthEmulator(options.auth).then(async (host) => {
      if (options.localEditor) await makeLocalEditor(options);
      return host;
    });
    // Caught here and thrown below, so a failure while the API starts leaves no rejection unheard.
    auth.catch(() => undefined);
    const apiUrl = await startApi(options, hookEnv);
    // The build reads only the API: it starts while the auth emulator is still starting. The first
    // build takes the same way as every publish: a fresh folder, checked, then switched to.
    const [first, authEmulatorHost] = await Promise.all([rebuild.service.rebuildNow(), auth]);
    if (!first.ok) throw new Error(`Building the site failed: ${first.reason}`);
    server = await serveSite(options);
    return {
      apiUrl,
      siteUrl: `http://${options.siteHost}:${options.sitePort}`,
      authEmulatorHost,
      rebuildUrl: rebuild.url,
      ...(options.localEditor ? { editor: options.localEditor } : {}),
      ...(mailbox ? { mailbox } : {}),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

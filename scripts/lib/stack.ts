/**
 * The whole local magazine: the API (seeded on first start), a build of the site against it, and
 * the built site served. Used by `npm start` and by the end-to-end tests with their own ports.
 * The stack's builds go through the rebuild service (scripts/lib/rebuild/): `outDir` is a link to
 * the live build, and the API notifies the service after every write.
 */
import { randomBytes } from 'node:crypto';
import { lstat, realpath, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { firebaseApiEnv, firebaseBuildEnv, startAuthEmulator, type AuthEmulatorOptions } from './auth-emulator.ts';
import { binPath, completion, startNode, stopAll, waitForUrl } from './processes.ts';
import { listBuilds } from './rebuild/live-link.ts';
import { startRebuildServer, type RunningRebuildServer } from './rebuild/rebuild-server.ts';
import { astroBuilder, searchIndexer } from './rebuild/site-builder.ts';
import { REBUILD_KEEP_PREVIOUS_BUILDS, REBUILD_QUIET_MS } from './settings.ts';
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
  /** More settings for the site's builds and search index (src/config.ts, src/integrations/). */
  buildEnv?: NodeJS.ProcessEnv;
  /** The Firebase auth emulator the API and the built site sign in with. */
  auth: AuthEmulatorOptions;
  /** The rebuild service of `startStack`; by default on a free port of 127.0.0.1, builds beside outDir. */
  rebuild?: {
    host?: string;
    port?: number;
    /** Where the builds are kept; `<outDir>-builds` unless given. */
    buildsDir?: string;
    /**
     * The builds' incremental cache (ASTRO_CACHE_DIR); `<buildsDir>-cache` unless given. Each stack
     * has its own, so builds of two stacks never write one cache at once.
     */
    cacheDir?: string;
    quietMs?: number;
    /** The token the API sends to the hook; random for each start unless given. */
    token?: string;
  };
}

export interface RunningStack {
  apiUrl: string;
  siteUrl: string;
  authEmulatorHost: string;
  /** The rebuild service: `${rebuildUrl}/status`, `${rebuildUrl}/rebuild`. */
  rebuildUrl: string;
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

export async function startApi(options: StackOptions, extraEnv: NodeJS.ProcessEnv = {}): Promise<string> {
  const apiUrl = apiUrlOf(options);
  const api = startNode('api/server.ts', [], {
    label: '[api]',
    env: {
      ...options.apiEnv,
      ...extraEnv,
      API_HOST: options.apiHost,
      API_PORT: String(options.apiPort),
      ...(options.apiDb ? { API_DB: options.apiDb } : {}),
      ...firebaseApiEnv(options.auth),
    },
  });
  await waitForUrl(`${apiUrl}/health`, API_START_TIMEOUT_MS, api);
  return apiUrl;
}

/** Everything `astro build` needs to know about the stack (the output folder aside). */
export function buildEnv(options: StackOptions, apiUrl: string): NodeJS.ProcessEnv {
  return {
    ...options.buildEnv,
    ...siteEnv(options, apiUrl),
    SITE_URL: options.siteUrl,
    ...firebaseBuildEnv(options.auth),
  };
}

/** One build straight into outDir, for scripts that serve a single build. */
export async function buildSite(options: StackOptions, apiUrl: string): Promise<void> {
  const build = startNode(binPath('astro', 'bin/astro.mjs'), ['build'], {
    label: '[build]',
    quiet: options.quietBuild,
    env: { ...buildEnv(options, apiUrl), ASTRO_OUT_DIR: options.outDir, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  await completion(build, 'Building the site');
}

/**
 * Serves outDir. When it is the live link, every request serves from the build it names at that
 * moment, and `buildsDir` lends hashed assets of earlier builds to pages loaded before a switch.
 */
export function serveSite(options: StackOptions, buildsDir?: string): Promise<Server> {
  const server = createStaticServer(() => realpath(options.outDir), {
    previousRoots: buildsDir ? () => listBuilds(buildsDir) : undefined,
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

export async function startStack(options: StackOptions): Promise<RunningStack> {
  let server: Server | undefined;
  let rebuild: RunningRebuildServer | undefined;
  const stop = async () => {
    await rebuild?.close();
    await new Promise<void>((resolveClose) => (server ? server.close(() => resolveClose()) : resolveClose()));
    server?.closeAllConnections();
    await stopAll();
  };
  try {
    const apiUrl = apiUrlOf(options);
    const buildsDir = options.rebuild?.buildsDir ?? `${options.outDir}-builds`;
    const token = options.rebuild?.token ?? randomBytes(24).toString('hex');
    await clearPlainOutDir(options.outDir);
    const builderEnv = {
      ...buildEnv(options, apiUrl),
      ASTRO_CACHE_DIR: options.rebuild?.cacheDir ?? `${buildsDir}-cache`,
    };
    rebuild = await startRebuildServer({
      host: options.rebuild?.host ?? '127.0.0.1',
      port: options.rebuild?.port ?? 0,
      token,
      liveLink: options.outDir,
      buildsDir,
      quietMs: options.rebuild?.quietMs ?? REBUILD_QUIET_MS,
      keepPreviousBuilds: REBUILD_KEEP_PREVIOUS_BUILDS,
      build: astroBuilder({ ...builderEnv, SEARCH_INDEX_DEFERRED: '1' }, options.quietBuild),
      indexSearch: searchIndexer(builderEnv, options.quietBuild),
    });
    const hookEnv = { REBUILD_HOOK_URL: rebuild.hookUrl, REBUILD_HOOK_TOKEN: token };
    const [, authEmulatorHost] = await Promise.all([startApi(options, hookEnv), startAuthEmulator(options.auth)]);
    // The first build takes the same way as every publish: a fresh folder, checked, then switched to.
    const first = await rebuild.service.rebuildNow();
    if (!first.ok) throw new Error(`Building the site failed: ${first.reason}`);
    server = await serveSite(options, buildsDir);
    return {
      apiUrl,
      siteUrl: `http://${options.siteHost}:${options.sitePort}`,
      authEmulatorHost,
      rebuildUrl: rebuild.url,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

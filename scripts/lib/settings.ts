/** Ports and addresses of the local stack (design.md section 4), each overridable by env. */
import { resolve } from 'node:path';
import { LOCAL_FIREBASE_PROJECT_ID } from '../../api/config.ts';

const env = process.env;
export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');

const apiHost = env.API_HOST ?? '127.0.0.1';
const apiPort = Number(env.API_PORT ?? 8787);
const siteHost = env.SITE_HOST ?? '127.0.0.1';
const rebuildDir = resolve(PROJECT_ROOT, env.REBUILD_DIR ?? '.data/site');

/** How long the rebuild service waits after a write for more writes, so a burst makes one build. */
export const REBUILD_QUIET_MS = 2000;
/**
 * Builds kept besides the live one: requests still streaming from a replaced build, and pages
 * open in browsers that ask for that build's hashed assets, keep finding them.
 */
export const REBUILD_KEEP_PREVIOUS_BUILDS = 2;
const sitePort = Number(env.SITE_PORT ?? 4321);

export const SETTINGS = {
  apiHost,
  apiPort,
  apiUrl: env.PUBLIC_API_URL ?? `http://${apiHost}:${apiPort}/api`,
  siteHost,
  sitePort,
  siteUrl: env.SITE_URL ?? `http://${siteHost}:${sitePort}`,
  outDir: resolve(PROJECT_ROOT, env.ASTRO_OUT_DIR ?? 'dist'),
  /** The rebuild service (scripts/lib/rebuild/): where it listens, where builds and the live link live. */
  rebuild: {
    host: env.REBUILD_HOST ?? '127.0.0.1',
    port: Number(env.REBUILD_PORT ?? 8788),
    liveLink: resolve(rebuildDir, 'live'),
    buildsDir: resolve(rebuildDir, 'builds'),
    /** The builds' incremental cache (ASTRO_CACHE_DIR): theirs alone, so no other build shares it. */
    cacheDir: resolve(rebuildDir, 'cache'),
    quietMs: Number(env.REBUILD_QUIET_MS ?? REBUILD_QUIET_MS),
    /** Undefined: the hook takes notifications without a token (it listens on 127.0.0.1 by default). */
    token: env.REBUILD_HOOK_TOKEN || undefined,
  },
  /** Undefined: the contact form mails the local API's sink. */
  mailOrigin: env.PUBLIC_EMAILJS_ORIGIN || undefined,
  /** The auth emulator; the default ports are those of firebase.json. */
  auth: {
    host: env.AUTH_EMULATOR_HOST ?? '127.0.0.1',
    port: Number(env.AUTH_EMULATOR_PORT ?? 9099),
    hubPort: Number(env.AUTH_EMULATOR_HUB_PORT ?? 9400),
    loggingPort: Number(env.AUTH_EMULATOR_LOGGING_PORT ?? 9500),
    projectId: env.FIREBASE_PROJECT_ID ?? LOCAL_FIREBASE_PROJECT_ID,
  },
} as const;

/**
 * The rebuild service's settings where it runs on its own (`npm run rebuild`, on a server that
 * hosts the magazine), from the environment: REBUILD_DIR, REBUILD_HOST, REBUILD_PORT,
 * REBUILD_QUIET_MS, REBUILD_HOOK_TOKEN, REBUILD_ALLOW_ANONYMOUS, and the site's PUBLIC_API_URL and
 * SITE_URL. `npm start`'s stack takes the service's settings from here too; the other local
 * stacks (stack/) give it their own folders and ports.
 */
import { join, resolve } from 'node:path';
import { LOCAL_API, LOCAL_SITE } from '../../contract/local-defaults.ts';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { readSwitch } from '../../contract/switch-setting.ts';
import type { HookAccess } from './rebuild-http.ts';

/**
 * How long the service waits after a write for more writes, so a burst makes one build. Every
 * publish waits this long before its build starts; writes that come during a build fold into the
 * one queued after it anyway, so a longer wait only saves the second build of a burst.
 */
export const REBUILD_QUIET_MS = 500;

/**
 * Builds kept besides the live one: requests still streaming from a replaced build, and pages
 * open in browsers that ask for that build's hashed assets, keep finding them.
 */
export const REBUILD_KEEP_PREVIOUS_BUILDS = 2;

/** Where the service listens when REBUILD_PORT is not set; the local stack's port plan agrees. */
export const REBUILD_DEFAULT_PORT = 8788;

/** A publishing site's folders: the live link, the builds it points at, and their cache. */
export interface SiteFolders {
  /** The link the web server serves from; the service points it at each build that passes. */
  liveLink: string;
  buildsDir: string;
  /** Astro's incremental cache and the last search index. */
  cacheDir: string;
}

export function siteFolders(dir: string): SiteFolders {
  return { liveLink: join(dir, 'live'), buildsDir: join(dir, 'builds'), cacheDir: join(dir, 'cache') };
}

export interface RebuildProductionSettings extends SiteFolders, HookAccess {
  host: string;
  port: number;
  quietMs: number;
  /** The site's build settings: the API it reads and its own address. */
  siteEnv: { PUBLIC_API_URL: string; SITE_URL: string };
}

export function rebuildProductionSettings(env: NodeJS.ProcessEnv = process.env): RebuildProductionSettings {
  return {
    ...siteFolders(resolve(PROJECT_ROOT, env.REBUILD_DIR || '.data/site')),
    host: env.REBUILD_HOST || '127.0.0.1',
    port: Number(env.REBUILD_PORT || REBUILD_DEFAULT_PORT),
    token: env.REBUILD_HOOK_TOKEN || undefined,
    allowAnonymous: readSwitch('REBUILD_ALLOW_ANONYMOUS', env.REBUILD_ALLOW_ANONYMOUS, false),
    quietMs: Number(env.REBUILD_QUIET_MS || REBUILD_QUIET_MS),
    // Beside an API and a site on this machine unless told: API_HOST/API_PORT, SITE_HOST/SITE_PORT.
    siteEnv: {
      PUBLIC_API_URL:
        env.PUBLIC_API_URL || `http://${env.API_HOST || LOCAL_API.host}:${env.API_PORT || LOCAL_API.port}/api`,
      SITE_URL: env.SITE_URL || `http://${env.SITE_HOST || LOCAL_SITE.host}:${env.SITE_PORT || LOCAL_SITE.port}`,
    },
  };
}

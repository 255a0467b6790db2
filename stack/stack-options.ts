/**
 * One description of a local stack, made here for every profile of the port plan: where the API,
 * the site, the rebuild service and the auth emulator listen, and where the stack keeps its
 * database and builds. `npm start`, `npm run dev`, the end-to-end tests and the benchmarks each
 * take theirs from `stackOptions`; only the local profile reads settings from the environment.
 */
import { resolve } from 'node:path';
import {
  DEVELOPMENT_SWITCH,
  LOCAL_API,
  LOCAL_EDITOR,
  LOCAL_FIREBASE_PROJECT_ID,
  LOCAL_SITE,
} from '../contract/local-defaults.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { REBUILD_QUIET_MS, rebuildProductionSettings, siteFolders } from '../publishing/publisher.ts';
import type { AuthEmulatorOptions } from './auth-emulator.ts';
import { portsOf, type StackPorts, type StackProfile } from './ports.ts';
import { localMailboxPorts, type MailboxPorts } from './stack-mailbox.ts';

export interface StackOptions {
  apiHost: string;
  apiPort: number;
  siteHost: string;
  sitePort: number;
  siteUrl: string;
  /** The live link the site is served from; the rebuild service points it at each build that passes. */
  outDir: string;
  /** Where the builds are kept. */
  buildsDir: string;
  /** The builds' incremental cache and last search index: the stack's own, so two stacks never share one. */
  cacheDir: string;
  /** Where the API keeps its database; undefined for its default under .data/. */
  apiDb?: string;
  /** Starts the API as a deployment does, without the demo seed: an empty database stays empty. */
  unseeded?: boolean;
  /** The API's own settings (api/config.ts, api/settings.ts): development features on, and what a profile adds. */
  apiEnv: NodeJS.ProcessEnv;
  /** Where the contact form's mail goes; undefined for the API's own mail sink, so no EmailJS account is needed. */
  mailOrigin?: string;
  /** A local mailbox the API sends its newsletter mail to; undefined for none (no SMTP_URL). */
  mailbox?: MailboxPorts;
  /** Keeps the builds' progress off the console (errors still show). */
  quietBuild?: boolean;
  /** Pages per search bundle; undefined for the site's own setting. */
  searchShardPages?: number;
  auth: AuthEmulatorOptions;
  /** An editor account made in the auth emulator at start (`npm start`'s, to try the desk). */
  localEditor?: { email: string; password: string };
  rebuild: {
    host: string;
    port: number;
    /** The token the API sends to the hook; random for each start of a whole stack unless given. */
    token?: string;
    /**
     * `npm run rebuild` without a token: take rebuilds from anyone who can reach the service. Off
     * unless asked for; without either the service refuses to start.
     */
    allowAnonymous?: boolean;
    /** How long the service waits after a write for more writes, so a burst makes one build. */
    quietMs: number;
  };
}

/**
 * Every stack runs the auth emulator with a `demo-` project and contact mail goes to the API's own
 * sink, which an API only allows with development features switched on.
 */
const DEVELOPMENT_API_ENV: NodeJS.ProcessEnv = { [DEVELOPMENT_SWITCH]: 'on' };

/** The project of each profile's auth emulator; `demo-` ids never reach Google. */
const PROJECT_IDS: Record<StackProfile, string> = {
  local: LOCAL_FIREBASE_PROJECT_ID,
  e2e: 'demo-serendib-e2e',
  lighthouse: 'demo-serendib-bench',
  benchReader: 'demo-serendib-bench',
  benchPublish: 'demo-serendib-bench',
  benchBuild: 'demo-serendib-bench',
  benchApi: 'demo-serendib-bench',
  screenshots: 'demo-serendib-bench',
  firstDay: 'demo-serendib-first-day',
};

/** The auth emulator of `profile`'s stack. */
export function stackAuth(profile: Exclude<StackProfile, 'local'>): AuthEmulatorOptions {
  return authOf(portsOf(profile), '127.0.0.1', PROJECT_IDS[profile]);
}

/**
 * The stack of `profile`, keeping its builds under `dir` (`live`, `builds`, `cache`): a folder of
 * `.data/` for the local and end-to-end stacks, a temporary one for a benchmark.
 */
export function stackOptions(
  profile: Exclude<StackProfile, 'local'>,
  dir: string,
  { apiEnv, ...more }: Partial<StackOptions> = {},
): StackOptions {
  const ports = portsOf(profile);
  const host = '127.0.0.1';
  return {
    apiEnv: { ...DEVELOPMENT_API_ENV, ...apiEnv },
    apiHost: host,
    apiPort: ports.api,
    siteHost: host,
    sitePort: ports.site,
    siteUrl: `http://${host}:${ports.site}`,
    ...buildFolders(dir),
    quietBuild: true,
    auth: stackAuth(profile),
    rebuild: { host, port: ports.rebuild, quietMs: REBUILD_QUIET_MS },
    ...more,
  };
}

/**
 * The local stack of `npm start`, `npm run dev` and `npm run rebuild`, from the environment:
 * API_HOST/API_PORT, SITE_HOST/SITE_PORT/SITE_URL, PUBLIC_EMAILJS_ORIGIN,
 * REBUILD_DIR/REBUILD_HOST/REBUILD_PORT/REBUILD_QUIET_MS/REBUILD_HOOK_TOKEN/REBUILD_ALLOW_ANONYMOUS,
 * AUTH_EMULATOR_* and
 * FIREBASE_PROJECT_ID.
 */
export function localStack(env: NodeJS.ProcessEnv = process.env): StackOptions {
  const ports = portsOf('local', env);
  const apiHost = env.API_HOST || LOCAL_API.host;
  const siteHost = env.SITE_HOST || LOCAL_SITE.host;
  return {
    apiHost,
    apiPort: ports.api,
    siteHost,
    sitePort: ports.site,
    siteUrl: env.SITE_URL || `http://${siteHost}:${ports.site}`,
    ...buildFolders(resolve(PROJECT_ROOT, env.REBUILD_DIR || '.data/site')),
    apiEnv: DEVELOPMENT_API_ENV,
    mailOrigin: env.PUBLIC_EMAILJS_ORIGIN || undefined,
    mailbox: localMailboxPorts(env),
    auth: authOf(ports, env.AUTH_EMULATOR_HOST || '127.0.0.1', env.FIREBASE_PROJECT_ID || PROJECT_IDS.local),
    localEditor: { ...LOCAL_EDITOR },
    rebuild: rebuildOf(rebuildProductionSettings(env), ports.rebuild),
  };
}

function buildFolders(dir: string): Pick<StackOptions, 'outDir' | 'buildsDir' | 'cacheDir'> {
  const { liveLink, buildsDir, cacheDir } = siteFolders(dir);
  return { outDir: liveLink, buildsDir, cacheDir };
}

/** The rebuild service as `npm run rebuild` would run it, on the local stack's port. */
function rebuildOf(
  { host, token, allowAnonymous, quietMs }: ReturnType<typeof rebuildProductionSettings>,
  port: number,
): StackOptions['rebuild'] {
  return { host, port, token, allowAnonymous, quietMs };
}

function authOf(ports: StackPorts, host: string, projectId: string): AuthEmulatorOptions {
  return { host, port: ports.auth, hubPort: ports.authHub, loggingPort: ports.authLogging, projectId };
}

/**
 * The port plan. Every stack this checkout starts has ports of its own, so `npm start`, the
 * end-to-end tests and each benchmark can run side by side. Only the local stack (`npm start`,
 * `npm run dev`, `npm run rebuild`) takes its ports from the environment; 0 is any free port.
 */
import { LOCAL_API, LOCAL_SITE } from '../contract/local-defaults.ts';
import { REBUILD_DEFAULT_PORT } from '../publishing/publisher.ts';

export interface StackPorts {
  api: number;
  site: number;
  rebuild: number;
  auth: number;
  authHub: number;
  authLogging: number;
  /**
   * The Firebase Hosting emulator (port, hub, logging) that serves the stack's build as the CDN
   * would; only the end-to-end stack starts one.
   */
  hosting?: number;
  hostingHub?: number;
  hostingLogging?: number;
}

/** The local stack's ports, as firebase.json pins the emulator's. */
const LOCAL_PORTS: StackPorts = {
  api: LOCAL_API.port,
  site: LOCAL_SITE.port,
  rebuild: REBUILD_DEFAULT_PORT,
  auth: 9099,
  authHub: 9400,
  authLogging: 9500,
};

/**
 * No two ports here lie a whole number of hundreds apart (up to 1,000), nor below npm start's by
 * that much, so checkouts at offsets of 0, 100, 200 and so on never take each other's ports.
 */
export const PORT_PLAN = {
  local: LOCAL_PORTS,
  e2e: {
    api: 8797,
    site: 4331,
    rebuild: 0,
    auth: 9160,
    authHub: 9161,
    authLogging: 9162,
    hosting: 7031,
    hostingHub: 7032,
    hostingLogging: 7033,
  },
  lighthouse: { api: 8798, site: 4332, rebuild: 0, auth: 9310, authHub: 9311, authLogging: 9312 },
  benchReader: { api: 8796, site: 4330, rebuild: 0, auth: 9320, authHub: 9321, authLogging: 9322 },
  benchPublish: { api: 8793, site: 4333, rebuild: 0, auth: 9330, authHub: 9331, authLogging: 9332 },
  benchBuild: { api: 8824, site: 4344, rebuild: 0, auth: 9270, authHub: 9271, authLogging: 9272 },
  benchApi: { api: 8845, site: 4345, rebuild: 0, auth: 9340, authHub: 9341, authLogging: 9342 },
  screenshots: { api: 8846, site: 4346, rebuild: 0, auth: 9350, authHub: 9351, authLogging: 9352 },
  /** The first-day spec's stack: an API that never seeds, over an empty database. */
  firstDay: { api: 8873, site: 4371, rebuild: 0, auth: 9386, authHub: 9387, authLogging: 9388 },
} as const satisfies Record<string, StackPorts>;

export type StackProfile = keyof typeof PORT_PLAN;

/** The bare node:http server `npm run bench:api` measures the API against. */
export const BENCH_BARE_SERVER_PORT = 8855;

/**
 * The PostgreSQL server `npm run test:postgres` and `npm run bench:api` start for themselves, each
 * in turn, moved up by STACK_PORT_OFFSET like the stacks.
 */
export const TEST_POSTGRES_PORT = 5442;

function envPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  return value === undefined || value === '' ? fallback : Number(value);
}

/**
 * How far the test and benchmark stacks move up from the plan, so a second checkout on the same
 * machine can run its tests beside the first (STACK_PORT_OFFSET, 0 by default).
 */
export function stackPortOffset(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.STACK_PORT_OFFSET;
  if (value === undefined || value === '') return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
    throw new Error(`STACK_PORT_OFFSET must be a whole number from 0 to 1000, not "${value}"`);
  }
  return offset;
}

function shifted(ports: StackPorts, offset: number): StackPorts {
  const shift = (port: number) => (port === 0 ? 0 : port + offset);
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, shift(port)])) as unknown as StackPorts;
}

/**
 * A profile's ports: the local ones as overridden by API_PORT, SITE_PORT, REBUILD_PORT and
 * AUTH_EMULATOR_*, the others moved up by STACK_PORT_OFFSET.
 */
export function portsOf(profile: StackProfile, env: NodeJS.ProcessEnv = process.env): StackPorts {
  const planned = PORT_PLAN[profile];
  if (profile !== 'local') return shifted(planned, stackPortOffset(env));
  return {
    api: envPort(env, 'API_PORT', planned.api),
    site: envPort(env, 'SITE_PORT', planned.site),
    rebuild: envPort(env, 'REBUILD_PORT', planned.rebuild),
    auth: envPort(env, 'AUTH_EMULATOR_PORT', planned.auth),
    authHub: envPort(env, 'AUTH_EMULATOR_HUB_PORT', planned.authHub),
    authLogging: envPort(env, 'AUTH_EMULATOR_LOGGING_PORT', planned.authLogging),
  };
}

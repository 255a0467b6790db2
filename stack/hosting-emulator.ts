/**
 * The Firebase Hosting emulator (firebase-tools, on superstatic) serving a build with the hosting
 * configuration of the project's firebase.json, as the CDN would: its headers, clean URLs and 404
 * page. The end-to-end tests start it over a deploy of their stack's first build (a whole copy:
 * it reads folders as they are, and a publish's build is a layer).
 *
 * It needs no network and no login: a `demo-` project, the UI off, and a folder of its own for its
 * config, its logs and its hub's locator file (TMPDIR), so two runs never find each other's.
 * firebase-tools asks the internet for a notice of the day at start; here that fails at once and
 * the emulator carries on.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import type { StackPorts } from './ports.ts';
import { binPath, startNode, waitForUrl } from './processes.ts';

export interface HostingEmulatorOptions {
  host: string;
  port: number;
  hubPort: number;
  loggingPort: number;
  projectId: string;
  /** A whole build (a link to one is followed on every request); not a publish's layer, which it cannot read. */
  publicDir: string;
}

/** Usually ready in 5 to 10 s; a machine busy with builds may take a minute or more. */
const START_TIMEOUT_MS = 180_000;

/**
 * The emulator reads the site through this link in its own folder: superstatic joins `public` to
 * the config's folder even when it is absolute.
 */
const SITE_LINK = 'site';

export function hostingEmulatorOptions(
  ports: StackPorts,
  publicDir: string,
  projectId: string,
  host = '127.0.0.1',
): HostingEmulatorOptions {
  const { hosting, hostingHub, hostingLogging } = ports;
  if (!hosting || !hostingHub || !hostingLogging)
    throw new Error('This stack has no hosting emulator ports in the port plan');
  return { host, port: hosting, hubPort: hostingHub, loggingPort: hostingLogging, projectId, publicDir };
}

export function hostingUrl(options: Pick<HostingEmulatorOptions, 'host' | 'port'>): string {
  return `http://${options.host}:${options.port}`;
}

/** The `hosting` block of the project's firebase.json: what `firebase deploy --only hosting` sends. */
export function projectHostingConfig(file = join(PROJECT_ROOT, 'firebase.json')): Record<string, unknown> {
  const { hosting } = JSON.parse(readFileSync(file, 'utf8')) as { hosting?: Record<string, unknown> };
  if (!hosting) throw new Error(`${file} has no "hosting" block`);
  return hosting;
}

/** The firebase.json the emulator runs with: the project's hosting block over `SITE_LINK`, on the given ports. */
export function hostingEmulatorConfig(options: HostingEmulatorOptions, hosting = projectHostingConfig()): object {
  return {
    hosting: { ...hosting, public: SITE_LINK },
    emulators: {
      hosting: { host: options.host, port: options.port },
      hub: { host: options.host, port: options.hubPort },
      logging: { host: options.host, port: options.loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

export interface RunningHostingEmulator {
  url: string;
  stop: () => Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

/**
 * Starts the emulator and resolves once it answers (the site itself may not be built yet: the
 * emulator looks for each file when it is asked for).
 */
export async function startHostingEmulator(
  options: HostingEmulatorOptions,
  quiet = true,
): Promise<RunningHostingEmulator> {
  const dir = mkdtempSync(join(tmpdir(), 'serendib-hosting-emulator-'));
  symlinkSync(resolve(options.publicDir), join(dir, SITE_LINK));
  const config = join(dir, 'firebase.json');
  writeFileSync(config, JSON.stringify(hostingEmulatorConfig(options), null, 2));
  const child = startNode(
    binPath('firebase-tools', 'lib/bin/firebase.js'),
    ['emulators:start', '--only', 'hosting', '--project', options.projectId, '--config', config],
    { label: '[hosting]', quiet, cwd: dir, env: { TMPDIR: dir } },
  );
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const url = hostingUrl(options);
  try {
    await waitForUrl(`${url}/`, START_TIMEOUT_MS, child, true);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, stop: () => stopChild(child) };
}

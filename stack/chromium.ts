/**
 * Finding a Chromium for the end-to-end tests: CHROMIUM_PATH, then Debian's, then Playwright's own.
 * When there is none, get one: Playwright's download where the network allows it, else Debian's
 * package through apt-get when running as root.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { binPath } from './processes.ts';

const DEBIAN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const DOWNLOAD_TIMEOUT_MS = 180_000;
const APT_TIMEOUT_MS = 600_000;

export const INSTALL_HINT =
  'Install one with `npx playwright install chromium` or, as root on Debian, `apt-get install -y --no-install-recommends chromium fonts-liberation`, or point CHROMIUM_PATH at one.';

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const path of DEBIAN_PATHS) if (existsSync(path)) return path;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

function run(command: string, args: string[], timeout: number): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout });
  return result.status === 0;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;

  console.log('No Chromium found; trying Playwright’s download…');
  run(process.execPath, [binPath('@playwright/test', 'cli.js'), 'install', 'chromium'], DOWNLOAD_TIMEOUT_MS);
  const downloaded = findChromium();
  if (downloaded) return downloaded;

  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log('Trying Debian’s chromium package…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    Object.assign(process.env, env);
    run('apt-get', ['update'], APT_TIMEOUT_MS);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation'], APT_TIMEOUT_MS);
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(`No Chromium could be found or installed. ${INSTALL_HINT}`);
}

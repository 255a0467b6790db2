/**
 * Finding a Chromium: CHROMIUM_PATH, then Debian's, then Playwright's own. When there is none, get
 * one: Playwright's download where the network allows it, else Debian's packages through apt-get
 * when running as root.
 *
 * The end-to-end tests ask for the headless shell first: it has no browser window behind its pages
 * and runs the suite in about half the time of the full browser on two cores. Lighthouse and the
 * reader benchmark ask for the full browser, which is what readers run.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { binPath, runCaptured } from './processes.ts';

const DEBIAN_BROWSER_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const DEBIAN_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/**
 * Each use installs only its own Chromium: the tests need no full browser, and leaving it out takes
 * a fresh machine's install from 21 to 12 s.
 */
const DEBIAN_PACKAGES: Record<ChromiumUse, string[]> = {
  tests: ['chromium-headless-shell', 'fonts-liberation'],
  browser: ['chromium', 'fonts-liberation'],
};

/** `tests`: the lightest Chromium that runs the end-to-end tests; `browser`: the full browser. */
export type ChromiumUse = 'tests' | 'browser';
const DOWNLOAD_TIMEOUT_MS = 180_000;
const APT_TIMEOUT_MS = 600_000;

export const INSTALL_HINT =
  'Install one with `npx playwright install chromium` or, as root on Debian, `apt-get install -y --no-install-recommends chromium chromium-headless-shell fonts-liberation`, or point CHROMIUM_PATH at one.';

export function findChromium(use: ChromiumUse = 'browser'): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const debianPaths = use === 'tests' ? [DEBIAN_HEADLESS_SHELL_PATH, ...DEBIAN_BROWSER_PATHS] : DEBIAN_BROWSER_PATHS;
  for (const path of debianPaths) if (existsSync(path)) return path;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

/** Runs a command to its end and prints what it printed, whole, so it never splits a step beside it. */
async function run(command: string, args: string[], timeout: number): Promise<boolean> {
  const { ok, output } = await runCaptured(command, args, { timeout });
  process.stdout.write(`$ ${command} ${args.join(' ')}\n`);
  process.stdout.write(output);
  return ok;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Debian's Chromium packages through apt-get, as root only; false when that is not possible. */
async function installDebianPackages(use: ChromiumUse): Promise<boolean> {
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) return false;
  const packages = DEBIAN_PACKAGES[use];
  console.log(`Trying Debian’s packages: ${packages.join(', ')}…`);
  process.env.DEBIAN_FRONTEND = 'noninteractive';
  await run('apt-get', ['update'], APT_TIMEOUT_MS);
  return run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], APT_TIMEOUT_MS);
}

/**
 * A Chromium for `use`, installed first when there is none. Asynchronous, so an install (12 s or
 * more) can run beside other work: `npm test` runs lint and format meanwhile.
 */
export async function ensureChromium(use: ChromiumUse = 'browser'): Promise<string> {
  const found = findChromium(use);
  // Debian's browser is there but not its headless shell: add the shell, keep the browser otherwise.
  if (found && use === 'tests' && DEBIAN_BROWSER_PATHS.includes(found) && !process.env.CHROMIUM_PATH) {
    return (await installDebianPackages(use)) ? (findChromium(use) ?? found) : found;
  }
  if (found) return found;

  console.log('No Chromium found; trying Playwright’s download…');
  await run(process.execPath, [binPath('@playwright/test', 'cli.js'), 'install', 'chromium'], DOWNLOAD_TIMEOUT_MS);
  const downloaded = findChromium(use);
  if (downloaded) return downloaded;

  if (await installDebianPackages(use)) {
    const installed = findChromium(use);
    if (installed) return installed;
  }
  throw new Error(`No Chromium could be found or installed. ${INSTALL_HINT}`);
}

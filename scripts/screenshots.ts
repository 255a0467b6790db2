/**
 * `npm run screenshots [-- --out dir]`: starts the stack on ports of its own (a fresh database),
 * photographs home, an article, the reader and the editors' desk (signed in as the stack's local
 * editor) at phone and desktop sizes (bench/screenshots.ts)
 * and writes the PNGs to docs/images/, or to the folder given.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { takeScreenshots } from '../bench/screenshots.ts';
import { LOCAL_EDITOR } from '../contract/local-defaults.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { stackOptions } from '../stack/stack-options.ts';
import { stopOnSignal } from '../stack/processes.ts';
import { startStack, type RunningStack } from '../stack/stack.ts';

const outArg = process.argv.indexOf('--out');
const outDir = resolve(PROJECT_ROOT, outArg >= 0 ? (process.argv[outArg + 1] ?? '') : 'docs/images');
const databaseDir = join(tmpdir(), `magazine-screenshots-${process.pid}`);

let stack: RunningStack | undefined;
let failed = false;
const cleanUp = async () => {
  await stack?.stop();
  rmSync(databaseDir, { recursive: true, force: true });
};
// A signal to this process alone (a CI runner's timeout, kill) must not leave the stack running.
stopOnSignal(cleanUp);
try {
  mkdirSync(databaseDir, { recursive: true });
  stack = await startStack(
    stackOptions('screenshots', join(PROJECT_ROOT, '.data', 'screenshots-site'), {
      apiDb: join(databaseDir, 'magazine.sqlite'),
      localEditor: { ...LOCAL_EDITOR },
    }),
  );
  const { apiUrl } = stack;
  const api = async (path: string) => {
    const response = await fetch(`${apiUrl}${path}`);
    if (!response.ok) throw new Error(`${apiUrl}${path} answered ${response.status}`);
    return response.json();
  };
  const written = await takeScreenshots(stack.siteUrl, api, outDir, LOCAL_EDITOR);
  for (const { file, bytes } of written) console.log(`${relative(PROJECT_ROOT, file)}  ${Math.round(bytes / 1024)} KB`);
  const total = written.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(`${written.length} pictures, ${Math.round(total / 1024)} KB in all`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

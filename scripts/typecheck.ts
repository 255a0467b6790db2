/**
 * `npm run typecheck [-- --no-sync]`: TypeScript 7, the native compiler, checks every .ts and .tsx
 * file (tsconfig.json), while `astro check` checks the .astro files (tsconfig.astro-files.json);
 * its language server needs TypeScript 6's API, which TypeScript 7 no longer has. Side by side on
 * two cores, each printed whole when it ends; exits 1 when either finds an error. Both read the
 * content types in .astro/, written first by `astro sync` unless `--no-sync` says a build has
 * written them already (`npm test` runs it after the end-to-end build).
 */
import { binPath, runCaptured } from '../stack/processes.ts';

const astro = binPath('astro', 'bin/astro.mjs');

if (!process.argv.includes('--no-sync')) {
  const sync = await runCaptured(process.execPath, [astro, 'sync']);
  if (!sync.ok) {
    process.stdout.write(sync.output);
    process.exit(1);
  }
}

const checks = [
  {
    name: 'TypeScript 7: .ts and .tsx',
    args: [binPath('typescript-native', 'bin/tsc'), '--project', 'tsconfig.json', '--noEmit', '--pretty'],
  },
  { name: 'astro check: .astro', args: [astro, 'check', '--noSync', '--tsconfig', 'tsconfig.astro-files.json'] },
];

const passed = await Promise.all(
  checks.map(async ({ name, args }) => {
    const { ok, output } = await runCaptured(process.execPath, args);
    // tsc says nothing when it finds nothing.
    console.log(`\n${name}: ${ok ? 'no errors' : 'errors found'}`);
    process.stdout.write(output);
    return ok;
  }),
);
process.exit(passed.every(Boolean) ? 0 : 1);

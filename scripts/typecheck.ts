/**
 * `npm run typecheck [-- --no-sync]`: TypeScript 7, the native compiler, checks every .ts and .tsx
 * file (tsconfig.json), while `astro check` checks the .astro files (tsconfig.astro-files.json);
 * its language server needs TypeScript 6's API, which TypeScript 7 no longer has. Side by side on
 * two cores; exits 1 when either finds an error. Both read the content types in .astro/, written
 * first by `astro sync` unless `--no-sync` says a build has written them already (`npm test` runs
 * it after the end-to-end build).
 */
import { binPath, runCaptured, runSideBySide } from '../stack/processes.ts';

const astro = binPath('astro', 'bin/astro.mjs');

if (!process.argv.includes('--no-sync')) {
  const sync = await runCaptured(process.execPath, [astro, 'sync']);
  if (!sync.ok) {
    process.stdout.write(sync.output);
    process.exit(1);
  }
}

const results = await runSideBySide([
  {
    name: 'TypeScript 7: .ts and .tsx (prints nothing when it finds nothing)',
    script: binPath('typescript-native', 'bin/tsc'),
    args: ['--project', 'tsconfig.json', '--noEmit', '--pretty'],
  },
  {
    name: 'astro check: .astro',
    script: astro,
    args: ['check', '--noSync', '--tsconfig', 'tsconfig.astro-files.json'],
  },
]);
process.exit(results.every(({ ok }) => ok) ? 0 : 1);

/**
 * One Astro build in a process of its own: a message `{ outDir, cacheDir, root }` runs Astro's
 * programmatic build() and the process exits with its outcome. A fresh process for every build, so
 * nothing one build read (the catalogue, the bundled pages) can leak into the next. Started by
 * build-site.ts; with `--prewarm` it is started ahead of the build it will run, and loads Node,
 * Astro and the packages the build imports while the rebuild service waits for writes.
 */

import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keysOfBuild, startChangedPagesOnly } from './changed-pages-only.ts';
import { changesFile, CHANGED_PAGES_CACHE, FONTS_CACHE, setAsideChangedPagesCache } from './changed-pages.ts';
import { keyedPagesOfAstroBuild, readPageRecord, recordAfterChanges, writePageRecord } from './page-record.ts';
import { buildInStaging } from './staged-build.ts';

export interface BuildRequest {
  outDir: string;
  cacheDir: string;
  root: string;
  /** The digest of the site's code, kept in the build's page record. */
  code: string;
  /** Keeps the build's page record beside it (page-record.ts), for the builds of changes on top of it. */
  record: boolean;
  /**
   * The live build: render only the pages whose cache key it lacks (changed-pages.ts), and write
   * what the whole site's record becomes and which of its files are gone beside `outDir`.
   */
  changedSince?: string;
}

/**
 * Packages the build imports while it runs (the config's integrations, and what the bundled
 * pages import: jsdom alone takes half a second), loaded while the process waits. Measured with a
 * module load hook on a real build; one that is missing or renamed is simply loaded by the build.
 */
const BUILD_IMPORTS = [
  '@astrojs/react',
  '@astrojs/rss',
  '@astrojs/sitemap',
  '@emailjs/browser',
  '@nanostores/persistent',
  '@nanostores/react',
  '@vitejs/plugin-react',
  'css-tree',
  'csso',
  'dompurify',
  'fast-xml-parser',
  'firebase/app',
  'firebase/auth',
  'jsdom',
  'lightningcss',
  'nanostores',
  'pagefind',
  'react',
  'react-dom/server',
  'sharp',
  'svgo',
  'undici',
  'vite',
  'zod',
];

// Listening comes first: a build asked for while the modules still load waits for them.
process.once('message', (message: BuildRequest) => void runBuild(message));
// The service that started it is gone: nothing will ask for this build.
process.once('disconnect', () => process.exit(0));

const astro = import('astro');
const preloaded = process.argv.includes('--prewarm')
  ? Promise.allSettled(BUILD_IMPORTS.map((name) => import(name)))
  : undefined;

async function runBuild({ outDir, cacheDir, root, code, record, changedSince }: BuildRequest): Promise<void> {
  try {
    const { build } = await astro;
    await preloaded;
    const live = changedSince ? readPageRecord(changedSince) : undefined;
    if (changedSince && !live) throw new Error(`${changedSince} has no page record to build its changes on`);
    if (!live) {
      await buildInStaging({ root, outDir, cacheDir }, build);
      if (record) writePageRecord(outDir, { code, pages: keyedPagesOfAstroBuild(cacheDir) });
      process.exit(0);
    }
    // A cache of its own, empty, so Astro's record of it names exactly the pages rendered, and
    // the whole builds' cache keeps every page. The last one is removed while Astro builds.
    const changedCache = join(cacheDir, CHANGED_PAGES_CACHE);
    const oldCacheRemoved = setAsideChangedPagesCache(cacheDir);
    const changed = startChangedPagesOnly(changedCache, live.pages);
    // Astro's font files, made once by the whole builds: copied, as Astro may write there.
    if (existsSync(join(cacheDir, FONTS_CACHE)))
      cpSync(join(cacheDir, FONTS_CACHE), join(changedCache, FONTS_CACHE), { recursive: true });
    await build({ root, outDir, cacheDir: changedCache });
    const after = recordAfterChanges(live, keysOfBuild(changed), keyedPagesOfAstroBuild(changedCache), code);
    writeFileSync(changesFile(outDir), JSON.stringify(after));
    for (const left of await oldCacheRemoved) console.warn(`An old cache of changed pages is left: ${left}`);
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  }
}

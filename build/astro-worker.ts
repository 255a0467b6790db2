/**
 * One Astro build in a process of its own: a message `{ outDir, cacheDir, root }` runs Astro's
 * programmatic build() and the process exits with its outcome. A fresh process for every build, so
 * nothing one build read (the catalogue, the bundled pages) can leak into the next. Started by
 * build-site.ts; with `--prewarm` it is started ahead of the build it will run, and loads Node,
 * Astro and the packages the build imports while the rebuild service waits for writes.
 */

import { join } from 'node:path';
import { SOCIAL_CARD_CACHE } from './code-cache.ts';

interface BuildRequest {
  outDir: string;
  cacheDir: string;
  root: string;
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

async function runBuild({ outDir, cacheDir, root }: BuildRequest): Promise<void> {
  try {
    const { build } = await astro;
    await preloaded;
    // The social cards' own cache, which outlives changes of code (code-cache.ts).
    process.env.SOCIAL_CARD_CACHE_DIR = join(cacheDir, SOCIAL_CARD_CACHE);
    await build({ root, outDir, cacheDir });
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  }
}

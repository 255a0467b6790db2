/**
 * One `astro build`, started before it is needed: Node, Astro and the packages the build imports
 * load while the rebuild service waits for writes, then a message `{ outDir }` runs the build
 * (Astro's programmatic build(), as `astro build` runs it) and the process exits with its outcome.
 * A fresh process for every build, so nothing one build read (the catalogue, the bundled pages)
 * can leak into the next. Started by scripts/lib/rebuild/site-builder.ts.
 */

interface BuildRequest {
  outDir: string;
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
const preloaded = Promise.allSettled(BUILD_IMPORTS.map((name) => import(name)));

async function runBuild({ outDir }: BuildRequest): Promise<void> {
  try {
    const { build } = await astro;
    await preloaded;
    // astro.config.mjs reads the output folder from the environment, as with `npm run build`.
    process.env.ASTRO_OUT_DIR = outDir;
    await build({});
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  }
}

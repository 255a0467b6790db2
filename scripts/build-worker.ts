/**
 * One `astro build`, started before it is needed: Node and Astro's modules load while the rebuild
 * service waits for writes, then a message `{ outDir }` runs the build (Astro's programmatic
 * build(), as `astro build` runs it) and the process exits with its outcome. A fresh process for
 * every build, so nothing one build read (the catalogue, the bundled pages) can leak into the next.
 * Started by scripts/lib/rebuild/site-builder.ts.
 */
import { build } from 'astro';

interface BuildRequest {
  outDir: string;
}

// The service that started it is gone: nothing will ask for this build.
process.once('disconnect', () => process.exit(0));

process.once('message', (message: BuildRequest) => {
  // astro.config.mjs reads the output folder from the environment, as with `npm run build`.
  process.env.ASTRO_OUT_DIR = message.outDir;
  build({}).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(1);
    },
  );
});

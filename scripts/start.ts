/**
 * `npm start`: the local API (seeded on first run), a build of the site against it, and the built
 * site served, with the rebuild service that follows every publish. Ctrl-C stops all of it.
 */
import { SETTINGS } from './lib/settings.ts';
import { startStack } from './lib/stack.ts';

const started = Date.now();
let stack: Awaited<ReturnType<typeof startStack>> | undefined;

async function shutdown(code: number): Promise<never> {
  console.log('\nStopping the magazine…');
  await stack?.stop();
  process.exit(code);
}

process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

try {
  // Served from the rebuild service's live link; `dist/` stays what `npm run build` writes for deploys.
  stack = await startStack({ ...SETTINGS, outDir: SETTINGS.rebuild.liveLink, rebuild: SETTINGS.rebuild });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
The magazine is running (ready in ${seconds} s):
  Site     ${stack.siteUrl}
  API      ${stack.apiUrl}
  Auth     http://${stack.authEmulatorHost} (Firebase auth emulator)
  Rebuild  ${stack.rebuildUrl}/status (the site follows every publish)
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

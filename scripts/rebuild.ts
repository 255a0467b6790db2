/**
 * `npm run rebuild`: the rebuild service alone, for a server that hosts the magazine itself. It
 * listens on REBUILD_HOST:REBUILD_PORT (127.0.0.1:8788) for the API's notifications, builds the
 * site against PUBLIC_API_URL into REBUILD_DIR/builds/ and switches REBUILD_DIR/live to each build
 * that passes its checks. Point the web server's root at REBUILD_DIR/live. With no live build yet,
 * it builds once at start.
 */
import { siteBuilder } from '../build/build-site.ts';
import { liveBuildDir } from '../rebuild/live-link.ts';
import { startRebuildServer } from '../rebuild/rebuild-server.ts';
import { localStack, REBUILD_KEEP_PREVIOUS_BUILDS } from '../stack/stack-options.ts';
import { apiUrlOf } from '../stack/stack.ts';

const stack = localStack();
const { rebuild } = stack;
// The build reads every other PUBLIC_* setting from the environment, as `npm run build` does.
const apiUrl = process.env.PUBLIC_API_URL || apiUrlOf(stack);
const env = { PUBLIC_API_URL: apiUrl, SITE_URL: stack.siteUrl };

const running = await startRebuildServer({
  host: rebuild.host,
  port: rebuild.port,
  token: rebuild.token,
  liveLink: stack.outDir,
  buildsDir: stack.buildsDir,
  quietMs: rebuild.quietMs,
  keepPreviousBuilds: REBUILD_KEEP_PREVIOUS_BUILDS,
  site: siteBuilder({ cacheDir: stack.cacheDir, env, prewarm: true }),
});
console.log(`The rebuild service is listening:
  Hook    POST ${running.hookUrl}${rebuild.token ? ' (Authorization: Bearer $REBUILD_HOOK_TOKEN)' : ''}
  Status  GET  ${running.statusUrl}
  Live    ${stack.outDir} (builds in ${stack.buildsDir})
  Builds against ${apiUrl} for ${stack.siteUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}

if (!(await liveBuildDir(stack.outDir))) {
  console.log('No live build yet: building one now.');
  await running.service.rebuildNow();
}

/**
 * `npm run rebuild`: the rebuild service alone, for a server that hosts the magazine itself. It
 * listens on REBUILD_HOST:REBUILD_PORT (127.0.0.1:8788) for the API's notifications, builds the
 * site against PUBLIC_API_URL into REBUILD_DIR/builds/ and switches REBUILD_DIR/live to each build
 * that passes its checks. Point the web server's root at REBUILD_DIR/live. With no live build yet,
 * it builds once at start. It needs REBUILD_HOOK_TOKEN, or REBUILD_ALLOW_ANONYMOUS=on.
 */
import { siteBuilder } from '../build/build-site.ts';
import { liveBuildDir } from '../rebuild/live-link.ts';
import { checkHookAccess } from '../rebuild/rebuild-http.ts';
import { startRebuildServer } from '../rebuild/rebuild-server.ts';
import { localStack, REBUILD_KEEP_PREVIOUS_BUILDS, type StackOptions } from '../stack/stack-options.ts';
import { apiUrlOf } from '../stack/stack.ts';

let stack: StackOptions;
try {
  stack = localStack();
  checkHookAccess(stack.rebuild);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { rebuild } = stack;
// The build reads every other PUBLIC_* setting from the environment, as `npm run build` does.
const apiUrl = process.env.PUBLIC_API_URL || apiUrlOf(stack);
const env = { PUBLIC_API_URL: apiUrl, SITE_URL: stack.siteUrl };

const running = await startRebuildServer({
  host: rebuild.host,
  port: rebuild.port,
  token: rebuild.token,
  allowAnonymous: rebuild.allowAnonymous,
  liveLink: stack.outDir,
  buildsDir: stack.buildsDir,
  quietMs: rebuild.quietMs,
  keepPreviousBuilds: REBUILD_KEEP_PREVIOUS_BUILDS,
  site: siteBuilder({ cacheDir: stack.cacheDir, env, prewarm: true }),
});
const caller = rebuild.token ? 'Authorization: Bearer $REBUILD_HOOK_TOKEN' : 'anyone: REBUILD_ALLOW_ANONYMOUS=on';
console.log(`The rebuild service is listening:
  Hook    POST ${running.hookUrl} (${caller})
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

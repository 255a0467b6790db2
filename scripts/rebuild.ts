/**
 * `npm run rebuild`: the rebuild service alone, for a server that hosts the magazine itself. It
 * listens on REBUILD_HOST:REBUILD_PORT (127.0.0.1:8788) for the API's notifications, builds the
 * site against PUBLIC_API_URL into REBUILD_DIR/builds/ and switches REBUILD_DIR/live to each build
 * that passes its checks. Point the web server's root at REBUILD_DIR/live. With no live build yet,
 * it builds once at start. It needs REBUILD_HOOK_TOKEN, or REBUILD_ALLOW_ANONYMOUS=on.
 */
import {
  checkHookAccess,
  createPublisher,
  liveBuildDir,
  REBUILD_KEEP_PREVIOUS_BUILDS,
  rebuildProductionSettings,
  type RebuildProductionSettings,
} from '../publishing/publisher.ts';

let settings: RebuildProductionSettings;
try {
  settings = rebuildProductionSettings();
  checkHookAccess(settings);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// The build reads every other PUBLIC_* setting from the environment, as `npm run build` does.
const publisher = createPublisher({ cacheDir: settings.cacheDir, env: settings.siteEnv });
const running = await publisher.startRebuildService({
  host: settings.host,
  port: settings.port,
  token: settings.token,
  allowAnonymous: settings.allowAnonymous,
  liveLink: settings.liveLink,
  buildsDir: settings.buildsDir,
  quietMs: settings.quietMs,
  keepPreviousBuilds: REBUILD_KEEP_PREVIOUS_BUILDS,
});
const caller = settings.token ? 'Authorization: Bearer $REBUILD_HOOK_TOKEN' : 'anyone: REBUILD_ALLOW_ANONYMOUS=on';
console.log(`The rebuild service is listening:
  Hook    POST ${running.hookUrl} (${caller})
  Status  GET  ${running.statusUrl}
  Live    ${settings.liveLink} (builds in ${settings.buildsDir})
  Builds against ${settings.siteEnv.PUBLIC_API_URL} for ${settings.siteEnv.SITE_URL}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}

if (!(await liveBuildDir(settings.liveLink))) {
  console.log('No live build yet: building one now.');
  await running.service.rebuildNow();
}

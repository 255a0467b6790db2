/**
 * `npm run rebuild`: the rebuild service alone, for a server that hosts the magazine itself. It
 * listens on REBUILD_HOST:REBUILD_PORT (127.0.0.1:8788) for the API's notifications, builds the
 * site against PUBLIC_API_URL into REBUILD_DIR/builds/ and switches REBUILD_DIR/live to each build
 * that passes its checks. Point the web server's root at REBUILD_DIR/live. With no live build yet,
 * it builds once at start.
 */
import { liveBuildDir } from './lib/rebuild/live-link.ts';
import { startRebuildServer } from './lib/rebuild/rebuild-server.ts';
import { astroBuilder, searchIndexer } from './lib/rebuild/site-builder.ts';
import { REBUILD_KEEP_PREVIOUS_BUILDS, SETTINGS } from './lib/settings.ts';

const { rebuild } = SETTINGS;
// The build reads every PUBLIC_* setting from the environment, as `npm run build` does.
const buildEnv = { PUBLIC_API_URL: SETTINGS.apiUrl, SITE_URL: SETTINGS.siteUrl, ASTRO_CACHE_DIR: rebuild.cacheDir };

const running = await startRebuildServer({
  host: rebuild.host,
  port: rebuild.port,
  token: rebuild.token,
  liveLink: rebuild.liveLink,
  buildsDir: rebuild.buildsDir,
  quietMs: rebuild.quietMs,
  keepPreviousBuilds: REBUILD_KEEP_PREVIOUS_BUILDS,
  // Each build goes live with the last search index; the service then indexes it.
  build: astroBuilder({ ...buildEnv, SEARCH_INDEX_DEFERRED: '1' }),
  indexSearch: searchIndexer(buildEnv),
});
console.log(`The rebuild service is listening:
  Hook    POST ${running.hookUrl}${rebuild.token ? ' (Authorization: Bearer $REBUILD_HOOK_TOKEN)' : ''}
  Status  GET  ${running.statusUrl}
  Live    ${rebuild.liveLink} (builds in ${rebuild.buildsDir})
  Builds against ${SETTINGS.apiUrl} for ${SETTINGS.siteUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}

if (!(await liveBuildDir(rebuild.liveLink))) {
  console.log('No live build yet: building one now.');
  await running.service.rebuildNow();
}

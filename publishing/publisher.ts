/**
 * The publishing engine's one entry point. `createPublisher(settings)` gives what each caller
 * needs of it: a whole build (`npm run build`, the benchmarks, the tests' builds), the rebuild
 * service that builds, checks and switches the live site after every write (`npm run rebuild`,
 * the local and end-to-end stacks, `bench:publish`), and the static server of a live site.
 */
import type { Server } from 'node:http';
import { checkHookAccess } from './rebuild/rebuild-http.ts';
import { startRebuildServer, type RebuildServerOptions, type RunningRebuildServer } from './rebuild/rebuild-server.ts';
import { createStaticServer, type StaticServerOptions } from './rebuild/static-server.ts';
import { buildSite, siteBuilder, type BuilderOptions, type SearchIndexMode } from './site-build/build-site.ts';

// What the rest of the project uses of the engine besides the publisher: its tools and its facts.
export { completion, startNode, stopAll, type StartOptions } from './child-processes.ts';
export { firebaseHostingHeaders, headersFileText, SECURITY_HEADERS } from './rebuild/host-headers.ts';
export { resolveFile } from './rebuild/static-server.ts';
export { runPublish } from './publish-command/run-publish.ts';
export { cutTypefaces } from './typefaces/cut-typefaces.ts';
export { REBUILD_DEFAULT_PORT } from './rebuild/production-settings.ts';
export type { RebuildResult, RebuildStatus } from './rebuild/rebuild-service.ts';
export type { RunningRebuildServer } from './rebuild/rebuild-server.ts';
export type { SearchIndexMode } from './site-build/build-site.ts';
export { checkHookAccess } from './rebuild/rebuild-http.ts';
export { liveBuildDir, listBuilds } from './rebuild/live-link.ts';
export { filesOfBuild, pathInBuild, readAsWhole, wholeCopyOf } from './site-build/layered-build.ts';
export { profiled } from './site-build/round-profile.ts';
export {
  REBUILD_KEEP_PREVIOUS_BUILDS,
  REBUILD_QUIET_MS,
  rebuildProductionSettings,
  siteFolders,
  type RebuildProductionSettings,
  type SiteFolders,
} from './rebuild/production-settings.ts';

/** What every build of one site shares: its cache, its settings, the Astro project. */
export type PublisherSettings = Omit<BuilderOptions, 'prewarm'>;

/** Where the rebuild service listens, who may call it, and where it keeps the builds. */
export type RebuildServiceSettings = Omit<RebuildServerOptions, 'site'>;

export interface Publisher {
  /** One whole build into `outDir`, with its search index unless `search` says otherwise. */
  build(outDir: string, search?: SearchIndexMode): Promise<void>;
  /**
   * The rebuild service, listening: each write's build goes live with the last search index and
   * is indexed after it went live; the next build's process is started ahead.
   */
  startRebuildService(options: RebuildServiceSettings): Promise<RunningRebuildServer>;
  /** Serves the build `root()` names at each request (the live link's target). */
  serve(root: () => string | Promise<string>, options?: StaticServerOptions): Server;
}

export function createPublisher(settings: PublisherSettings = {}): Publisher {
  return {
    build: (outDir, search = 'now') => buildSite(outDir, { ...settings, search }),
    startRebuildService: async (options) => {
      // Refused before the next build's process is started ahead, so a refusal leaves none behind.
      checkHookAccess(options);
      return startRebuildServer({ ...options, site: siteBuilder({ ...settings, prewarm: true }) });
    },
    serve: (root, options) => createStaticServer(root, options),
  };
}

/** The rebuild service listening on a port: used by `npm run rebuild` and by the local stack. */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { SiteBuilder } from '../site-build/build-site.ts';
import { checkHookAccess, rebuildApp, type HookAccess } from './rebuild-http.ts';
import { createRebuildService, type RebuildService, type RebuildServiceOptions } from './rebuild-service.ts';

export interface RebuildServerOptions extends Omit<RebuildServiceOptions, 'build' | 'indexSearch'>, HookAccess {
  /**
   * Builds the site: each build goes live with the last search index, and is indexed after it
   * went live, so a publish never waits for Pagefind.
   */
  site: SiteBuilder;
  host: string;
  /** 0 for any free port. */
  port: number;
}

export interface RunningRebuildServer {
  service: RebuildService;
  /** `http://host:port` */
  url: string;
  /** Where the API sends its notifications: `http://host:port/rebuild`. */
  hookUrl: string;
  statusUrl: string;
  close: () => Promise<void>;
}

/** Refuses, before anything starts, a hook open to anyone unless that was asked for (checkHookAccess). */
export async function startRebuildServer(options: RebuildServerOptions): Promise<RunningRebuildServer> {
  checkHookAccess(options);
  const service = createRebuildService({
    ...options,
    build: (outDir, live, changes) => options.site.build(outDir, 'last', live, changes),
    indexSearch: options.site.indexSearch,
  });
  const app = rebuildApp({ service, token: options.token, allowAnonymous: options.allowAnonymous });
  const server = await new Promise<ReturnType<typeof serve>>((resolveListen, reject) => {
    const listening = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, () =>
      resolveListen(listening),
    );
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host}:${port}`;
  return {
    service,
    url: origin,
    hookUrl: `${origin}/rebuild`,
    statusUrl: `${origin}/status`,
    close: async () => {
      service.stop();
      const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
      if ('closeAllConnections' in server) server.closeAllConnections();
      await closed;
    },
  };
}

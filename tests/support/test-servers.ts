/**
 * Servers for one test, closed after it: the real API app on a free port, or a plain answering
 * server for answers the local API never gives. Call at the top level of a test file.
 */
import { afterEach } from 'vitest';
import { serveTempApi, type ServedApi } from './serve-api.ts';
import { answeringServer, type AnsweringServer, type AnsweringSetup } from './answering-server.ts';

export interface TestServers {
  api(settings?: Parameters<typeof serveTempApi>[0]): Promise<ServedApi>;
  answering(setup?: AnsweringSetup): Promise<AnsweringServer>;
}

export function serversForEachTest(): TestServers {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const server of open.splice(0)) await server.close();
  });
  const track = <T extends { close(): Promise<void> }>(server: T): T => {
    open.push(server);
    return server;
  };
  return {
    api: async (settings) => track(await serveTempApi(settings)),
    answering: async (setup) => track(await answeringServer(setup)),
  };
}

/**
 * The real API app on a free local port, over a temporary database: for tests of code that talks
 * to the API over HTTP (the site's islands and the EmailJS client). Close it after each test.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { createApp, type AppDeps } from '../../api/app.ts';
import type { MagazineDb } from '../../api/storage/db.ts';
import { apiRequestListener } from '../../api/http/node-listener.ts';
import { openTempMagazine } from './temp-magazine.ts';

export interface ServedApi {
  /** The API root, as PUBLIC_API_URL would name it. */
  apiUrl: string;
  /** The API's origin, where the EmailJS-compatible sink answers. */
  origin: string;
  db: MagazineDb;
  close(): Promise<void>;
}

export async function serveTempApi(settings: AppDeps['settings'] = {}): Promise<ServedApi> {
  const magazine = openTempMagazine();
  const app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings });
  const server = createServer(apiRequestListener(app, magazine.db));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    apiUrl: `${origin}/api`,
    origin,
    db: magazine.db,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      magazine.cleanup();
    },
  };
}

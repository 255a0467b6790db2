/**
 * The real API app on a free local port, over a temporary database: for tests of code that talks
 * to the API over HTTP (the site's islands and the EmailJS client). Development features are on,
 * as in the local stack, so the mail sink answers. Close it after each test.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { createApp } from '../../api/app.ts';
import { readSettings, type AppSettings, type MailSinkSettings } from '../../api/settings.ts';
import type { MagazineStorage } from '../../api/storage/storage.ts';
import { apiRequestListener } from '../../api/http/node-listener.ts';
import { openTempMagazine } from './temp-magazine.ts';

export interface ServedApi {
  /** The API root, as PUBLIC_API_URL would name it. */
  apiUrl: string;
  /** The API's origin, where the EmailJS-compatible sink answers. */
  origin: string;
  db: MagazineStorage;
  close(): Promise<void>;
}

/** Settings to change; the mail sink's are merged into its defaults one by one. */
export type ServedApiSettings = Partial<Omit<AppSettings, 'mailSink'>> & { mailSink?: Partial<MailSinkSettings> };

export async function serveTempApi({ mailSink, ...settings }: ServedApiSettings = {}): Promise<ServedApi> {
  const magazine = await openTempMagazine();
  const app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    settings: { development: true, ...settings, mailSink: { ...readSettings({}).mailSink, ...mailSink } },
  });
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
      await magazine.cleanup();
    },
  };
}

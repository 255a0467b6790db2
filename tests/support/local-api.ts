/**
 * The real API on a free local port, over a temporary database with the fixture content and real
 * accounts (firebase-admin against the unit tests' auth emulator): what the site's stores and
 * islands call in their tests.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { firebaseAccountAuth } from '../../api/accounts/account-auth.ts';
import type { PersonalStore } from '../../api/storage/storage.ts';
import { createApp, type AppDeps } from '../../api/app.ts';
import { authEmulatorReady, emulatorProjectId } from './auth-users.ts';
import { fixtureContent } from './items.ts';
import { openTempMagazine, storeWithoutImages } from './temp-magazine.ts';

export interface LocalApi {
  /** The API root, as PUBLIC_API_URL takes it. */
  url: string;
  store: PersonalStore;
  close(): Promise<void>;
}

/**
 * Every call of a test file comes from 127.0.0.1, so the account limit is generous unless a test
 * sets its own; the limit itself is tested in api/routes/signup.test.ts.
 */
const GENEROUS_ACCOUNT_LIMIT = 1_000;

export async function startLocalApi(settings: AppDeps['settings'] = {}): Promise<LocalApi> {
  const magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  const store = magazine.db.personal;
  const app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    settings: { accountLimitPerMinute: GENEROUS_ACCOUNT_LIMIT, ...settings },
    accounts: { auth: firebaseAccountAuth(emulatorProjectId()), store },
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    store,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await magazine.cleanup();
    },
  };
}

/**
 * For a test file of the site: waits for the auth emulator, starts the local API, and points the
 * site's API client at it (PUBLIC_API_URL) for every test. Answers the running API.
 */
export function useLocalApi(settings: AppDeps['settings'] = {}): () => LocalApi {
  let api: LocalApi | undefined;
  const current = () => {
    if (!api) throw new Error('The local API has not started');
    return api;
  };
  beforeAll(async () => {
    await authEmulatorReady();
    api = await startLocalApi(settings);
  }, 300_000);
  afterAll(() => api?.close());
  beforeEach(() => {
    vi.stubEnv('PUBLIC_API_URL', current().url);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  return current;
}

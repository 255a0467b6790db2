/** The end-to-end stack's own ports and folders, apart from a running `npm start`. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../scripts/lib/settings.ts';
import type { StackOptions } from '../../scripts/lib/stack.ts';

const apiPort = Number(process.env.E2E_API_PORT ?? 8797);
/** The editor token of the end-to-end API (a test value, never a real secret). */
export const E2E_EDITOR_TOKEN = 'e2e-editor-token-0123456789abcdef0123456789';
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4331);

export const E2E_STACK: StackOptions = {
  apiHost: '127.0.0.1',
  apiPort,
  siteHost: '127.0.0.1',
  sitePort,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  // The live link of the stack's rebuild service; the builds it names live in e2e-builds.
  outDir: join(PROJECT_ROOT, '.data', 'e2e-dist'),
  rebuild: { buildsDir: join(PROJECT_ROOT, '.data', 'e2e-builds'), cacheDir: join(PROJECT_ROOT, '.data', 'e2e-cache') },
  // Decided once in the runner and inherited by its workers, so tests can write to the same database.
  apiDb: (process.env.E2E_API_DB ??= join(tmpdir(), `magazine-e2e-${process.pid}`, 'magazine.sqlite')),
  apiEnv: {
    // Specs sign up in parallel from one machine; each plays its own client through the browser
    // edge (X-Forwarded-For, see clients.ts), so the per-client sign-up limit is tested as such.
    API_TRUST_PROXY: 'on',
    // The mail specs read what the sink recorded.
    API_DEV_ROUTES: 'on',
    NODE_ENV: 'development',
    // The publishing spec writes as an editor.
    EDITOR_TOKEN: E2E_EDITOR_TOKEN,
  },
  quietBuild: true,
  // A few pages per search bundle, so every search spec goes through Pagefind's merging of
  // bundles as a site of thousands of articles does (src/integrations/search-bundles.ts).
  buildEnv: { SEARCH_SHARD_PAGES: '12' },
  auth: {
    host: '127.0.0.1',
    port: Number(process.env.E2E_AUTH_PORT ?? 9199),
    hubPort: Number(process.env.E2E_AUTH_HUB_PORT ?? 9499),
    loggingPort: Number(process.env.E2E_AUTH_LOGGING_PORT ?? 9599),
    projectId: 'demo-serendib-e2e',
  },
};

export const E2E_API_URL = `http://127.0.0.1:${apiPort}/api`;
export const E2E_SITE_URL = E2E_STACK.siteUrl;
/** The stack's rebuild service (status and hook), on a free port the runner passes to its workers. */
export function e2eRebuildUrl(): string {
  const url = process.env.E2E_REBUILD_URL;
  if (!url) throw new Error('E2E_REBUILD_URL is unset: the end-to-end stack did not start');
  return url;
}
export const E2E_AUTH_URL = `http://${E2E_STACK.auth.host}:${E2E_STACK.auth.port}`;

/** The end-to-end stack: its own ports, folders and database, apart from a running `npm start`. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { hostingEmulatorOptions, hostingUrl } from '../../stack/hosting-emulator.ts';
import { portsOf } from '../../stack/ports.ts';
import { stackOptions } from '../../stack/stack-options.ts';
import { e2eMailboxPorts } from '../../stack/stack-mailbox.ts';

/** The editor token of the end-to-end API (a test value, never a real secret). */
export const E2E_EDITOR_TOKEN = 'e2e-editor-token-0123456789abcdef0123456789';

/** The editor account the stack makes in its auth emulator, with the editor claim (desk specs). */
export const E2E_EDITOR = { email: 'editor@e2e.example.com', password: 'e2e-editor-pass' } as const;

/** The token the end-to-end API sends to the rebuild hook, which specs use to notify it as a script would. */
export const E2E_REBUILD_TOKEN = 'e2e-rebuild-token-0123456789abcdef0123456789';

const e2eStack = stackOptions('e2e', join(PROJECT_ROOT, '.data', 'e2e'), {
  // Decided once in the runner and inherited by its workers, so tests can write to the same database.
  apiDb: (process.env.E2E_API_DB ??= join(tmpdir(), `magazine-e2e-${process.pid}`, 'magazine.sqlite')),
  apiEnv: {
    // Specs sign up (newsletter and accounts) in parallel from one machine; each plays its own
    // client through the browser edge (X-Forwarded-For, see clients.ts), so the per-client limits
    // are tested as such. Readers made straight in the auth emulator (accounts.ts) pass no limit.
    API_TRUST_PROXY: 'on',
    // The publishing spec writes as an editor.
    EDITOR_TOKEN: E2E_EDITOR_TOKEN,
    // `npm run test:postgres` runs the specs that reach the storage on PostgreSQL as well.
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
  },
  // A few pages per search bundle, so every search spec goes through Pagefind's merging of
  // bundles as a site of thousands of articles does (publishing/search-index/bundles.ts).
  searchShardPages: 12,
  localEditor: { ...E2E_EDITOR },
  // The newsletter's mail goes to a mailbox of the stack's own, which specs read.
  mailbox: e2eMailboxPorts(),
});

export const E2E_STACK = { ...e2eStack, rebuild: { ...e2eStack.rebuild, token: E2E_REBUILD_TOKEN } };

/** The page of the stack's local mailbox: `/mails.json` lists every mail the API sent. */
export const E2E_MAILBOX_URL = `http://${E2E_STACK.apiHost}:${e2eMailboxPorts().page}`;

export const E2E_API_URL = `http://${E2E_STACK.apiHost}:${E2E_STACK.apiPort}/api`;
export const E2E_SITE_URL = E2E_STACK.siteUrl;
/** The stack's rebuild service (status and hook), on a free port the runner passes to its workers. */
export function e2eRebuildUrl(): string {
  const url = process.env.E2E_REBUILD_URL;
  if (!url) throw new Error('E2E_REBUILD_URL is unset: the end-to-end stack did not start');
  return url;
}
export const E2E_AUTH_URL = `http://${E2E_STACK.auth.host}:${E2E_STACK.auth.port}`;

/**
 * A deploy of the stack's first build: a whole copy of it (hard links) made by the global setup,
 * which the CDN emulator serves and the specs that read built files read. A CDN is given whole
 * builds (`npm run build`); the stack's live link may name a publish's layer, which only the
 * publishing engine's readers resolve.
 */
export const E2E_DEPLOYED_SITE = join(PROJECT_ROOT, '.data', 'e2e', 'cdn');
/** The Firebase Hosting emulator over that deploy: the site as the CDN serves it (cdn.spec.ts). */
export const E2E_HOSTING = hostingEmulatorOptions(portsOf('e2e'), E2E_DEPLOYED_SITE, 'demo-serendib-hosting');
export const E2E_HOSTING_URL = hostingUrl(E2E_HOSTING);

/**
 * Serves the built site: `npm run serve [-- dir]`, on SITE_HOST:SITE_PORT (127.0.0.1:4321). The
 * folder may be the rebuild service's live link: each request serves from the build it names then.
 */
import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SETTINGS } from './lib/settings.ts';
import { createStaticServer } from './lib/static-server.ts';

const root = resolve(process.argv[2] ?? SETTINGS.outDir);
const server = createStaticServer(() => realpath(root));
server.listen(SETTINGS.sitePort, SETTINGS.siteHost, () => {
  console.log(`Site served from ${root} at ${SETTINGS.siteUrl}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

/**
 * Serves a built site: `npm run serve [-- dir]` (`dist/` by default), on SITE_HOST:SITE_PORT
 * (127.0.0.1:4321). The folder may be the rebuild service's live link: each request serves from
 * the build it names then.
 */
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { localStack } from '../stack/stack-options.ts';
import { serveSite } from '../stack/stack.ts';

const stack = localStack();
const root = resolve(PROJECT_ROOT, process.argv[2] ?? 'dist');
const server = await serveSite(stack, root);
console.log(`Site served from ${root} at ${stack.siteUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

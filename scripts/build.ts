/**
 * `npm run build [-- --out-dir DIR --cache-dir DIR --no-search]`: the site, with its
 * search index, into `dist/` (publishing/publisher.ts). The options serve the build benchmark; a deploy
 * needs none. The site's settings (`PUBLIC_API_URL`, `SITE_URL`…) come from the environment.
 */
import { parseArgs } from 'node:util';
import { createPublisher } from '../publishing/publisher.ts';

const { values } = parseArgs({
  options: {
    'out-dir': { type: 'string', default: 'dist' },
    'cache-dir': { type: 'string' },
    'no-search': { type: 'boolean', default: false },
  },
});

try {
  await createPublisher({ cacheDir: values['cache-dir'] }).build(
    values['out-dir'],
    values['no-search'] ? 'none' : 'now',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

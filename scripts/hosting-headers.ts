/**
 * Writes the site's response headers from their one source (publishing/rebuild/host-headers.ts) into
 * `public/_headers` and the `hosting.headers` of `firebase.json`: `npm run hosting:headers`.
 * publishing/rebuild/host-headers.test.ts fails while either file differs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { firebaseHostingHeaders, headersFileText } from '../publishing/publisher.ts';

const firebaseFile = join(PROJECT_ROOT, 'firebase.json');
const config = JSON.parse(await readFile(firebaseFile, 'utf8')) as { hosting?: object };
config.hosting = { ...config.hosting, headers: firebaseHostingHeaders() };
const prettierOptions = (await resolveConfig(firebaseFile)) ?? {};
await writeFile(firebaseFile, await format(JSON.stringify(config), { ...prettierOptions, filepath: firebaseFile }));

const headersFile = join(PROJECT_ROOT, 'public', '_headers');
await writeFile(headersFile, headersFileText());
console.log(`Wrote ${headersFile} and the hosting headers of ${firebaseFile}`);

/** `npm run publish`: publishes one item from a JSON file to the API, or deletes one. */
import { EDITOR_TOKEN_FILE } from '../api/config.ts';
import { apiBase } from '../src/lib/api/urls.ts';
import { runPublish } from '../publishing/publisher.ts';
import { localStack } from '../stack/stack-options.ts';

process.exitCode = await runPublish(
  process.argv.slice(2),
  {
    apiBase: apiBase(),
    editorToken: process.env.EDITOR_TOKEN || undefined,
    tokenFile: EDITOR_TOKEN_FILE,
    siteUrl: localStack().siteUrl,
  },
  { log: (line) => console.log(line), error: (line) => console.error(line) },
);

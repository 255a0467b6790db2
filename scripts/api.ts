/**
 * `npm run api`: the local API alone, with development features on (the mail sink, a generated
 * editor token, the auth emulator and `demo-` projects) and an empty database seeded with the demo,
 * as `npm start` runs it. A deployment runs `node api/server.ts` without the switch, which never
 * seeds. `API_DEVELOPMENT=off npm run api` tries the production behaviour locally.
 */
import { DEVELOPMENT_SWITCH } from '../contract/local-defaults.ts';

process.env[DEVELOPMENT_SWITCH] ||= 'on';
await import('../api/seed/seeded-server.ts');

/**
 * The API as a deployment starts it (`node api/server.ts`): it serves the database as it finds it
 * and never adds demo content, so a magazine going live starts with its own catalogue or none.
 * Local stacks start api/seed/seeded-server.ts instead.
 */
import { serveApi } from './start-api.ts';

await serveApi();

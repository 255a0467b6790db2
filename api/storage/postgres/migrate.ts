/**
 * PostgreSQL's schema migrations: the plain SQL files of `migrations/`, applied in name order, each
 * once, with its name recorded in `schema_migrations`; what is missing is applied in one
 * transaction, all or nothing. Instances starting together take turns (an advisory lock), so a
 * file never runs twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sql } from 'postgres';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** Chosen once; any other use of advisory locks in the database must not take the same numbers. */
export const LOCK_CLASSES = { migrations: 0x5e7e, writes: 0x5e7f, readers: 0x5e81 } as const;

export interface Migration {
  name: string;
  sql: string;
}

export function migrationFiles(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** Applies what is missing; answers the names it applied. */
export async function migrate(sql: Sql, migrations = migrationFiles()): Promise<string[]> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${LOCK_CLASSES.migrations}, hashtext(current_schema()))`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`;
    const done = new Set((await tx`SELECT name FROM schema_migrations`).map((row) => String(row.name)));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      try {
        await tx.unsafe(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : error}`, {
          cause: error,
        });
      }
      await tx`INSERT INTO schema_migrations (name, applied_at) VALUES (${migration.name}, ${new Date().toISOString()})`;
      applied.push(migration.name);
    }
    return applied;
  });
}

/**
 * Issues stored before they had a number and a cover date get them when the store is brought up to
 * date: the SQLite file on opening, PostgreSQL through migration 0009. Each runs on its own engine.
 */
import { DatabaseSync } from 'node:sqlite';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { fixtureContent } from '../../tests/support/items.ts';
import { openTempSqliteFile, testEngine } from '../../tests/support/temp-magazine.ts';
import { migrate, migrationFiles } from './postgres/migrate.ts';
import { openDatabase } from './db.ts';
import { wireContent } from '../seed/seed.ts';

const EXPECTED = [
  { id: '1', issueNumber: 1, coverDate: '2025-01' },
  { id: '2', issueNumber: 2, coverDate: '2025-03' },
];

type Row = { id: string; issueNumber?: number; coverDate?: string };

const legacyIssues = () =>
  wireContent(fixtureContent).issues.map(({ issueNumber: _number, coverDate: _date, ...issue }) => issue);

/** The SQLite file does it on opening. */
function sqliteFile(): Pick<Row, 'id' | 'issueNumber' | 'coverDate'>[] {
  const file = openTempSqliteFile();
  try {
    for (const issue of legacyIssues()) file.db.insertIssue(issue);
    file.db.close();
    const raw = new DatabaseSync(file.dbFile);
    expect(raw.prepare("SELECT count(*) AS n FROM issues WHERE data LIKE '%coverDate%'").get()?.n).toBe(0);
    raw.close();
    const reopened = openDatabase(file.dbFile);
    const issues = reopened.listIssues().map(({ id, issueNumber, coverDate }) => ({ id, issueNumber, coverDate }));
    reopened.close();
    return issues.sort((a, b) => a.id.localeCompare(b.id));
  } finally {
    file.cleanup();
  }
}

/** PostgreSQL does it in migration 0009, on a schema of its own migrated up to 0008 first. */
async function postgresMigration(): Promise<Pick<Row, 'id' | 'issueNumber' | 'coverDate'>[]> {
  const schema = `cover_fields_${process.pid}`;
  const sql = postgres(process.env.TEST_DATABASE_URL ?? '', {
    max: 1,
    onnotice: () => undefined,
    connection: { search_path: schema },
  });
  try {
    await sql`CREATE SCHEMA ${sql(schema)}`;
    await migrate(
      sql,
      migrationFiles().filter((migration) => migration.name < '0009'),
    );
    for (const issue of legacyIssues()) {
      await sql`INSERT INTO issues (id, created_at, data) VALUES (${Number(issue.id)}, ${new Date(issue.createdAt).toISOString()}, ${JSON.stringify(issue)})`;
    }
    expect(await migrate(sql)).toContain('0009_front_page.sql');
    const rows = await sql`SELECT data FROM issues ORDER BY id`;
    const issues = rows.map((row) => JSON.parse(String(row.data)) as Row);
    return issues.map(({ id, issueNumber, coverDate }) => ({ id, issueNumber, coverDate }));
  } finally {
    await sql`DROP SCHEMA IF EXISTS ${sql(schema)} CASCADE`;
    await sql.end();
  }
}

it('numbers and dates the issues stored before they had a number and a cover date', async () => {
  expect(testEngine() === 'sqlite' ? sqliteFile() : await postgresMigration()).toEqual(EXPECTED);
});

it('the seed numbers and dates every issue', () => {
  expect(
    wireContent(fixtureContent).issues.map(({ id, issueNumber, coverDate }) => ({ id, issueNumber, coverDate })),
  ).toEqual(EXPECTED);
});

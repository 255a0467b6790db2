import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'serendib-mails-'));
  file = join(dir, 'magazine.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the mail store', () => {
  it('gives a database made before recipients were kept the column, and keeps its mails', () => {
    // The table as the earlier sink made it, with one of its mails.
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE mails (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      service_id TEXT NOT NULL,
      template_id TEXT NOT NULL,
      params TEXT NOT NULL,
      received_at TEXT NOT NULL
    )`);
    old
      .prepare('INSERT INTO mails (service_id, template_id, params, received_at) VALUES (?, ?, ?, ?)')
      .run('s', 't', '{"to_email":"editors@example.com"}', '2026-01-01T00:00:00.000Z');
    old.close();

    const db = openDatabase(file);
    try {
      db.mails.record({ serviceId: 's', templateId: 't', to: 'ama@example.com', params: {}, receivedAt: 'now' });
      expect(db.mails.list().map((mail) => [mail.id, mail.to, mail.params])).toEqual([
        [1, '', { to_email: 'editors@example.com' }],
        [2, 'ama@example.com', {}],
      ]);
    } finally {
      db.close();
    }
    // Opening it again finds the column there and changes nothing.
    const again = openDatabase(file);
    try {
      expect(again.mails.list()).toHaveLength(2);
    } finally {
      again.close();
    }
  });
});

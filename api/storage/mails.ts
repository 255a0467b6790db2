/** Mails the local EmailJS-compatible sink accepted, kept so developers and tests can read them. */
import type { DatabaseSync } from 'node:sqlite';
import type { RecordedMail } from '../../contract/schemas.ts';

export const MAILS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS mails (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    service_id TEXT NOT NULL,
    template_id TEXT NOT NULL,
    params TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
`;

export interface MailStore {
  record(mail: Omit<RecordedMail, 'id'>): RecordedMail;
  /** Oldest first, as they were sent. */
  list(): RecordedMail[];
}

export function createMailStore(db: DatabaseSync): MailStore {
  const insert = db.prepare(
    'INSERT INTO mails (service_id, template_id, params, received_at) VALUES (?, ?, ?, ?) RETURNING id',
  );
  const list = db.prepare('SELECT id, service_id, template_id, params, received_at FROM mails ORDER BY id');
  return {
    record: (mail) => {
      const row = insert.get(mail.serviceId, mail.templateId, JSON.stringify(mail.params), mail.receivedAt);
      return { id: Number(row?.id), ...mail };
    },
    list: () =>
      list.all().map((row) => ({
        id: Number(row.id),
        serviceId: String(row.service_id),
        templateId: String(row.template_id),
        params: JSON.parse(String(row.params)) as Record<string, unknown>,
        receivedAt: String(row.received_at),
      })),
  };
}

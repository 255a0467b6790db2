/** Mails the local EmailJS-compatible sink accepted, kept so developers and tests can read them. */
import type { DatabaseSync } from 'node:sqlite';
import type { RecordedMail } from '../../contract/schemas.ts';

export const MAILS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS mails (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    service_id TEXT NOT NULL,
    template_id TEXT NOT NULL,
    params TEXT NOT NULL,
    received_at TEXT NOT NULL,
    recipient TEXT NOT NULL DEFAULT ''
  );
`;

/** What the sink records: the template's parameters, each a text. */
export type NewMail = Omit<RecordedMail, 'id' | 'paramsUnreadable'>;

export interface MailStore {
  record(mail: NewMail): RecordedMail;
  /** Oldest first, as they were sent. */
  list(): RecordedMail[];
}

/** A database made before the sink kept recipients gains the column; its mails keep an empty one. */
function addRecipientColumn(db: DatabaseSync): void {
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all('mails');
  if (!columns.some((column) => column.name === 'recipient')) {
    db.exec("ALTER TABLE mails ADD COLUMN recipient TEXT NOT NULL DEFAULT ''");
  }
}

/**
 * The stored parameters when they are what the sink records now: one JSON object of texts.
 * Anything else (an earlier sink stored whatever it was sent, nested thousands deep) is not
 * read further, so the list answers whatever the table holds.
 */
export function readParams(text: string): Record<string, string> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, field]) => typeof field === 'string') ? Object.fromEntries(entries) : undefined;
}

/** A row of the mails table, as both engines name its columns. */
export function recordedMail(row: Record<string, unknown>): RecordedMail {
  const params = readParams(String(row.params));
  return {
    id: Number(row.id),
    serviceId: String(row.service_id),
    templateId: String(row.template_id),
    to: String(row.recipient),
    params: params ?? {},
    ...(params ? {} : { paramsUnreadable: true as const }),
    receivedAt: String(row.received_at),
  };
}

export function createMailStore(db: DatabaseSync): MailStore {
  addRecipientColumn(db);
  const insert = db.prepare(
    'INSERT INTO mails (service_id, template_id, recipient, params, received_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  const list = db.prepare('SELECT id, service_id, template_id, recipient, params, received_at FROM mails ORDER BY id');
  return {
    record: (mail) => {
      const row = insert.get(mail.serviceId, mail.templateId, mail.to, JSON.stringify(mail.params), mail.receivedAt);
      return { id: Number(row?.id), ...mail };
    },
    list: () => list.all().map(recordedMail),
  };
}

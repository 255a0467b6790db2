/**
 * The subscribers as CSV for the editors (RFC 4180: every field quoted, quotes doubled). A field
 * that a spreadsheet would take for a formula (it starts with = + - @, a tab or a return) gets a
 * leading apostrophe, so opening the export runs nothing a reader typed.
 */
import type { ReaderRow } from './newsletter-store.ts';

const field = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;

export function readersCsv(rows: readonly ReaderRow[]): string {
  const lines = [['email', 'state', 'signed_up_at', 'confirmed_at'].map(field).join(',')];
  for (const row of rows) {
    lines.push([row.email, row.state, row.signedUpAt, row.confirmedAt ?? ''].map(field).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

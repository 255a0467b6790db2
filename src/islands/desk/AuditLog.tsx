/**
 * The audit log on the desk: the latest writes (who, when, what, and what changed between the item
 * before and after), of the whole magazine in the library or of one item beside its editor.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { AuditEntry, DeskKind } from '../../../contract/desk.ts';
import { AUDIT_LOG_SHOWN } from '../../config/desk.ts';
import { fetchAuditLog } from '../../lib/api/desk.ts';
import { AUDIT_ACTION_TEXT, auditChanges, auditItemTitle, formatAuditTime } from '../../lib/desk/audit-summary.ts';
import { deskHash, type DeskRoute } from '../../lib/desk/desk-route.ts';
import { withEditorToken } from '../../stores/desk.ts';

export const AUDIT_TEXT = {
  heading: 'Recent changes',
  itemHeading: 'History of this item',
  loading: 'Loading the change log…',
  empty: 'No changes recorded yet.',
  refresh: 'Refresh changes',
  noDetail: '—',
} as const;

type Load = { status: 'loading' } | { status: 'loaded'; entries: AuditEntry[] } | { status: 'failed'; message: string };

export interface AuditLogProps {
  /** One item's history; the whole magazine's when left out. */
  item?: { kind: DeskKind; id: string };
  /** Changes when the item was saved, so its history follows. */
  refreshKey?: unknown;
}

/** Who, with a place to wrap before the @ of an e-mail address: the column needs no more room. */
function WhoCell({ who }: { who: string }) {
  const at = who.indexOf('@');
  if (at <= 0) return <>{who}</>;
  return (
    <>
      {who.slice(0, at)}
      <wbr />
      {who.slice(at)}
    </>
  );
}

function ItemCell({ entry }: { entry: AuditEntry }) {
  const title = auditItemTitle(entry);
  if (entry.action === 'delete') return <>{title}</>;
  const route: DeskRoute =
    entry.kind === 'front'
      ? { screen: 'front' }
      : entry.kind === 'author'
        ? { screen: 'authors', slug: entry.id }
        : { screen: 'edit', kind: entry.kind, id: entry.id };
  return <a href={deskHash(route)}>{title}</a>;
}

export function AuditLog({ item, refreshKey }: AuditLogProps) {
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const kind = item?.kind;
  const id = item?.id;

  const reload = useCallback(() => {
    let current = true;
    void withEditorToken((token) => fetchAuditLog({ limit: AUDIT_LOG_SHOWN, kind, id }, token)).then((answer) => {
      if (!current) return;
      setLoad(answer.ok ? { status: 'loaded', entries: answer.value } : { status: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [kind, id]);

  useEffect(() => reload(), [reload, refreshKey]);

  const Heading = item ? 'h3' : 'h2';
  return (
    <section className="desk-log" aria-labelledby={headingId}>
      <div className="desk-log__head">
        <Heading id={headingId}>{item ? AUDIT_TEXT.itemHeading : AUDIT_TEXT.heading}</Heading>
        <button type="button" className="button button--ghost" onClick={() => reload()}>
          {AUDIT_TEXT.refresh}
        </button>
      </div>
      {load.status === 'loading' && <p role="status">{AUDIT_TEXT.loading}</p>}
      {load.status === 'failed' && <p role="alert">{load.message}</p>}
      {load.status === 'loaded' && load.entries.length === 0 && <p>{AUDIT_TEXT.empty}</p>}
      {load.status === 'loaded' && load.entries.length > 0 && (
        // Focusable, so that a keyboard can scroll it when it is wider than its place.
        <div className="desk-log__scroll" role="group" aria-labelledby={headingId} tabIndex={0}>
          <table className="desk-log__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                {!item && <th scope="col">Item</th>}
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {load.entries.map((entry, index) => {
                const changes = auditChanges(entry);
                return (
                  <tr key={`${entry.at}:${entry.kind}:${entry.id}:${index}`}>
                    <td>
                      <time dateTime={entry.at}>{formatAuditTime(entry.at)}</time>
                    </td>
                    <td>
                      <WhoCell who={entry.who} />
                    </td>
                    <td>{AUDIT_ACTION_TEXT[entry.action]}</td>
                    {!item && (
                      <td>
                        <ItemCell entry={entry} />
                      </td>
                    )}
                    <td>
                      {changes.length === 0 ? (
                        AUDIT_TEXT.noDetail
                      ) : (
                        <ul className="desk-log__changes">
                          {changes.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

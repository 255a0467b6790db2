/**
 * Calls to the API's editor routes. Writes are never retried: a create that timed out may have
 * happened, and the editor should look before sending it again.
 */
import { API_PATHS, apiUrl, type AdminKind } from '../../src/lib/api/urls.ts';

export interface AdminConnection {
  /** The API root, as PUBLIC_API_URL names it. */
  apiBase: string;
  token: string;
}

/** An answer of the API other than success, with its field errors when it gave them. */
export class AdminError extends Error {
  readonly status: number | undefined;
  readonly fields: Record<string, string>;

  constructor(message: string, status?: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'AdminError';
    this.status = status;
    this.fields = fields;
  }
}

const REQUEST_TIMEOUT_MS = 30_000;

async function call(connection: AdminConnection, method: string, path: string, body?: unknown): Promise<unknown> {
  const url = apiUrl(path, connection.apiBase);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${connection.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = (cause as NodeJS.ErrnoException).code ?? (cause instanceof Error ? cause.message : String(cause));
    throw new AdminError(`Cannot reach the API at ${connection.apiBase} (${reason}). Is it running? Try npm start.`);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok) return answer;
  const { error, fields } = (answer ?? {}) as { error?: unknown; fields?: Record<string, string> };
  const message = typeof error === 'string' ? error : `${method} ${url} answered ${response.status}`;
  throw new AdminError(message, response.status, fields ?? {});
}

export type PublishAction = 'created' | 'updated';

/** Creates the item, or replaces it when its id exists. Answers the item as the API stored it. */
export async function publish(
  connection: AdminConnection,
  kind: AdminKind,
  id: string | undefined,
  body: Record<string, unknown>,
): Promise<{ action: PublishAction; item: Record<string, unknown> }> {
  if (id !== undefined) {
    try {
      const item = await call(connection, 'PUT', API_PATHS.adminItem(kind, id), body);
      return { action: 'updated', item: item as Record<string, unknown> };
    } catch (error) {
      if (!(error instanceof AdminError && error.status === 404)) throw error;
    }
  }
  const item = await call(connection, 'POST', API_PATHS.adminItems(kind), body);
  return { action: 'created', item: item as Record<string, unknown> };
}

export async function unpublish(connection: AdminConnection, kind: AdminKind, id: string): Promise<void> {
  await call(connection, 'DELETE', API_PATHS.adminItem(kind, id));
}

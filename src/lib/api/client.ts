/**
 * A small JSON client for the magazine API: no credentials, JSON content type, and retries for
 * the failures that are worth retrying (network errors, 5xx, 429).
 */
import { apiBase, apiUrl } from './urls.ts';

export const RETRY = { tries: 3, baseDelayMs: 250 } as const;

export class ApiError extends Error {
  readonly url: string;
  readonly status: number | undefined;

  constructor(message: string, url: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.url = url;
    this.status = status;
  }
}

export interface RequestOptions {
  base?: string;
  tries?: number;
  baseDelayMs?: number;
  fetchImpl?: typeof fetch;
  /** A Firebase ID token, sent as `Authorization: Bearer` on signed-in calls. */
  token?: string;
}

function headersFor(options: RequestOptions, body?: unknown): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
  };
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function errorText(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: the status line says enough.
  }
  return response.statusText || `HTTP ${response.status}`;
}

/** GETs JSON from the API, retrying with exponential backoff; throws ApiError naming the URL. */
export async function getJson(path: string, options: RequestOptions = {}): Promise<unknown> {
  const url = apiUrl(path, options.base ?? apiBase());
  const tries = options.tries ?? RETRY.tries;
  const baseDelayMs = options.baseDelayMs ?? RETRY.baseDelayMs;
  const fetchImpl = options.fetchImpl ?? fetch;
  let lastError: ApiError | undefined;

  for (let attempt = 1; attempt <= tries; attempt += 1) {
    if (attempt > 1) await sleep(baseDelayMs * 2 ** (attempt - 2));
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: headersFor(options), credentials: 'omit' });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      lastError = new ApiError(`Could not reach ${url} (${reason})`, url, undefined, { cause });
      continue;
    }
    if (response.ok) return response.json();
    lastError = new ApiError(`${url} answered ${response.status}: ${await errorText(response)}`, url, response.status);
    if (!isRetryable(response.status)) break;
  }
  throw lastError ?? new ApiError(`Could not reach ${url}`, url);
}

/**
 * POSTs JSON (or nothing) and answers the JSON reply. Never retried: a repeated toggle would undo
 * itself. Throws ApiError naming the URL, with the status when the API answered.
 */
export async function postJson(path: string, body?: unknown, options: RequestOptions = {}): Promise<unknown> {
  const url = apiUrl(path, options.base ?? apiBase());
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: headersFor(options, body),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
    });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(`Could not reach ${url} (${reason})`, url, undefined, { cause });
  }
  if (response.ok) return response.json();
  throw new ApiError(`${url} answered ${response.status}: ${await errorText(response)}`, url, response.status);
}

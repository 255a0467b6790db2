/**
 * A small JSON client for the magazine API: no credentials, JSON content type, and retries for
 * the failures that are worth retrying (network errors, 5xx, 429).
 */
import { apiBase, apiUrl } from './urls.ts';

export const RETRY = { tries: 3, baseDelayMs: 250 } as const;

export class ApiError extends Error {
  readonly url: string;
  readonly status: number | undefined;
  /** The API's own words for the failure (its `{error}` text), fit to show a reader. */
  readonly detail: string | undefined;

  constructor(message: string, url: string, status?: number, options?: { cause?: unknown; detail?: string }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.url = url;
    this.status = status;
    this.detail = options?.detail || undefined;
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
    // A form's multipart type carries its boundary, which only the browser knows.
    ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
  };
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The `{error}` text of an error answer, when it has one. */
async function apiErrorText(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: the status line says enough.
  }
  return undefined;
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
    const detail = await apiErrorText(response);
    const reason = detail || response.statusText || `HTTP ${response.status}`;
    lastError = new ApiError(`${url} answered ${response.status}: ${reason}`, url, response.status, { detail });
    if (!isRetryable(response.status)) break;
  }
  throw lastError ?? new ApiError(`Could not reach ${url}`, url);
}

/** What a write got back: the status and the JSON body, if the body was JSON. */
export interface WriteAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * Sends one write (JSON or nothing) once, without retries: a write is the caller's to repeat, and a
 * repeated toggle would undo itself. Any answer, error statuses included, is returned; only a
 * request that gets no answer throws (ApiError without a status).
 */
async function sendOnce(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<WriteAnswer> {
  const url = apiUrl(path, options.base ?? apiBase());
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      headers: headersFor(options, body),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'omit',
    });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(`Could not reach ${url} (${reason})`, url, undefined, { cause });
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  return { status: response.status, ok: response.ok, body: answer };
}

/** POSTs JSON (or nothing) once; see sendOnce. */
export function postJson(path: string, body?: unknown, options: RequestOptions = {}): Promise<WriteAnswer> {
  return sendOnce('POST', path, body, options);
}

/** PUTs JSON once; see sendOnce. */
export function putJson(path: string, body: unknown, options: RequestOptions = {}): Promise<WriteAnswer> {
  return sendOnce('PUT', path, body, options);
}

/** POSTs a multipart form once (file uploads); see sendOnce. */
export function postForm(path: string, form: FormData, options: RequestOptions = {}): Promise<WriteAnswer> {
  return sendOnce('POST', path, form, options);
}

/** DELETEs once; see sendOnce. */
export function deleteOnce(path: string, options: RequestOptions = {}): Promise<WriteAnswer> {
  return sendOnce('DELETE', path, undefined, options);
}

/** The JSON reply of a write; an error status throws ApiError naming the URL. */
function replyOrThrow(path: string, answer: WriteAnswer, options: RequestOptions): unknown {
  if (answer.ok) return answer.body;
  const url = apiUrl(path, options.base ?? apiBase());
  const detail =
    answer.body && typeof answer.body === 'object' && 'error' in answer.body && typeof answer.body.error === 'string'
      ? answer.body.error
      : undefined;
  throw new ApiError(`${url} answered ${answer.status}: ${detail ?? `HTTP ${answer.status}`}`, url, answer.status, {
    detail,
  });
}

/** POSTs like postJson and answers the JSON reply; an error status throws ApiError naming the URL. */
export async function postJsonOrThrow(path: string, body?: unknown, options: RequestOptions = {}): Promise<unknown> {
  return replyOrThrow(path, await postJson(path, body, options), options);
}

/** DELETEs once and answers the JSON reply; an error status throws ApiError naming the URL. */
export async function deleteJsonOrThrow(path: string, options: RequestOptions = {}): Promise<unknown> {
  return replyOrThrow(path, await sendOnce('DELETE', path, undefined, options), options);
}

/**
 * Newsletter sign-up through the API (`POST /emails`). The answer is sorted into the four cases
 * the form tells apart; `src/lib/forms/newsletter-status.ts` turns them into what the reader sees.
 *
 * Only types come from schemas.ts: importing its values would ship zod to the browser.
 */
import { tellSignUp } from '../readership/events.ts';
import { ApiError, postJson, type RequestOptions } from './client.ts';
import type { SubscribeRequest, SubscribeResponse } from '../../../contract/schemas.ts';
import { API_PATHS } from './urls.ts';

/** The name of the hidden honeypot field, checked against the shared request shape. */
export const HONEYPOT_NAME = 'website' satisfies keyof SubscribeRequest;

export type SubscribeOutcome =
  | { kind: 'added'; message?: string }
  | { kind: 'exists'; message?: string }
  /** The API answered with an error status (or an answer that is not a subscription response). */
  | { kind: 'rejected'; status: number; error?: string }
  /** Nothing answered: `detail` says why. */
  | { kind: 'unreachable'; detail: string };

function field(body: object, name: string): unknown {
  return (body as Record<string, unknown>)[name];
}

function optionalText(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = field(body, name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The subscription response, if the body is one: a light check that keeps zod out of islands. */
function readResponse(body: unknown): SubscribeResponse | undefined {
  if (!body || typeof body !== 'object' || typeof field(body, 'added') !== 'boolean') return undefined;
  return {
    added: field(body, 'added') as boolean,
    message: optionalText(body, 'message'),
    error: optionalText(body, 'error'),
  };
}

function unreachableDetail(error: unknown): string {
  const cause = error instanceof ApiError ? error.cause : error;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** Never throws: every way a sign-up can end is one of the outcomes. */
export async function subscribe(
  email: string,
  { honeypot = '', ...options }: RequestOptions & { honeypot?: string } = {},
): Promise<SubscribeOutcome> {
  const payload: SubscribeRequest = { email, [HONEYPOT_NAME]: honeypot };
  let answer;
  try {
    answer = await postJson(API_PATHS.subscribe(), payload, options);
  } catch (error) {
    return { kind: 'unreachable', detail: unreachableDetail(error) };
  }
  const response = readResponse(answer.body);
  if (!answer.ok || !response)
    return { kind: 'rejected', status: answer.status, error: optionalText(answer.body, 'error') };
  if (!response.added) return { kind: 'exists', message: response.message };
  // The page's readership beacon counts the sign-up under the page it came from.
  if (typeof document !== 'undefined') tellSignUp();
  return { kind: 'added', message: response.message };
}

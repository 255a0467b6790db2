/**
 * The editors' desk's calls to the API's editor routes, with the signed-in editor's ID token. Every
 * answer is checked against contract/desk.ts; every failure comes back as a DeskFailure the desk can
 * show, never as a thrown error, so no typed word is lost to an exception.
 */
import type { z } from 'zod';
import {
  auditLogResponseSchema,
  deskIssueSchema,
  deskItemSchema,
  deskUserSchema,
  libraryResponseSchema,
  mediaUploadResponseSchema,
  publishingStateSchema,
  type AuditEntry,
  type DeskKind,
  type EditorialStatus,
  type LibraryEntry,
  type MediaUse,
  type PublishingState,
  type UploadedMedia,
} from '../../../contract/desk.ts';
import { DESK_ANSWERS } from '../../../contract/desk.ts';
import type { WireIssue, WireItem } from '../../../contract/schemas.ts';
import { deleteOnce, getJson, postForm, postJson, putJson, type WriteAnswer } from './client.ts';
import { API_PATHS } from './urls.ts';

export type DeskItemRecord = z.output<typeof deskItemSchema>;
export type DeskIssueRecord = z.output<typeof deskIssueSchema>;
export type DeskRecord = DeskItemRecord | DeskIssueRecord;

/** Why a call failed, in the words the desk shows. */
export type DeskFailure =
  | { reason: 'conflict'; message: string }
  | { reason: 'not-editor'; message: string }
  | { reason: 'signed-out'; message: string }
  | { reason: 'invalid'; message: string }
  | { reason: 'unreachable'; message: string }
  | { reason: 'server'; message: string };

export type DeskResult<T> = { ok: true; value: T } | ({ ok: false } & DeskFailure);

/** What a save sends besides the item's own fields. */
export interface EditorialWrite {
  status: EditorialStatus;
  publishAt?: string;
  /** The version the edit was made from; absent on create. */
  version?: number;
  /** Keep the changes to a published item beside it, unseen by readers, until a save without it. */
  unpublishedChanges?: true;
}

export type ItemWrite = Omit<WireItem, 'id' | 'categoryName'> & { id?: string; categoryName?: string };
export type IssueWrite = Omit<WireIssue, 'id' | 'createdAt'> & { id?: string; createdAt?: string };

export const DESK_FAILURE_TEXT = {
  unreachable: 'The API could not be reached. Nothing is lost: it is kept in this browser and tried again.',
  signedOut: 'Your sign-in has ended. Sign in again to save; your text is kept in this browser.',
  server: 'The API could not save just now. Your text is kept in this browser and tried again.',
  unreadable: 'The API answered in a shape the desk does not know.',
} as const;

function errorText(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  return undefined;
}

function fieldsText(body: unknown): string {
  if (!body || typeof body !== 'object' || !('fields' in body) || !body.fields || typeof body.fields !== 'object')
    return '';
  const fields = Object.entries(body.fields as Record<string, unknown>).map(([name, why]) => `${name}: ${String(why)}`);
  return fields.length ? ` (${fields.join('; ')})` : '';
}

/** The desk's reading of an answer that was not a success. */
export function failureOf(answer: Pick<WriteAnswer, 'status' | 'body'>): DeskFailure {
  const said = errorText(answer.body);
  if (answer.status === 409) return { reason: 'conflict', message: DESK_ANSWERS.staleVersion };
  if (answer.status === 403) return { reason: 'not-editor', message: DESK_ANSWERS.notEditor };
  if (answer.status === 401) return { reason: 'signed-out', message: DESK_FAILURE_TEXT.signedOut };
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 429)
    return { reason: 'invalid', message: `${said ?? `HTTP ${answer.status}`}${fieldsText(answer.body)}` };
  return { reason: 'server', message: said ? `${DESK_FAILURE_TEXT.server} (${said})` : DESK_FAILURE_TEXT.server };
}

export function parsed<S extends z.ZodType>(schema: S, answer: WriteAnswer): DeskResult<z.output<S>> {
  if (!answer.ok) return { ok: false, ...failureOf(answer) };
  const result = schema.safeParse(answer.body);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, reason: 'server', message: DESK_FAILURE_TEXT.unreadable };
}

/** One call, with an answer whatever happens: a request that got no answer is `unreachable`. */
export async function attempt<S extends z.ZodType>(
  schema: S,
  send: () => Promise<WriteAnswer>,
): Promise<DeskResult<z.output<S>>> {
  try {
    return parsed(schema, await send());
  } catch {
    return { ok: false, reason: 'unreachable', message: DESK_FAILURE_TEXT.unreachable };
  }
}

/** A GET through the same path as writes: one try, every status answered. */
export async function read<S extends z.ZodType>(
  schema: S,
  path: string,
  token: string,
): Promise<DeskResult<z.output<S>>> {
  return attempt(schema, async () => {
    try {
      return { ok: true, status: 200, body: await getJson(path, { token, tries: 1 }) };
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === undefined) throw error;
      return { ok: false, status, body: { error: (error as { detail?: string }).detail } };
    }
  });
}

const recordSchema = (kind: DeskKind) => (kind === 'issue' ? deskIssueSchema : deskItemSchema);

export function fetchDeskUser(token: string) {
  return read(deskUserSchema, API_PATHS.adminMe(), token);
}

export async function fetchLibrary(token: string): Promise<DeskResult<LibraryEntry[]>> {
  const answer = await read(libraryResponseSchema, API_PATHS.adminLibrary(), token);
  return answer.ok ? { ok: true, value: answer.value.entries } : answer;
}

export function fetchDeskRecord(kind: DeskKind, id: string, token: string): Promise<DeskResult<DeskRecord>> {
  return read(recordSchema(kind), API_PATHS.adminItem(kind, id), token);
}

/** Creates (no id yet) or replaces an item; a stale `version` answers `conflict`, changing nothing. */
export function saveDeskRecord(
  kind: DeskKind,
  id: string | undefined,
  body: (ItemWrite | IssueWrite) & EditorialWrite,
  token: string,
): Promise<DeskResult<DeskRecord>> {
  const schema = recordSchema(kind);
  return id === undefined
    ? attempt(schema, () => postJson(API_PATHS.adminItems(kind), body, { token }))
    : attempt(schema, () => putJson(API_PATHS.adminItem(kind, id), body, { token }));
}

export async function deleteDeskRecord(kind: DeskKind, id: string, token: string): Promise<DeskResult<true>> {
  try {
    const answer = await deleteOnce(API_PATHS.adminItem(kind, id), { token });
    return answer.ok ? { ok: true, value: true } : { ok: false, ...failureOf(answer) };
  } catch {
    return { ok: false, reason: 'unreachable', message: DESK_FAILURE_TEXT.unreachable };
  }
}

/**
 * Uploads images (multipart, field `file`, at most MEDIA_UPLOAD.maxFiles) for one use; the API
 * answers them re-encoded into that use's sizes, in the order sent.
 */
export async function uploadMedia(
  files: readonly File[],
  use: MediaUse,
  token: string,
): Promise<DeskResult<UploadedMedia[]>> {
  const form = new FormData();
  form.append('use', use);
  for (const file of files) form.append('file', file);
  const answer = await attempt(mediaUploadResponseSchema, () => postForm(API_PATHS.adminMedia(), form, { token }));
  return answer.ok ? { ok: true, value: answer.value.media } : answer;
}

export function fetchPublishing(token: string): Promise<DeskResult<PublishingState>> {
  return read(publishingStateSchema, API_PATHS.adminPublishing(), token);
}

/** The latest writes (newest first), of one item when `kind` and `id` are given. */
export async function fetchAuditLog(
  filter: { limit: number; kind?: DeskKind; id?: string },
  token: string,
): Promise<DeskResult<AuditEntry[]>> {
  const answer = await read(auditLogResponseSchema, API_PATHS.adminLog(filter), token);
  return answer.ok ? { ok: true, value: answer.value.entries } : answer;
}

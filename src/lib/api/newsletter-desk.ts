/** The desk's newsletter calls (`/api/admin/newsletter`), with the editor's token, answers zod-checked. */
import { z } from 'zod';
import {
  editionContentSchema,
  editionResponseSchema,
  editionsResponseSchema,
  readersResponseSchema,
  type EditionDraftBody,
  type ReaderState,
} from '../../../contract/newsletter.ts';
import { postJson, putJson } from './client.ts';
import { attempt, read, type DeskResult } from './desk.ts';
import { API_PATHS, apiBase } from './urls.ts';

export interface ReaderQuery {
  state?: ReaderState | undefined;
  q?: string;
}

const queryParams = ({ state, q }: ReaderQuery): Record<string, string> => ({
  ...(state ? { state } : {}),
  ...(q ? { q } : {}),
});

export const fetchReaders = (query: ReaderQuery, token: string) =>
  read(readersResponseSchema, API_PATHS.adminNewsletterReaders(queryParams(query)), token);

export const fetchEditions = (token: string) =>
  read(editionsResponseSchema, API_PATHS.adminNewsletter('/editions'), token);

const post = <S extends z.ZodType>(schema: S, path: string, body: unknown, token: string) =>
  attempt(schema, () => postJson(API_PATHS.adminNewsletter(path), body, { token }));

export const previewEdition = (draft: EditionDraftBody, token: string) =>
  post(editionContentSchema, '/preview', draft, token);

export const sendTestEdition = (draft: EditionDraftBody, token: string) =>
  post(z.object({ sentTo: z.string() }), '/test', draft, token);

export const sendEdition = (draft: EditionDraftBody, token: string) =>
  post(editionResponseSchema, '/editions', draft, token);

export const fetchEdition = (id: number, token: string) =>
  read(editionResponseSchema, API_PATHS.adminNewsletter(`/editions/${id}`), token);

/** A draft or scheduled edition composed anew; with `sendAt` scheduled then. */
export const changeEdition = (id: number, draft: EditionDraftBody, token: string) =>
  attempt(editionResponseSchema, () => putJson(API_PATHS.adminNewsletter(`/editions/${id}`), draft, { token }));

/** A scheduled edition back to draft; a sending or paused one stopped; or a sending one paused and resumed. */
export const editionAction = (id: number, action: 'cancel' | 'pause' | 'resume', token: string) =>
  post(editionResponseSchema, `/editions/${id}/${action}`, {}, token);

export const forgetReader = (email: string, token: string) =>
  post(z.object({ removed: z.boolean() }), '/readers/forget', { email }, token);

/** The CSV export, fetched with the token (a plain link could not send it) and handed over as a file. */
export async function exportReaders(query: ReaderQuery, token: string, apiUrl = apiBase()): Promise<DeskResult<Blob>> {
  const params = new URLSearchParams(queryParams(query)).toString();
  try {
    const answer = await fetch(`${apiUrl}${API_PATHS.adminNewsletter('/readers.csv')}?${params}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!answer.ok) return { ok: false, reason: 'server', message: `The export failed (HTTP ${answer.status})` };
    return { ok: true, value: await answer.blob() };
  } catch {
    return { ok: false, reason: 'unreachable', message: 'The API could not be reached.' };
  }
}

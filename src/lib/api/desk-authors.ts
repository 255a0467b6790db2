/** The desk's calls for authors: every author, and the editor routes that create, replace and delete one. */
import { z } from 'zod';
import { AUTHOR_ANSWERS, wireAuthorSchema, type AuthorWrite, type WireAuthor } from '../../../contract/authors.ts';
import { deleteOnce, postJson, putJson } from './client.ts';
import { attempt, DESK_FAILURE_TEXT, failureOf, read, type DeskResult } from './desk.ts';
import { API_PATHS } from './urls.ts';

export function fetchDeskAuthors(token: string): Promise<DeskResult<WireAuthor[]>> {
  return read(z.array(wireAuthorSchema), API_PATHS.authors(), token);
}

/** Creates an author (no slug yet) or replaces the one at `slug`; a slug another author has answers `conflict`. */
export async function saveDeskAuthor(
  slug: string | undefined,
  body: AuthorWrite,
  token: string,
): Promise<DeskResult<WireAuthor>> {
  const answer =
    slug === undefined
      ? await attempt(wireAuthorSchema, () => postJson(API_PATHS.adminAuthors(), body, { token }))
      : await attempt(wireAuthorSchema, () => putJson(API_PATHS.adminAuthor(slug), body, { token }));
  return !answer.ok && answer.reason === 'conflict' ? { ...answer, message: AUTHOR_ANSWERS.slugTaken } : answer;
}

export async function deleteDeskAuthor(slug: string, token: string): Promise<DeskResult<true>> {
  try {
    const answer = await deleteOnce(API_PATHS.adminAuthor(slug), { token });
    return answer.ok ? { ok: true, value: true } : { ok: false, ...failureOf(answer) };
  } catch {
    return { ok: false, reason: 'unreachable', message: DESK_FAILURE_TEXT.unreachable };
  }
}

/**
 * `$deskAccess`: whether the signed-in user may use the editors' desk, as the API says (it checks
 * the ID token's editor claim). Every desk call goes through `withEditorToken`, which adds a fresh
 * ID token, so the desk never holds one itself.
 */
import { atom, task } from 'nanostores';
import { DESK_ANSWERS } from '../../contract/desk.ts';
import { fetchDeskUser, type DeskResult } from '../lib/api/desk.ts';
import { currentIdToken } from '../lib/firebase/client.ts';

export type DeskAccess =
  | { status: 'checking' }
  | { status: 'editor'; email: string }
  | { status: 'refused'; message: string }
  | { status: 'error'; message: string };

export const $deskAccess = atom<DeskAccess>({ status: 'checking' });

/** Runs one desk call with the editor's fresh ID token; signed out, it answers `signed-out`. */
export async function withEditorToken<T>(call: (token: string) => Promise<DeskResult<T>>): Promise<DeskResult<T>> {
  const token = await currentIdToken();
  if (!token) return { ok: false, reason: 'signed-out', message: 'Sign in to use the desk.' };
  return call(token);
}

/** Asks the API whether the signed-in user is an editor. */
export function checkDeskAccess(): Promise<DeskAccess> {
  return task(async () => {
    $deskAccess.set({ status: 'checking' });
    const answer = await withEditorToken(fetchDeskUser);
    const access: DeskAccess = answer.ok
      ? { status: 'editor', email: answer.value.email }
      : answer.reason === 'not-editor'
        ? { status: 'refused', message: DESK_ANSWERS.notEditor }
        : { status: 'error', message: answer.message };
    $deskAccess.set(access);
    return access;
  });
}

/**
 * Whether a user is an editor, from the `editor` custom claim on their Firebase user record. An ID
 * token carries the claims it was issued with for up to an hour, so a claim taken away (by
 * `npm run editor:revoke`, in the Firebase console, by another admin tool) would still open the
 * editor routes to a token issued before; the user record says what holds now.
 *
 * The answer is kept briefly per token, so the calls of an open desk do not each ask Firebase
 * again. That cannot delay a revocation: a revoked token is refused by verifyIdToken's own check
 * before this is asked, and a token issued after the claim was taken away is another token (its
 * claims differ), read afresh. Only a claim taken away without revoking the user's
 * tokens goes on being honoured for old tokens, at most EDITOR_CLAIM_KEPT_MS.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { EDITOR_CLAIM } from '../../contract/desk.ts';

export const EDITOR_CLAIM_KEPT_MS = 10_000;

/** Enough for every editor's tokens at once; an editor's next token replaces the last. */
const KEPT_TOKENS = 1_000;

/** The part of a Firebase user record the claim is read from. */
interface ClaimsRecord {
  customClaims?: Record<string, unknown>;
}

/** `token` is the verified ID token of `uid`: the key of what is kept. */
export type EditorClaimOf = (uid: string, token: string) => Promise<boolean>;

/** `now` is the clock of the brief keeping; tests move it. */
export function editorClaimOf(lookup: (uid: string) => Promise<ClaimsRecord>, now = Date.now): EditorClaimOf {
  const kept = new LRUCache<string, { editor: Promise<boolean>; until: number }>({ max: KEPT_TOKENS });
  return (uid, token) => {
    const key = createHash('sha256').update(token).digest('base64url');
    const at = now();
    const known = kept.get(key);
    if (known && known.until > at) return known.editor;
    const editor = lookup(uid).then((record) => record.customClaims?.[EDITOR_CLAIM] === true);
    kept.set(key, { editor, until: at + EDITOR_CLAIM_KEPT_MS });
    // A failed lookup is asked again by the next call.
    editor.catch(() => kept.delete(key));
    return editor;
  };
}

/**
 * Drafts kept in this browser: every change is written here first, before any save to the API, so
 * a failed save, a closed tab or a crash loses nothing. A draft stays until the API has stored
 * exactly it.
 */
import { DRAFT_STORAGE_PREFIX } from '../../config/desk.ts';
import type { DeskKind } from '../../../contract/desk.ts';
import type { Draft } from './draft.ts';

export interface KeptDraft {
  draft: Draft;
  /** When it was kept (ISO date). */
  keptAt: string;
}

/** The key of one item's draft; a draft not yet stored by the API is the kind's `new` one. */
export function draftKey(kind: DeskKind, id: string | undefined): string {
  return `${DRAFT_STORAGE_PREFIX}${kind}:${id ?? 'new'}`;
}

export function keepDraft(draft: Draft, storage: Storage = localStorage, now = new Date()): void {
  const kept: KeptDraft = { draft, keptAt: now.toISOString() };
  storage.setItem(draftKey(draft.kind, draft.id), JSON.stringify(kept));
}

export function readKeptDraft(
  kind: DeskKind,
  id: string | undefined,
  storage: Storage = localStorage,
): KeptDraft | undefined {
  const text = storage.getItem(draftKey(kind, id));
  if (!text) return undefined;
  try {
    const kept = JSON.parse(text) as KeptDraft;
    return kept.draft?.kind === kind ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function forgetDraft(kind: DeskKind, id: string | undefined, storage: Storage = localStorage): void {
  storage.removeItem(draftKey(kind, id));
}

/**
 * What the newsletter keeps about each address beside the sign-up itself (the `subscribers`
 * row): where it stands, and when its last confirmation mail went out. Both engines implement
 * it (api/storage/newsletter.ts, api/storage/postgres/newsletter.ts); the routes see only this.
 */
import type { EditionStore } from './edition-store.ts';

import { READER_STATES, type ReaderRow, type ReaderState } from '../../contract/newsletter.ts';

/** Where an address stands: only a confirmed one receives editions. */
export { READER_STATES, type ReaderRow, type ReaderState };

export interface NewsletterStore {
  /**
   * Takes the right to send a confirmation mail to a pending or unsubscribed address at `at`,
   * unless one went out after `notBefore`: true for the one caller that should send it.
   */
  claimConfirmMail(email: string, at: Date, notBefore: Date): Promise<boolean>;
  /** Gives back a claim whose mail could not be handed over, so the next sign-up tries again. */
  releaseConfirmMail(email: string, at: Date): Promise<void>;
  /**
   * A pending or unsubscribed address becomes confirmed; a suppressed one stays as it is. Answers
   * the address's state after, or undefined for an address that is not signed up.
   */
  confirm(email: string, at: Date): Promise<ReaderState | undefined>;
  /** A confirmed or pending address leaves; answers its state after, or undefined when unknown. */
  leave(email: string, at: Date): Promise<ReaderState | undefined>;
  /** How many addresses stand in each state. */
  counts(): Promise<Record<ReaderState, number>>;
  /** One address's state, or undefined when it is not signed up. */
  stateOf(email: string): Promise<ReaderState | undefined>;
  /** Addresses in `state` (any when undefined) that contain `query`, by address; at most `limit`. */
  list(filter: ReaderFilter): Promise<ReaderRow[]>;
  /** Nothing more goes to the address (a permanent refusal, a complaint); false when it is not signed up. */
  suppress(email: string, at: Date, reason: string): Promise<boolean>;
  /** Removes the address, its sends and its state: its links no longer find it. True when it was there. */
  forget(email: string): Promise<boolean>;
  /** Editions and their sending. */
  editions: EditionStore;
}

export interface ReaderFilter {
  state?: ReaderState | undefined;
  query?: string | undefined;
  limit: number;
  offset: number;
}

export function readerRowOf(row: Record<string, unknown>): ReaderRow {
  return {
    email: String(row.email),
    state: String(row.state) as ReaderState,
    signedUpAt: String(row.created_at),
    confirmedAt: row.confirmed_at === null || row.confirmed_at === undefined ? undefined : String(row.confirmed_at),
  };
}

/** `query` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export function likePattern(query: string | undefined): string {
  return `%${(query ?? '').toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function emptyCounts(): Record<ReaderState, number> {
  return { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: 0 };
}

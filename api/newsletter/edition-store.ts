/**
 * An edition's sending, kept in the database: the edition (its subject, HTML and text as sent)
 * and one row per recipient, so a crash at any moment leaves a record of what is left to do.
 * Both engines implement it (api/storage/newsletter-editions.ts, api/storage/postgres/newsletter-editions.ts).
 *
 * A recipient's row is waiting, sending (claimed by a sender), handing (its mail being handed to
 * the SMTP server), sent or failed; paused or cancelled with its edition. Only a row left handing by a process that died is uncertain:
 * see decisions/0028.
 */
import type { EditionProgress } from '../../contract/newsletter.ts';

export interface EditionContent {
  subject: string;
  html: string;
  text: string;
}

export interface NewEdition extends EditionContent {
  /** When sending starts; now for "send now". */
  sendAt: Date;
  createdAt: Date;
  createdBy: string;
  /** What the editors asked for (subject, introduction, stories), as JSON: an edit starts from it. */
  source: string;
}

/** An edition changed before its time: its content, and a time to schedule it at (or keep its own). */
export interface EditionChange extends EditionContent {
  source: string;
  sendAt: Date | undefined;
}

/**
 * What a change or a cancellation did: `draft` and `scheduled` are the edition's state after it,
 * `paused` and `sending` a sending held and let go again, `cancelled` a sending stopped; `noReaders` when a draft was scheduled with no confirmed reader
 * (nothing changed); `tooLate` when the edition is already sending or done; `missing` for no edition.
 */
export type EditionChangeAnswer =
  'draft' | 'scheduled' | 'sending' | 'paused' | 'cancelled' | 'noReaders' | 'tooLate' | 'missing';

export type { EditionProgress };
export type EditionState = EditionProgress['state'];

export interface Recipient {
  email: string;
  /** Attempts so far, this one included. */
  attempt: number;
}

export interface EditionStore {
  /**
   * The edition with a waiting row for every confirmed reader, in one transaction; undefined (and
   * nothing stored) when no reader is confirmed.
   */
  create(edition: NewEdition): Promise<number | undefined>;
  content(id: number): Promise<EditionContent | undefined>;
  /** What the editors asked for (NewEdition.source); undefined for an edition made before it was kept. */
  source(id: number): Promise<string | undefined>;
  /**
   * A draft or scheduled edition gets new content; with `sendAt` it is scheduled then (a draft gets
   * a row for every confirmed reader at that moment). Anything already sending is `tooLate`.
   */
  change(id: number, change: EditionChange): Promise<EditionChangeAnswer>;
  /**
   * A scheduled edition goes back to draft, its rows gone: nothing was sent. A sending one stops:
   * what was sent stays sent, rows not yet handed over are cancelled and never sent.
   */
  cancel(id: number, at: Date): Promise<EditionChangeAnswer>;
  /**
   * A sending edition holds: rows not yet handed over wait (`paused`) until it is resumed; the
   * sender finishes the mails in the server's hands and leaves it. A paused edition can be cancelled.
   */
  pause(id: number): Promise<EditionChangeAnswer>;
  resume(id: number): Promise<EditionChangeAnswer>;
  progress(id: number): Promise<EditionProgress | undefined>;
  /** Newest first. */
  history(limit: number): Promise<EditionProgress[]>;
  /** Editions scheduled or sending whose time is at or before `at`, oldest first. */
  due(at: Date): Promise<number[]>;
  /** The earliest time of an edition still scheduled. */
  nextSendAt(): Promise<Date | undefined>;
  /**
   * Marks the edition sending if its time came by `at`, and puts its rows claimed before
   * `uncertainBefore` but never handed over (a process died with them) back to waiting. Answers
   * the rows left handing before then (their mail may or may not be in the server's hands), or
   * undefined when the edition is not sending (a draft, moved to later, cancelled, sent).
   */
  begin(id: number, at: Date, uncertainBefore: Date): Promise<string[] | undefined>;
  /** Claims up to `limit` rows waiting whose time came, marks them sending, and answers them. */
  claim(id: number, at: Date, limit: number): Promise<Recipient[]>;
  /**
   * The row's mail is about to be handed to the server: from here until marked, it is uncertain.
   * False when the row is no longer claimed (its edition was cancelled): nothing is to be sent.
   */
  markHanding(id: number, email: string, at: Date): Promise<boolean>;
  /**
   * A row left handing goes back to waiting: the server did not take its mail, or nobody can say
   * (`unknown`: it is counted in the edition's `resent`).
   */
  putBack(id: number, email: string, unknown: boolean): Promise<void>;
  markSent(id: number, email: string, at: Date): Promise<void>;
  /** A temporary failure: waits until `nextAt` (or is cancelled with its edition). */
  markRetry(id: number, email: string, nextAt: Date, error: string): Promise<void>;
  /** The row fails for good; with `suppress` (a permanent refusal) the address receives nothing more. */
  markFailed(id: number, email: string, at: Date, error: string, suppress: boolean): Promise<void>;
  /** The earliest time a waiting row may be sent; undefined when none waits. */
  nextAttemptAt(id: number): Promise<Date | undefined>;
  /** Marks a sending edition sent when no row is waiting or being sent; answers whether none is. */
  finishIfDone(id: number, at: Date): Promise<boolean>;
}

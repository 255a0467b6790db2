/**
 * An edition's sending, kept in the database: the edition (its subject, HTML and text as sent)
 * and one row per recipient, so a crash at any moment leaves a record of what is left to do.
 * Both engines implement it (api/storage/newsletter-editions.ts, api/storage/postgres/newsletter-editions.ts).
 *
 * A recipient's row is waiting, sending (claimed by a sender), handing (its mail being handed to
 * the SMTP server), sent or failed. Only a row left handing by a process that died is uncertain:
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
}

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
  progress(id: number): Promise<EditionProgress | undefined>;
  /** Newest first. */
  history(limit: number): Promise<EditionProgress[]>;
  /** Editions not yet sent whose time is at or before `at`, oldest first. */
  due(at: Date): Promise<number[]>;
  /** The earliest time of an edition still scheduled. */
  nextSendAt(): Promise<Date | undefined>;
  /**
   * Marks the edition sending, and puts its rows claimed before `uncertainBefore` but never handed
   * over (a process died with them) back to waiting. Answers the rows left handing before then:
   * their mail may or may not be in the server's hands.
   */
  begin(id: number, uncertainBefore: Date): Promise<string[]>;
  /** Claims up to `limit` rows waiting whose time came, marks them sending, and answers them. */
  claim(id: number, at: Date, limit: number): Promise<Recipient[]>;
  /** The row's mail is about to be handed to the server: from here until marked, it is uncertain. */
  markHanding(id: number, email: string, at: Date): Promise<void>;
  /**
   * A row left handing goes back to waiting: the server did not take its mail, or nobody can say
   * (`unknown`: it is counted in the edition's `resent`).
   */
  putBack(id: number, email: string, unknown: boolean): Promise<void>;
  markSent(id: number, email: string, at: Date): Promise<void>;
  /** A temporary failure: waits until `nextAt`. */
  markRetry(id: number, email: string, nextAt: Date, error: string): Promise<void>;
  /** The row fails for good; with `suppress` (a permanent refusal) the address receives nothing more. */
  markFailed(id: number, email: string, at: Date, error: string, suppress: boolean): Promise<void>;
  /** The earliest time a waiting row may be sent; undefined when none waits. */
  nextAttemptAt(id: number): Promise<Date | undefined>;
  /** Marks the edition sent when no row is waiting or being sent; answers whether it is. */
  finishIfDone(id: number, at: Date): Promise<boolean>;
}

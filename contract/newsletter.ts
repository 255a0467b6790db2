/**
 * The editors' newsletter answers (`/api/admin/newsletter`), which the API sends and the desk
 * checks: counts and addresses by state, an edition's preview, and an edition's progress.
 */
import { z } from 'zod';

export const READER_STATES = ['pending', 'confirmed', 'unsubscribed', 'suppressed'] as const;
export type ReaderState = (typeof READER_STATES)[number];

export const readerCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
  suppressed: z.number().int(),
});
export type ReaderCounts = z.infer<typeof readerCountsSchema>;

export const readerRowSchema = z.object({
  email: z.string(),
  state: z.enum(READER_STATES),
  signedUpAt: z.string(),
  confirmedAt: z.string().optional(),
});
export type ReaderRow = z.infer<typeof readerRowSchema>;

export const readersResponseSchema = z.object({ counts: readerCountsSchema, readers: z.array(readerRowSchema) });

export const editionContentSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });

/**
 * A draft waits for the editors (a scheduled edition they cancelled); a paused edition waits for
 * them to resume it; `cancelled` is a sending they stopped: what was sent stays sent, the rest
 * never goes.
 */
export const EDITION_STATES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;

export const editionProgressSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  state: z.enum(EDITION_STATES),
  sendAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  finishedAt: z.string().optional(),
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Waiting or being sent: what is left. */
  waiting: z.number().int(),
  /** Readers whose copy was left uncertain by a process that died, and sent again (decisions/0028). */
  resent: z.number().int(),
  /** Readers never sent to because the sending was cancelled. */
  cancelled: z.number().int(),
  cancelledAt: z.string().optional(),
});
export type EditionProgress = z.infer<typeof editionProgressSchema>;

/** What an edition was composed from: the desk fills its form with it to edit the edition. */
export const editionSourceSchema = z.object({
  subject: z.string(),
  intro: z.string(),
  itemIds: z.array(z.string()).optional(),
  withoutIssue: z.boolean().optional(),
});
export type EditionSource = z.infer<typeof editionSourceSchema>;

export const editionResponseSchema = z.object({
  edition: editionProgressSchema,
  /** Only for one edition asked for by its id, when it was kept. */
  source: editionSourceSchema.optional(),
});
export const editionsResponseSchema = z.object({ editions: z.array(editionProgressSchema) });

/** What the desk sends to compose an edition (or change one). */
export interface EditionDraftBody {
  subject: string;
  intro: string;
  /** The stories in order; left out for those published since the last edition. */
  itemIds?: string[];
  withoutIssue?: boolean;
  /** ISO 8601; left out to send now (a change: to keep the edition's time, or leave a draft a draft). */
  sendAt?: string;
}

/**
 * The editors' newsletter, under `/api/admin/newsletter` (editor token or a signed-in editor):
 * - `GET /readers?state=&q=&limit=&offset=`: how many addresses stand in each state, and the
 *   addresses that match; `GET /readers.csv` the same as CSV, all of them.
 * - `POST /readers/forget` (`{email}`): removes an address on its owner's request, with its sends.
 * - `POST /readers/suppress` (`{email, reason}`): a complaint (a provider's feedback loop): nothing
 *   more is sent to the address. `POST /complaints`: the same from an abuse report mail as it came
 *   (RFC 5965 ARF, the raw message as the body); 400 when it is none or names no reader.
 * - `POST /preview`: the edition as it would be sent (`{subject, html, text}`), nothing stored.
 * - `POST /editions`: composes an edition and sends it now or at `sendAt`; 400 for a subject with a
 *   line break or stories that are not published, 413 over the size limit, 409 when no reader is
 *   confirmed. Nothing is stored or sent on any of them.
 * - `POST /test`: the edition, as composed, to the signed-in editor's own address.
 * - `PUT /editions/:id`: a draft or scheduled edition composed anew; with `sendAt` scheduled then
 *   (a draft too); 409 once it is sending. `POST /editions/:id/cancel`: a scheduled edition back to
 *   draft, nothing sent; a sending or paused one stopped, what was sent stays sent, the rest never
 *   goes. `POST /editions/:id/pause` and `/resume`: a sending edition held, and let go again.
 * - `GET /editions`: the history, newest first; `GET /editions/:id`: one edition's progress, and
 *   what it was composed from.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { requireEditor, type EditorEnv } from '../admin/editor-auth.ts';
import type { AccountAuth } from '../accounts/account-auth.ts';
import { jsonError } from '../http/errors.ts';
import { bodyRefused, readJsonBody } from '../http/json-body.ts';
import {
  composeEdition,
  draftProblem,
  EDITION_ERRORS,
  tooLarge,
  type EditionLinks,
} from '../newsletter/compose-edition.ts';
import { draftOf } from '../newsletter/edition-drafts.ts';
import type { EditionSending } from '../newsletter/edition-sending.ts';
import type { EditionChangeAnswer } from '../newsletter/edition-store.ts';
import { readComplaint } from '../newsletter/complaint-report.ts';
import { deliveryErrorOf } from '../newsletter/mailer.ts';
import { READER_STATES } from '../newsletter/newsletter-store.ts';
import { readersCsv } from '../newsletter/readers-csv.ts';
import type { MagazineStorage } from '../storage/storage.ts';

export const ADMIN_NEWSLETTER_ANSWERS = {
  noReaders: 'No reader has confirmed a subscription yet: the edition was not sent',
  missingStories: 'These stories are not published (or do not exist)',
  notFound: 'No such edition',
  tooLate: 'This edition is already sending or done: it can no longer be changed',
  cannotCancel: 'Only a scheduled, sending or paused edition can be cancelled',
  cannotPause: 'Only a sending edition can be paused',
  cannotResume: 'Only a paused edition can be resumed',
  badTime: 'sendAt must be a date and time (ISO 8601)',
  testNeedsEditor: 'A test goes to the signed-in editor: sign in on the desk to send one to yourself',
  noSmtp: 'No SMTP server is set (SMTP_URL): the newsletter cannot send',
  testFailed: 'The test could not be handed to the SMTP server',
  reportTooLarge: 'An abuse report over 1 MB is refused',
  noSecret: 'No NEWSLETTER_SECRET is set: reports cannot be read',
  badQuery: 'state must be pending, confirmed, unsubscribed or suppressed; limit 1 to 500; offset 0 or more',
} as const;

const readerQuerySchema = z.object({
  state: z.enum(READER_STATES).optional(),
  q: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
const forgetSchema = z.strictObject({ email: z.string().max(254) });
const suppressSchema = z.strictObject({ email: z.string().max(254), reason: z.string().min(1).max(500) });
/** The whole list: an export is not paged. */
const EXPORT_LIMIT = 10_000_000;

const draftSchema = z.strictObject({
  subject: z.string(),
  intro: z.string().default(''),
  itemIds: z.array(z.string()).max(50).optional(),
  withoutIssue: z.boolean().optional(),
  sendAt: z.string().optional(),
});

export interface AdminNewsletterOptions {
  db: MagazineStorage;
  editorToken: string | undefined;
  auth: AccountAuth | undefined;
  links: EditionLinks;
  /** Undefined without SMTP_URL: editions are kept and sent once a server is configured. */
  sending: EditionSending | undefined;
  /** Signs the readers' links: an abuse report's unsubscribe link names its reader by it. */
  secret: string | undefined;
  now: () => number;
}

export function adminNewsletterRoutes({ db, editorToken, auth, links, sending, secret, now }: AdminNewsletterOptions) {
  const routes = new Hono<EditorEnv>();
  routes.use('*', requireEditor(editorToken, auth));

  /** The composed edition, or the answer that refuses it. */
  async function compose(c: Context) {
    const body = await readJsonBody(c, draftSchema);
    if (!body.ok) return { refusal: bodyRefused(c, body) };
    const problem = draftProblem(body.value);
    if (problem) return { refusal: jsonError(c, 400, problem) };
    const { draft, missing } = await draftOf(db, body.value);
    if (missing.length > 0) {
      return { refusal: c.json({ error: `${ADMIN_NEWSLETTER_ANSWERS.missingStories}: ${missing.join(', ')}` }, 400) };
    }
    const content = await composeEdition(draft, links);
    if (tooLarge(content)) return { refusal: jsonError(c, 413, EDITION_ERRORS.tooLarge) };
    const { subject, intro, itemIds, withoutIssue } = body.value;
    const source = JSON.stringify({ subject, intro, itemIds, withoutIssue });
    return { content, source, sendAt: body.value.sendAt };
  }

  /** The edition named in the path, when the path names one (PostgreSQL refuses others as integers). */
  const editionId = (c: Context): number | undefined => {
    const id = c.req.param('id') ?? '';
    return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  };

  const readerQuery = (c: Context) => readerQuerySchema.safeParse(c.req.query());

  routes.get('/readers', async (c) => {
    const query = readerQuery(c);
    if (!query.success) return jsonError(c, 400, ADMIN_NEWSLETTER_ANSWERS.badQuery);
    const { state, q, limit, offset } = query.data;
    const readers = await db.newsletter.list({ state, query: q, limit, offset });
    return c.json({ counts: await db.newsletter.counts(), readers });
  });

  routes.get('/readers.csv', async (c) => {
    const query = readerQuery(c);
    if (!query.success) return jsonError(c, 400, ADMIN_NEWSLETTER_ANSWERS.badQuery);
    const readers = await db.newsletter.list({
      state: query.data.state,
      query: query.data.q,
      limit: EXPORT_LIMIT,
      offset: 0,
    });
    c.header('Content-Disposition', 'attachment; filename="subscribers.csv"');
    return c.body(readersCsv(readers), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });

  routes.post('/readers/suppress', async (c) => {
    const body = await readJsonBody(c, suppressSchema);
    if (!body.ok) return bodyRefused(c, body);
    const email = body.value.email.trim().toLowerCase();
    return c.json({ suppressed: await db.newsletter.suppress(email, new Date(now()), body.value.reason) });
  });

  routes.post(
    '/complaints',
    bodyLimit({ maxSize: 1024 * 1024, onError: (c) => jsonError(c, 413, ADMIN_NEWSLETTER_ANSWERS.reportTooLarge) }),
    async (c) => {
      if (!secret) return jsonError(c, 503, ADMIN_NEWSLETTER_ANSWERS.noSecret);
      const complaint = await readComplaint(Buffer.from(await c.req.arrayBuffer()), secret, now());
      if (!complaint.ok) return jsonError(c, 400, complaint.error);
      const reason = `complaint (${complaint.feedbackType})`;
      const suppressed = await db.newsletter.suppress(complaint.email, new Date(now()), reason);
      return c.json({ email: complaint.email, suppressed });
    },
  );

  routes.post('/readers/forget', async (c) => {
    const body = await readJsonBody(c, forgetSchema);
    if (!body.ok) return bodyRefused(c, body);
    return c.json({ removed: await db.newsletter.forget(body.value.email.trim().toLowerCase()) });
  });

  routes.post('/preview', async (c) => {
    const composed = await compose(c);
    return composed.refusal ?? c.json(composed.content);
  });

  routes.post('/editions', async (c) => {
    const composed = await compose(c);
    if (composed.refusal) return composed.refusal;
    const sendAt = composed.sendAt === undefined ? new Date(now()) : new Date(composed.sendAt);
    if (Number.isNaN(sendAt.getTime())) return jsonError(c, 400, ADMIN_NEWSLETTER_ANSWERS.badTime);
    const id = await db.newsletter.editions.create({
      ...composed.content,
      source: composed.source,
      sendAt,
      createdAt: new Date(now()),
      createdBy: c.get('editor').who,
    });
    if (id === undefined) return jsonError(c, 409, ADMIN_NEWSLETTER_ANSWERS.noReaders);
    sending?.runner.wake();
    return c.json({ edition: await db.newsletter.editions.progress(id) }, 201);
  });

  routes.post('/test', async (c) => {
    const editor = c.get('editor');
    if (editor.viaToken) return jsonError(c, 400, ADMIN_NEWSLETTER_ANSWERS.testNeedsEditor);
    if (!sending) return jsonError(c, 503, ADMIN_NEWSLETTER_ANSWERS.noSmtp);
    const composed = await compose(c);
    if (composed.refusal) return composed.refusal;
    try {
      await sending.sendTest(composed.content, editor.who);
    } catch (error) {
      return jsonError(c, 502, `${ADMIN_NEWSLETTER_ANSWERS.testFailed}: ${deliveryErrorOf(error).message}`);
    }
    return c.json({ sentTo: editor.who });
  });

  routes.get('/editions', async (c) => c.json({ editions: await db.newsletter.editions.history(100) }));

  routes.get('/editions/:id', async (c) => {
    const id = editionId(c);
    const edition = id === undefined ? undefined : await db.newsletter.editions.progress(id);
    if (!edition || id === undefined) return jsonError(c, 404, ADMIN_NEWSLETTER_ANSWERS.notFound);
    const source = await db.newsletter.editions.source(id);
    return c.json({ edition, ...(source ? { source: JSON.parse(source) as unknown } : {}) });
  });

  /** The answer to a change or a cancellation: the edition as it now stands, or why nothing changed. */
  async function changed(c: Context, id: number, answer: EditionChangeAnswer, refusal: string) {
    if (answer === 'missing') return jsonError(c, 404, ADMIN_NEWSLETTER_ANSWERS.notFound);
    if (answer === 'tooLate') return jsonError(c, 409, refusal);
    if (answer === 'noReaders') return jsonError(c, 409, ADMIN_NEWSLETTER_ANSWERS.noReaders);
    sending?.runner.wake();
    return c.json({ edition: await db.newsletter.editions.progress(id) });
  }

  routes.put('/editions/:id', async (c) => {
    const id = editionId(c);
    if (id === undefined) return jsonError(c, 404, ADMIN_NEWSLETTER_ANSWERS.notFound);
    const composed = await compose(c);
    if (composed.refusal) return composed.refusal;
    const sendAt = composed.sendAt === undefined ? undefined : new Date(composed.sendAt);
    if (sendAt && Number.isNaN(sendAt.getTime())) return jsonError(c, 400, ADMIN_NEWSLETTER_ANSWERS.badTime);
    const answer = await db.newsletter.editions.change(id, { ...composed.content, source: composed.source, sendAt });
    return changed(c, id, answer, ADMIN_NEWSLETTER_ANSWERS.tooLate);
  });

  routes.post('/editions/:id/cancel', async (c) => {
    const id = editionId(c);
    if (id === undefined) return jsonError(c, 404, ADMIN_NEWSLETTER_ANSWERS.notFound);
    const answer = await db.newsletter.editions.cancel(id, new Date(now()));
    return changed(c, id, answer, ADMIN_NEWSLETTER_ANSWERS.cannotCancel);
  });

  for (const [action, refusal] of [
    ['pause', ADMIN_NEWSLETTER_ANSWERS.cannotPause],
    ['resume', ADMIN_NEWSLETTER_ANSWERS.cannotResume],
  ] as const) {
    routes.post(`/editions/:id/${action}`, async (c) => {
      const id = editionId(c);
      if (id === undefined) return jsonError(c, 404, ADMIN_NEWSLETTER_ANSWERS.notFound);
      return changed(c, id, await db.newsletter.editions[action](id), refusal);
    });
  }

  return routes;
}

/** The editors' newsletter routes on a real database, sending to the real local mailbox. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testItem } from '../../tests/support/items.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { useTestMailbox } from '../../tests/support/test-mailbox.ts';
import { createApp } from '../app.ts';
import { abuseReport } from '../../tests/support/abuse-report.ts';
import { COMPLAINT_ERRORS } from '../newsletter/complaint-report.ts';
import { EDITION_ERRORS } from '../newsletter/compose-edition.ts';
import { editionMail } from '../newsletter/edition-mail.ts';
import { DEFAULT_SENDING } from '../newsletter/edition-sender.ts';
import type { StoredItem } from '../storage/db.ts';
import { ADMIN_NEWSLETTER_ANSWERS } from './admin-newsletter.ts';

const editorToken = 'n'.repeat(43);
const test = useTestMailbox();
let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    mailer: test.mailer,
    settings: {
      editorToken,
      newsletter: {
        smtpUrl: undefined,
        from: 'Serendib Luxe <newsletter@serendibluxe.lk>',
        secret: 's'.repeat(43),
        publicApiUrl: 'https://api.serendib.test/api',
        siteUrl: 'https://serendib.test',
        sending: { ...DEFAULT_SENDING, perSecond: 1000 },
      },
    },
  });
});
afterEach(() => magazine.cleanup());

const post = (path: string, body: unknown) =>
  app.request(`/api/admin/newsletter${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${editorToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = (path: string) =>
  app.request(`/api/admin/newsletter${path}`, { headers: { Authorization: `Bearer ${editorToken}` } });

async function confirmedReader(email: string): Promise<void> {
  await magazine.db.subscribers.add(email, new Date());
  await magazine.db.newsletter.confirm(email, new Date());
}

async function story(id: string, excerpt = 'A short walk.'): Promise<void> {
  await magazine.db.insertItem({ ...testItem({ id, excerpt }), createdAt: new Date().toISOString() } as StoredItem);
}

describe('/api/admin/newsletter', () => {
  it('refuses anyone without the editor token', async () => {
    expect((await app.request('/api/admin/newsletter/readers')).status).toBe(401);
  });

  it('sends an edition to every confirmed reader and reports its progress and history', async () => {
    await confirmedReader('one@example.com');
    await confirmedReader('two@example.com');
    await story('galle-fort');
    const created = await post('/editions', { subject: 'This week', intro: 'Dear readers,\n\nThe south awaits.' });
    expect(created.status).toBe(201);
    const { edition } = (await created.json()) as { edition: { id: number; recipients: number } };
    expect(edition.recipients).toBe(2);
    let progress: { state: string; sent: number } | undefined;
    while (progress?.state !== 'sent') {
      progress = ((await (await get(`/editions/${edition.id}`)).json()) as { edition: typeof progress }).edition;
      await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    }
    expect(progress.sent).toBe(2);
    const [copy] = test.mailbox.mailsTo('one@example.com');
    expect(copy?.subject).toBe('This week');
    expect(copy?.text).toContain('https://serendib.test/blogs/galle-fort');
    expect(copy?.html).toContain('The south awaits.');
    const history = (await (await get('/editions')).json()) as { editions: { id: number }[] };
    expect(history.editions.map((one) => one.id)).toEqual([edition.id]);
    expect(await (await get('/readers')).json()).toMatchObject({
      counts: { pending: 0, confirmed: 2, unsubscribed: 0, suppressed: 0 },
    });
  });

  it('changes a scheduled edition, takes it back to draft, and refuses a change once it is sent', async () => {
    await confirmedReader('one@example.com');
    await story('galle-fort');
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const created = await post('/editions', { subject: 'Draft', intro: 'Hi', sendAt: later });
    const { edition } = (await created.json()) as { edition: { id: number } };
    const put = (body: unknown) =>
      app.request(`/api/admin/newsletter/editions/${edition.id}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${editorToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const changed = await put({ subject: 'Final', intro: 'Dear readers', itemIds: ['galle-fort'], sendAt: later });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ edition: { state: 'scheduled', subject: 'Final', sendAt: later } });
    expect(await (await get(`/editions/${edition.id}`)).json()).toMatchObject({
      source: { subject: 'Final', intro: 'Dear readers', itemIds: ['galle-fort'] },
    });
    expect((await put({ subject: 'Bad\nline', intro: '' })).status).toBe(400);

    const cancelled = await post(`/editions/${edition.id}/cancel`, {});
    expect(await cancelled.json()).toMatchObject({ edition: { state: 'draft', recipients: 0 } });
    expect((await post(`/editions/${edition.id}/cancel`, {})).status).toBe(409);
    // Only a sending edition is paused, only a paused one resumed.
    const pause = await post(`/editions/${edition.id}/pause`, {});
    expect(pause.status).toBe(409);
    expect(await pause.json()).toEqual({ error: ADMIN_NEWSLETTER_ANSWERS.cannotPause });
    expect((await post(`/editions/${edition.id}/resume`, {})).status).toBe(409);
    expect((await post('/editions/12345/pause', {})).status).toBe(404);
    expect(test.mailbox.mails()).toEqual([]);

    // Scheduled for now from the draft: it goes, and is then too late to change.
    expect((await put({ subject: 'Final', intro: 'Now', sendAt: new Date().toISOString() })).status).toBe(200);
    while ((await magazine.db.newsletter.editions.progress(edition.id))?.state !== 'sent') {
      await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    }
    expect(test.mailbox.mailsTo('one@example.com').map((one) => one.subject)).toEqual(['Final']);
    const late = await put({ subject: 'Too late', intro: '' });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: ADMIN_NEWSLETTER_ANSWERS.tooLate });
    expect((await post('/editions/12345/cancel', {})).status).toBe(404);
    expect((await post('/editions/x/cancel', {})).status).toBe(404);
  });

  it('refuses a subject with a line break, and sends nothing', async () => {
    await confirmedReader('one@example.com');
    const refused = await post('/editions', { subject: 'Hello\r\nBcc: everyone@example.com', intro: '' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: EDITION_ERRORS.subjectLines });
    expect(await magazine.db.newsletter.editions.history(10)).toEqual([]);
  });

  it('refuses an edition with no confirmed reader, and keeps nothing', async () => {
    await magazine.db.subscribers.add('pending@example.com', new Date());
    const refused = await post('/editions', { subject: 'Hello', intro: '' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: ADMIN_NEWSLETTER_ANSWERS.noReaders });
    expect(await magazine.db.newsletter.editions.history(10)).toEqual([]);
  });

  it('refuses an edition over the size limit, and one with a story that is not published', async () => {
    await confirmedReader('one@example.com');
    const ids = Array.from({ length: 30 }, (_, n) => `long-${n}`);
    for (const id of ids) await story(id, 'x'.repeat(4000));
    const large = await post('/editions', { subject: 'Everything', intro: '', itemIds: ids });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: EDITION_ERRORS.tooLarge });
    const missing = await post('/editions', { subject: 'Hello', intro: '', itemIds: ['long-1', 'no-such-story'] });
    expect(missing.status).toBe(400);
    expect(await magazine.db.newsletter.editions.history(10)).toEqual([]);
    expect(test.mailbox.mails()).toEqual([]);
  });

  it('previews an edition as text and HTML without storing it', async () => {
    await story('kandy', '<script>alert(1)</script> & more');
    const preview = await post('/preview', { subject: 'Preview', intro: 'Hi <b>there</b>' });
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as { subject: string; html: string; text: string };
    expect(body.text).toContain('https://serendib.test/blogs/kandy');
    expect(body.html).toContain('max-width:600px');
    // Words are words: nothing an editor or a story holds becomes markup in the mail.
    expect(body.html).not.toContain('<script>');
    expect(body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(body.html).toContain('Hi &lt;b&gt;there&lt;/b&gt;');
    expect(await magazine.db.newsletter.editions.history(10)).toEqual([]);
  });

  it('lists readers by state and search, exports them as CSV, and forgets one on request', async () => {
    await confirmedReader('anna@example.com');
    await confirmedReader('=cmd@example.com');
    await magazine.db.subscribers.add('bob@example.org', new Date());
    const confirmed = (await (await get('/readers?state=confirmed')).json()) as { readers: { email: string }[] };
    expect(confirmed.readers.map((row) => row.email)).toEqual(['=cmd@example.com', 'anna@example.com']);
    const searched = (await (await get('/readers?q=EXAMPLE.ORG')).json()) as { readers: { email: string }[] };
    expect(searched.readers.map((row) => row.email)).toEqual(['bob@example.org']);
    expect((await get('/readers?q=_')).status).toBe(200);
    expect(((await (await get('/readers?q=_')).json()) as { readers: unknown[] }).readers).toEqual([]);
    expect((await get('/readers?state=everyone')).status).toBe(400);

    const csv = await get('/readers.csv');
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('"email","state","signed_up_at","confirmed_at"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"'=cmd@example.com","confirmed",/);

    await story('kandy');
    const created = (await (await post('/editions', { subject: 'Hi', intro: '' })).json()) as {
      edition: { id: number };
    };
    expect((await post('/readers/forget', { email: ' Anna@Example.com ' })).status).toBe(200);
    expect(await magazine.db.newsletter.stateOf('anna@example.com')).toBeUndefined();
    while (
      ((await (await get(`/editions/${created.edition.id}`)).json()) as { edition: { state: string } }).edition
        .state !== 'sent'
    ) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    }
    const edition = (
      (await (await get(`/editions/${created.edition.id}`)).json()) as { edition: { recipients: number } }
    ).edition;
    // Its row went with it: the edition counts one reader fewer, whether or not anna's copy had gone.
    expect(edition.recipients).toBe(1);
    expect(await (await post('/readers/forget', { email: 'anna@example.com' })).json()).toEqual({ removed: false });
    // A complaint from the provider: nothing more goes there.
    expect(await (await post('/readers/suppress', { email: 'bob@example.org', reason: 'complaint' })).json()).toEqual({
      suppressed: true,
    });
    expect(await magazine.db.newsletter.stateOf('bob@example.org')).toBe('suppressed');
  });

  it("suppresses the reader a provider's abuse report is about, found by their signed unsubscribe link", async () => {
    await confirmedReader('carol@example.com');
    await confirmedReader('dan@example.com');
    const copy = editionMail(1, { subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' }, 'carol@example.com', {
      secret: 's'.repeat(43),
      publicApiUrl: 'https://api.serendib.test/api',
      messageIdDomain: 'serendibluxe.lk',
    });
    const report = (body: Buffer | string) =>
      app.request('/api/admin/newsletter/complaints', {
        method: 'POST',
        headers: { Authorization: `Bearer ${editorToken}`, 'Content-Type': 'message/rfc822' },
        body: typeof body === 'string' ? body : new Uint8Array(body),
      });
    const answer = await report(await abuseReport(copy, { redactTo: true }));
    expect(await answer.json()).toEqual({ email: 'carol@example.com', suppressed: true });
    expect(await magazine.db.newsletter.stateOf('carol@example.com')).toBe('suppressed');
    expect(await magazine.db.newsletter.stateOf('dan@example.com')).toBe('confirmed');

    const refused = await report('Subject: hello\r\n\r\nNot a report\r\n');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: COMPLAINT_ERRORS.notReport });
    expect((await report(Buffer.alloc(1024 * 1024 + 1, 'a'))).status).toBe(413);
    const created = (await (await post('/editions', { subject: 'Next', intro: '' })).json()) as {
      edition: { recipients: number };
    };
    expect(created.edition.recipients).toBe(1);
  });
});

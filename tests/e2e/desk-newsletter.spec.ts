/**
 * An editor composes an edition on the desk, previews it, sends a test to themselves and then the
 * edition to every confirmed reader; the mails are read from the stack's local mailbox (a real
 * SMTP server), and the edition's progress is followed on the desk; a scheduled edition is edited,
 * taken back to draft and sent as changed.
 */
import { NEWSLETTER_DESK_TEXT } from '../../src/lib/desk/newsletter-text.ts';
import { uniqueEmail } from '../support/clients.ts';
import { expect, test } from '../support/desk.ts';
import { E2E_EDITOR } from '../support/e2e-stack.ts';
import { awaitMail, confirmedReader, mailsTo } from '../support/mailbox.ts';

test('an edition is previewed, tested and sent from the desk to a confirmed reader', async ({ editorPage: page }) => {
  const reader = uniqueEmail('edition-reader');
  await confirmedReader(reader);
  const subject = `The week in Serendib ${Date.now()}`;

  await page.goto('/desk#/newsletter');
  await expect(page.getByRole('heading', { name: NEWSLETTER_DESK_TEXT.heading })).toBeVisible();
  await page.getByRole('textbox', { name: NEWSLETTER_DESK_TEXT.subject }).fill(subject);
  await page.getByRole('textbox', { name: NEWSLETTER_DESK_TEXT.intro }).fill('Dear readers, the south coast awaits.');

  await page.getByRole('button', { name: NEWSLETTER_DESK_TEXT.preview, exact: true }).click();
  // The mail's hidden preview line holds the same words; the reader sees the introduction.
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.getByText('the south coast awaits').filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: NEWSLETTER_DESK_TEXT.widths.phone }).click();
  await expect(page.locator('iframe[title="Preview: Phone"]')).toHaveCSS('width', '375px');
  await page.getByRole('button', { name: NEWSLETTER_DESK_TEXT.widths.text }).click();
  await expect(page.locator('pre')).toContainText('Dear readers, the south coast awaits.');

  await page.getByRole('button', { name: NEWSLETTER_DESK_TEXT.sendTest }).click();
  await expect(
    page.getByRole('status').filter({ hasText: NEWSLETTER_DESK_TEXT.testSent(E2E_EDITOR.email) }),
  ).toBeVisible();
  await awaitMail(E2E_EDITOR.email, (mail) => mail.subject === `[Test] ${subject}`);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: NEWSLETTER_DESK_TEXT.sendNow }).click();
  await expect(page.getByRole('status').filter({ hasText: NEWSLETTER_DESK_TEXT.queued })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByRole('cell', { name: 'sent', exact: true })).toBeVisible();

  const copy = await awaitMail(reader, (mail) => mail.subject === subject);
  expect(copy.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(copy.headers['list-unsubscribe']).toMatch(/^<http:\/\/\S+\/api\/newsletter\/unsubscribe\?token=/);

  await page.getByRole('searchbox', { name: NEWSLETTER_DESK_TEXT.search }).fill(reader);
  await expect(page.getByRole('row').filter({ hasText: reader })).toContainText(NEWSLETTER_DESK_TEXT.states.confirmed);
});

test('a scheduled edition is edited, taken back to draft, and then sent as changed', async ({ editorPage: page }) => {
  const reader = uniqueEmail('changed-edition-reader');
  await confirmedReader(reader);
  const first = `Next week's edition ${Date.now()}`;
  const changed = `${first}, changed`;

  await page.goto('/desk#/newsletter');
  await page.getByRole('textbox', { name: NEWSLETTER_DESK_TEXT.subject }).fill(first);
  await page.getByRole('textbox', { name: NEWSLETTER_DESK_TEXT.intro }).fill('Dear readers,');
  // Tomorrow, in the browser's own time as the field takes it.
  const tomorrow = await page.evaluate(() => {
    const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await page.getByLabel(NEWSLETTER_DESK_TEXT.scheduleAt).fill(tomorrow);
  await page.getByRole('button', { name: NEWSLETTER_DESK_TEXT.schedule, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: NEWSLETTER_DESK_TEXT.scheduled })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: first });
  await expect(row.getByRole('cell', { name: 'scheduled', exact: true })).toBeVisible();

  await row.getByRole('button', { name: NEWSLETTER_DESK_TEXT.edit }).click();
  const form = page.getByRole('form', { name: NEWSLETTER_DESK_TEXT.editing });
  await expect(form.getByRole('textbox', { name: NEWSLETTER_DESK_TEXT.subject })).toHaveValue(first);
  await expect(form.getByRole('textbox', { name: NEWSLETTER_DESK_TEXT.intro })).toHaveValue('Dear readers,');
  await expect(form.getByLabel(NEWSLETTER_DESK_TEXT.scheduleAt)).toHaveValue(tomorrow);
  await form.getByRole('textbox', { name: NEWSLETTER_DESK_TEXT.subject }).fill(changed);
  await form.getByRole('button', { name: NEWSLETTER_DESK_TEXT.save }).click();
  await expect(page.getByRole('status').filter({ hasText: NEWSLETTER_DESK_TEXT.saved })).toBeVisible();
  const changedRow = page.getByRole('row').filter({ hasText: changed });
  await expect(changedRow.getByRole('cell', { name: 'scheduled', exact: true })).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await changedRow.getByRole('button', { name: NEWSLETTER_DESK_TEXT.cancel, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: NEWSLETTER_DESK_TEXT.backToDraft })).toBeVisible();
  await expect(changedRow.getByRole('cell', { name: 'draft', exact: true })).toBeVisible();
  expect((await mailsTo(reader)).filter((mail) => mail.subject.startsWith(first))).toEqual([]);

  await changedRow.getByRole('button', { name: NEWSLETTER_DESK_TEXT.edit }).click();
  await expect(form.getByLabel(NEWSLETTER_DESK_TEXT.scheduleAt)).toHaveValue('');
  page.once('dialog', (dialog) => void dialog.accept());
  await form.getByRole('button', { name: NEWSLETTER_DESK_TEXT.sendNow }).click();
  await expect(changedRow.getByRole('cell', { name: 'sent', exact: true })).toBeVisible();
  await awaitMail(reader, (mail) => mail.subject === changed);
  expect((await mailsTo(reader)).filter((mail) => mail.subject.startsWith(first)).map((mail) => mail.subject)).toEqual([
    changed,
  ]);
});

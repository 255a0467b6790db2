/**
 * An editor composes an edition on the desk, previews it, sends a test to themselves and then the
 * edition to every confirmed reader; the mails are read from the stack's local mailbox (a real
 * SMTP server), and the edition's progress is followed on the desk.
 */
import { NEWSLETTER_DESK_TEXT } from '../../src/lib/desk/newsletter-text.ts';
import { uniqueEmail } from '../support/clients.ts';
import { expect, test } from '../support/desk.ts';
import { E2E_EDITOR } from '../support/e2e-stack.ts';
import { awaitMail, confirmedReader } from '../support/mailbox.ts';

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

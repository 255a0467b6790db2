/**
 * A reader signs up, finds the confirmation mail in the stack's local mailbox (a real SMTP server
 * the API sent it to), opens its link in Chromium and confirms with the page's button; the link
 * alone confirms nothing, and no page shows the address.
 */
import { expect, test } from '@playwright/test';
import { LINK_PAGE_TEXT } from '../../api/newsletter/link-pages.ts';
import { SUBSCRIPTION_MESSAGES } from '../../src/lib/api/messages.ts';
import { actAsClient, uniqueEmail, whenReady } from '../support/clients.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { confirmationLink } from '../support/mailbox.ts';

test('a sign-up is confirmed from the mail it sends, on the button of the page its link opens', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await actAsClient(page);
  const email = uniqueEmail('confirm');
  await page.goto('/newsletter');
  const island = page.locator('.newsletter-hero');
  const submit = island.getByRole('button', { name: 'Subscribe' });
  await whenReady(island, submit);
  await island.getByRole('textbox', { name: 'Email address' }).fill(email);
  await submit.click();
  await expect(page.getByText(SUBSCRIPTION_MESSAGES.confirmFromInbox)).toBeVisible();

  const link = await confirmationLink(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: LINK_PAGE_TEXT.confirmTitle })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(email);

  await page.getByRole('button', { name: LINK_PAGE_TEXT.confirmButton }).click();
  await expect(page.getByRole('heading', { name: LINK_PAGE_TEXT.confirmedTitle })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(email);
  expect(errors).toEqual([]);
});

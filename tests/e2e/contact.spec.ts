import { expect, test, type Locator, type Page } from '@playwright/test';
import { SINK_TEST_DOMAINS } from '../../api/routes/mail-sink.ts';
import { CONTACT_REPLY_PROMISE, SITE } from '../../src/config/site.ts';
import { CONTACT_MESSAGES } from '../../src/lib/api/messages.ts';
import { LOCAL_EMAILJS } from '../../contract/local-defaults.ts';
import { VALIDATION_MESSAGES } from '../../src/lib/forms/validation.ts';
import { axeViolations } from '../support/axe.ts';
import { actAsClient, mailsInvolving, uniqueEmail } from '../support/clients.ts';
import { E2E_API_URL } from '../support/e2e-stack.ts';
import { holdScripts } from '../support/held-scripts.ts';

const SINK_URL = `${new URL(E2E_API_URL).origin}/api/v1.0/email/send`;

/** The form on /contact, whether its island has woken or not. */
function contactForm(page: Page) {
  return {
    fullName: page.getByRole('textbox', { name: 'Full name' }),
    email: page.getByRole('textbox', { name: 'Email' }),
    message: page.getByRole('textbox', { name: 'Message' }),
    send: page.getByRole('button', { name: 'Send Message' }),
    alert: page.locator('.contact-form').getByRole('alert'),
  };
}

async function openForm(page: Page) {
  await page.goto('/contact');
  const form = contactForm(page);
  await expect(form.send).toBeEnabled();
  return form;
}

/**
 * Fills the form and sends it. The sink limits mails per client, so a test that reaches it plays a
 * client of its own first (`actAsClient`); one that answers for the mail service itself does not.
 */
async function fillAndSend(page: Page, fullName: string, email: string, message: string) {
  const form = await openForm(page);
  await form.fullName.fill(fullName);
  await form.email.fill(email);
  await form.message.fill(message);
  await form.send.click();
  return form;
}

test.describe('contact form', () => {
  test('shows the form rules and sends nothing until they are met', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url() === SINK_URL) sent.push(request.method());
    });
    const form = await openForm(page);
    await form.send.click();
    await expect(page.getByText(VALIDATION_MESSAGES.contactNameRequired)).toBeVisible();
    await expect(page.getByText('Please enter your email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter your message')).toBeVisible();
    await expect(form.fullName).toBeFocused();
    await form.fullName.fill('Ama Perera');
    await form.email.fill('ama.example.com');
    await form.message.fill('Hello');
    await form.send.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await form.email.fill('ama@example.com');
    const long = 'x'.repeat(2001);
    await form.message.fill(long);
    await form.send.click();
    await expect(page.getByText(VALIDATION_MESSAGES.contactMessageTooLong)).toBeVisible();
    await expect(form.message).toBeFocused();
    await expect(form.message).toHaveValue(long);
    expect(sent).toEqual([]);
  });

  test('a message reaches the sink as exactly two mails, then the thank-you screen', async ({ page }) => {
    await actAsClient(page);
    const sender = uniqueEmail('ama');
    await fillAndSend(page, 'Ama Perera', sender, 'May we photograph your gem studio in Ratnapura?');
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeFocused();
    await expect(page.getByText(`will reply within ${CONTACT_REPLY_PROMISE}.`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const mails = await mailsInvolving(sender);
    expect(mails).toHaveLength(2);
    const [notification, autoReply] = mails;
    expect(notification?.serviceId).toBe(LOCAL_EMAILJS.serviceId);
    expect(notification?.templateId).toBe(LOCAL_EMAILJS.notificationTemplateId);
    // The recipients are the templates' own: the editors' address, and the sender's.
    expect(notification?.to).toBe(SITE.adminEmail);
    expect(notification?.params).toEqual({
      from_name: 'Ama Perera',
      from_email: sender,
      message: 'May we photograph your gem studio in Ratnapura?',
      sent_time: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/),
    });
    expect(autoReply?.templateId).toBe(LOCAL_EMAILJS.autoReplyTemplateId);
    expect(autoReply?.to).toBe(sender);
    // Nothing the visitor typed goes to that address but the address itself.
    expect(autoReply?.params).toEqual({ to_email: sender });

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('a failed send keeps everything typed and says what happened; a failing auto-reply still thanks', async ({
    page,
  }) => {
    // The sink refuses senders at its test domain for real: nothing is mocked in this first step.
    await actAsClient(page);
    const refused = uniqueEmail('refused', SINK_TEST_DOMAINS.refusedSender);
    const form = await fillAndSend(page, 'Nadia Silva', refused, 'Please keep every word of this.');

    await test.step('a failing notification shows the error and keeps everything typed', async () => {
      await expect(form.alert).toHaveText(CONTACT_MESSAGES.failed);
      await expect(form.fullName).toHaveValue('Nadia Silva');
      await expect(form.email).toHaveValue(refused);
      await expect(form.message).toHaveValue('Please keep every word of this.');
      await expect(form.send).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      expect(await mailsInvolving(refused)).toEqual([]);
    });

    for (const [status, message] of [
      [451, CONTACT_MESSAGES.headless],
      [403, CONTACT_MESSAGES.blocked],
      [429, CONTACT_MESSAGES.throttled],
    ] as const) {
      await test.step(`the mail service's ${status} gets a message that says what happened`, async () => {
        // The edge of the machine: the browser is answered as EmailJS answers, which the sink never does.
        await page.route(SINK_URL, (route) =>
          route.fulfill({ status, body: 'refused', headers: { 'Access-Control-Allow-Origin': '*' } }),
        );
        await form.send.click();
        await expect(form.alert).toHaveText(message);
        await expect(form.message).toHaveValue('Please keep every word of this.');
        await page.unroute(SINK_URL);
      });
    }

    await test.step('a failing auto-reply still shows the thank-you', async () => {
      // Mail to the sink's bounce domain fails for real; the notification to the editors goes through.
      const bouncing = uniqueEmail('bouncing', SINK_TEST_DOMAINS.bounces);
      await form.email.fill(bouncing);
      await form.send.click();
      await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
      const mails = await mailsInvolving(bouncing);
      expect(mails.map((mail) => mail.templateId)).toEqual([LOCAL_EMAILJS.notificationTemplateId]);
    });
  });
});

/** Fills a field as a browser's autofill does: no key, pointer or focus event reaches the page. */
async function autofill(field: Locator, value: string): Promise<void> {
  await field.evaluate((element: HTMLInputElement | HTMLTextAreaElement, text) => {
    element.value = text;
  }, value);
}

test.describe('a message sent before the form has woken', () => {
  // The form's own code is held back on the network, as a slow phone network holds it, so the
  // submit lands before the island wakes however fast the machine.
  const ways: Record<string, (form: ReturnType<typeof contactForm>) => Promise<void>> = {
    'Enter pressed in the filled-in form': (form) => form.email.press('Enter'),
    'a submit the page receives before any interaction': (form) =>
      form.email.evaluate((input: HTMLInputElement) => input.form?.requestSubmit()),
  };
  for (const [way, submit] of Object.entries(ways)) {
    test(`${way} sends the two mails, then the thank-you screen`, async ({ page }) => {
      await actAsClient(page);
      const scripts = await holdScripts(page, /\/_astro\/ContactForm\.[^/]*\.js/);
      await page.goto('/contact', { waitUntil: 'domcontentloaded' });
      const form = contactForm(page);
      const sender = uniqueEmail('early');
      await autofill(form.fullName, 'Ama Perera');
      await autofill(form.email, sender);
      await autofill(form.message, 'Sent before the page had woken.');
      await submit(form);
      // The held submit woke the island, whose code waits on the network.
      await expect.poll(scripts.waiting).toBeGreaterThan(0);
      // Held, not sent by the browser: the page stays, the island still asleep.
      await expect(page.locator('astro-island:has(.contact-form)')).toHaveAttribute('ssr');
      expect(new URL(page.url()).pathname).toBe('/contact');
      expect(new URL(page.url()).search).toBe('');
      await scripts.release();
      await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeFocused();
      const mails = await mailsInvolving(sender);
      expect(mails.map((mail) => mail.templateId)).toEqual([
        LOCAL_EMAILJS.notificationTemplateId,
        LOCAL_EMAILJS.autoReplyTemplateId,
      ]);
      expect(mails[0]?.params).toMatchObject({
        from_name: 'Ama Perera',
        from_email: sender,
        message: 'Sent before the page had woken.',
      });
    });
  }
});

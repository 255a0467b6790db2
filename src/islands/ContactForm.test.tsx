import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serversForEachTest } from '../../tests/support/test-servers.ts';
import { holdSubmits } from '../lib/browser/held-submit.ts';
import { contactMailSettings } from '../lib/api/contact-mail-settings.ts';
import { CONTACT_MESSAGES } from '../lib/api/messages.ts';
import { ContactForm, CONTACT_TEXT } from './ContactForm.tsx';

/**
 * The real @emailjs/browser sends to the real API's mail sink on a free port; a plain server plays
 * the mail service for the answers the sink never gives (451, 403, 429). Nothing is mocked.
 */
const servers = serversForEachTest();

afterEach(cleanup);

function renderForm(origin: string): void {
  render(<ContactForm mail={{ ...contactMailSettings(), origin }} />);
}

const nameBox = () => screen.getByRole('textbox', { name: CONTACT_TEXT.fullName });
const emailBox = () => screen.getByRole('textbox', { name: CONTACT_TEXT.email });
const messageBox = () => screen.getByRole('textbox', { name: CONTACT_TEXT.message });
const sendButton = () => screen.getByRole('button', { name: CONTACT_TEXT.send });
const values = () => [nameBox(), emailBox(), messageBox()].map((box) => (box as HTMLInputElement).value);

async function fill(fullName: string, email: string, message: string): Promise<void> {
  const user = userEvent.setup();
  if (fullName) await user.type(nameBox(), fullName);
  if (email) await user.type(emailBox(), email);
  if (message) await user.type(messageBox(), message);
}

describe('ContactForm', () => {
  it('shows the rule of each empty field, focuses the first, and sends nothing', async () => {
    const api = await servers.api();
    renderForm(api.origin);
    await userEvent.click(sendButton());
    expect(screen.getByText('Please enter your full name')).toBeTruthy();
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please enter your message')).toBeTruthy();
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(nameBox().getAttribute('aria-describedby')).toBe('contact-fullName-error');
    expect(document.activeElement).toBe(nameBox());
    expect(await api.db.mails.list()).toEqual([]);
  });

  it('asks for a valid address, and clears a field’s message once it is edited', async () => {
    const api = await servers.api();
    renderForm(api.origin);
    await fill('Ama Perera', 'ama.example.com', 'Hello');
    await userEvent.click(sendButton());
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(emailBox());
    expect(screen.queryByText('Please enter your full name')).toBeNull();
    await userEvent.type(emailBox(), 'x');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(await api.db.mails.list()).toEqual([]);
  });

  it('sends the notification and the auto-reply, then thanks the visitor and promises a reply', async () => {
    const api = await servers.api();
    renderForm(api.origin);
    await fill('Ama Perera', 'ama@example.com', 'May we visit your gem studio?');
    await userEvent.click(sendButton());
    const heading = await screen.findByRole('heading', { name: CONTACT_TEXT.thankYouTitle });
    // Focus moves in an effect after the thank-you view is painted.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/will reply within 24-48 hours\./)).toBeTruthy();
    const mails = await api.db.mails.list();
    expect(mails.map((mail) => mail.to)).toEqual(['editors@serendibluxe.lk', 'ama@example.com']);
    expect(mails[0]?.params).toMatchObject({
      from_name: 'Ama Perera',
      from_email: 'ama@example.com',
      message: 'May we visit your gem studio?',
    });
    expect(mails[1]?.params).toEqual({ to_email: 'ama@example.com' });

    await userEvent.click(screen.getByRole('button', { name: CONTACT_TEXT.another }));
    expect(values()).toEqual(['', '', '']);
    expect(document.activeElement).toBe(nameBox());
  });

  it('asks for a shorter message past the limit, keeps the text and sends nothing', async () => {
    const api = await servers.api();
    renderForm(api.origin);
    const user = userEvent.setup();
    const long = 'x'.repeat(2001);
    await fill('Ama Perera', 'ama@example.com', '');
    await user.click(messageBox());
    await user.paste(long);
    await user.click(sendButton());
    expect(screen.getByText('Please keep your message to 2,000 characters or fewer')).toBeTruthy();
    expect(document.activeElement).toBe(messageBox());
    expect(values()).toEqual(['Ama Perera', 'ama@example.com', long]);
    expect(await api.db.mails.list()).toEqual([]);
  });

  it('asks for a shorter name past the limit', async () => {
    const api = await servers.api();
    renderForm(api.origin);
    const user = userEvent.setup();
    await user.click(nameBox());
    await user.paste('x'.repeat(101));
    await fill('', 'ama@example.com', 'Hello');
    await user.click(sendButton());
    expect(screen.getByText('Please keep your full name to 100 characters or fewer')).toBeTruthy();
    expect(document.activeElement).toBe(nameBox());
    expect(await api.db.mails.list()).toEqual([]);
  });

  it('shows the sending state while the mail service works', async () => {
    const other = await servers.answering({
      answer: { status: 200, body: 'OK', contentType: 'text/plain' },
      hold: true,
    });
    renderForm(other.origin);
    await fill('Ama Perera', 'ama@example.com', 'Hello');
    await userEvent.click(sendButton());
    const button = await screen.findByRole('button', { name: CONTACT_TEXT.sending });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    other.release();
    await screen.findByRole('heading', { name: CONTACT_TEXT.thankYouTitle });
  });

  it('keeps everything typed and shows the general failure message when the notification fails', async () => {
    const api = await servers.api();
    renderForm(api.origin);
    await fill('Ama Perera', 'ama@refused.invalid', 'Please keep this text');
    await userEvent.click(sendButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CONTACT_MESSAGES.failed));
    expect(CONTACT_MESSAGES.failed).toBe(
      'Sorry, there was an error sending your message. Please try again or contact us directly.',
    );
    expect(values()).toEqual(['Ama Perera', 'ama@refused.invalid', 'Please keep this text']);
    expect(sendButton()).toBeTruthy();
    expect(await api.db.mails.list()).toEqual([]);
  });

  it('still thanks the visitor when only the auto-reply fails', async () => {
    const api = await servers.api();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderForm(api.origin);
    await fill('Ama Perera', 'ama@bounce.invalid', 'Hello');
    await userEvent.click(sendButton());
    await screen.findByRole('heading', { name: CONTACT_TEXT.thankYouTitle });
    expect((await api.db.mails.list()).map((mail) => mail.to)).toEqual(['editors@serendibluxe.lk']);
    expect(warned).toHaveBeenCalledOnce();
  });

  for (const [status, message] of [
    [451, CONTACT_MESSAGES.headless],
    [403, CONTACT_MESSAGES.blocked],
    [429, CONTACT_MESSAGES.throttled],
  ] as const) {
    it(`says what happened when the mail service answers ${status}, keeping the text`, async () => {
      const other = await servers.answering({ answer: { status, body: 'refused', contentType: 'text/plain' } });
      renderForm(other.origin);
      await fill('Ama Perera', 'ama@example.com', 'Hello');
      await userEvent.click(sendButton());
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(values()).toEqual(['Ama Perera', 'ama@example.com', 'Hello']);
      expect(other.received).toHaveLength(1);
    });
  }
});

describe('ContactForm, submitted before the island woke', () => {
  /**
   * The page as built, with client:interaction holding submits; the fields are filled in as autofill does
   * (no key or input event) and the form is submitted, then the island is hydrated onto it.
   */
  function submitBeforeWaking(origin: string, filled: Partial<Record<'fullName' | 'email' | 'message', string>>) {
    const mail = { ...contactMailSettings(), origin };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm mail={mail} />);
    document.body.append(container);
    holdSubmits(container, () => undefined);
    for (const [name, value] of Object.entries(filled)) {
      (container.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement).value = value;
    }
    container.querySelector('form')?.requestSubmit();
    return () => render(<ContactForm mail={mail} />, { container, hydrate: true });
  }

  it('sends both mails, once it runs, with what was filled in, then thanks the visitor', async () => {
    const api = await servers.api();
    const hydrate = submitBeforeWaking(api.origin, {
      fullName: 'Ama Perera',
      email: 'ama@example.com',
      message: 'Filled in before the page woke',
    });
    expect(await api.db.mails.list()).toEqual([]);

    hydrate();
    await screen.findByRole('heading', { name: CONTACT_TEXT.thankYouTitle });
    const mails = await api.db.mails.list();
    expect(mails.map((mail) => mail.to)).toEqual(['editors@serendibluxe.lk', 'ama@example.com']);
    expect(mails[0]?.params).toMatchObject({
      from_name: 'Ama Perera',
      from_email: 'ama@example.com',
      message: 'Filled in before the page woke',
    });
  });

  it('shows the rules, once it runs, and keeps what was filled in', async () => {
    const api = await servers.api();
    const hydrate = submitBeforeWaking(api.origin, { fullName: 'Ama Perera', email: 'ama@example.com' });
    hydrate();
    await screen.findByText('Please enter your message');
    expect(document.activeElement).toBe(messageBox());
    expect(values()).toEqual(['Ama Perera', 'ama@example.com', '']);
    expect(await api.db.mails.list()).toEqual([]);
  });
});

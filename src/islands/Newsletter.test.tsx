import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_ANSWERS } from '../../contract/api-messages.ts';
import type { ServedApi } from '../../tests/support/serve-api.ts';
import { deadOrigin, type Answer, type AnsweringServer } from '../../tests/support/answering-server.ts';
import { serversForEachTest } from '../../tests/support/test-servers.ts';
import { holdSubmits } from '../lib/browser/held-submit.ts';
import { Newsletter, NEWSLETTER_TEXT } from './Newsletter.tsx';

/**
 * The island talks to the real API app on a free port (PUBLIC_API_URL points at it); a plain
 * server stands in for answers the local API never gives. Nothing inside the browser is mocked.
 */
const servers = serversForEachTest();
let api: ServedApi | undefined;

afterEach(() => {
  cleanup();
  api = undefined;
  vi.unstubAllEnvs();
});

async function withApi(settings?: Parameters<typeof servers.api>[0]): Promise<ServedApi> {
  api = await servers.api(settings);
  vi.stubEnv('PUBLIC_API_URL', api.apiUrl);
  return api;
}

async function withServer(answer: Answer, hold = false): Promise<AnsweringServer> {
  const other = await servers.answering({ answer, hold });
  vi.stubEnv('PUBLIC_API_URL', other.base);
  return other;
}

async function signUp(email: string): Promise<void> {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByRole('textbox', { name: NEWSLETTER_TEXT.label }), email);
  await user.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit }));
}

const status = () => screen.getByRole('status');
const stored = async () => (await api?.db.subscribers.list())?.map((row) => row.email);

describe('Newsletter on the home and about pages', () => {
  it('asks for an address when the field is empty and sends nothing', async () => {
    const server = await withServer({ status: 200, body: '{"added":true}' });
    render(<Newsletter variant="section" />);
    await signUp('');
    expect(status().textContent).toBe('Please enter your email.');
    expect(status().className).toContain('form-status--error');
    const input = screen.getByRole('textbox', { name: NEWSLETTER_TEXT.label });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    await signUp('   ');
    expect(status().textContent).toBe('Please enter your email.');
    expect(server.received).toEqual([]);
  });

  it('has an e-mail input', () => {
    render(<Newsletter variant="section" />);
    expect(screen.getByRole('textbox', { name: NEWSLETTER_TEXT.label }).getAttribute('type')).toBe('email');
  });

  it('subscribes, says so with the curly apostrophe, and replaces the form', async () => {
    await withApi();
    const { container } = render(<Newsletter variant="section" />);
    await signUp('  Reader@Example.com ');
    await waitFor(() => expect(status().textContent).toBe('You\u2019re subscribed successfully!'));
    expect(status().className).toContain('form-status--success');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(container.querySelector('[data-phase]')?.getAttribute('data-phase')).toBe('subscribed');
    expect(screen.getByText(NEWSLETTER_TEXT.confirmFromInbox)).toBeTruthy();
    expect(await stored()).toEqual(['reader@example.com']);
  });

  it('shows the submitting state while it waits', async () => {
    const server = await withServer({ status: 201, body: '{"added":true}' }, true);
    const { container } = render(<Newsletter variant="section" />);
    await signUp('reader@example.com');
    const button = screen.getByRole('button', { name: NEWSLETTER_TEXT.submitting });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector('[data-phase]')?.getAttribute('data-phase')).toBe('submitting');
    server.release();
    await waitFor(() => expect(status().textContent).toBe('You’re subscribed successfully!'));
  });

  it('tells an address already subscribed so, as information, and keeps the form', async () => {
    const served = await withApi();
    await served.db.subscribers.add('known@example.com', new Date());
    render(<Newsletter variant="section" />);
    await signUp('known@example.com');
    await waitFor(() => expect(status().textContent).toBe('Email already subscribed.'));
    expect(status().className).toContain('form-status--info');
    expect((screen.getByRole('textbox', { name: NEWSLETTER_TEXT.label }) as HTMLInputElement).value).toBe(
      'known@example.com',
    );
  });

  it('shows the message the server sends with added: false', async () => {
    await withServer({ status: 200, body: JSON.stringify({ added: false, message: 'Already on our list' }) });
    render(<Newsletter variant="section" />);
    await signUp('known@example.com');
    await waitFor(() => expect(status().textContent).toBe('Already on our list'));
  });

  it('shows the API’s error text: an address it refuses, and its rate limit', async () => {
    await withApi({ signupLimitPerMinute: 2 });
    render(<Newsletter variant="section" />);
    await signUp('reader@localhost');
    await waitFor(() => expect(status().textContent).toBe(NEWSLETTER_ANSWERS.invalid));
    expect(status().className).toContain('form-status--error');
    const input = screen.getByRole('textbox', { name: NEWSLETTER_TEXT.label });
    await userEvent.clear(input);
    await signUp('second@example.com');
    await waitFor(() => expect(status().textContent).toBe('You’re subscribed successfully!'));
    cleanup();
    render(<Newsletter variant="section" />);
    await signUp('third@example.com');
    await waitFor(() => expect(status().textContent).toBe(NEWSLETTER_ANSWERS.tooMany));
    expect(await stored()).toEqual(['second@example.com']);
  });

  it('says "Subscription failed" when the server fails without an error text', async () => {
    await withServer({ status: 503, body: '' });
    render(<Newsletter variant="section" />);
    await signUp('reader@example.com');
    await waitFor(() => expect(status().textContent).toBe('Subscription failed'));
  });

  it('reports a network error with its detail when nothing answers', async () => {
    vi.stubEnv('PUBLIC_API_URL', `${await deadOrigin()}/api`);
    render(<Newsletter variant="section" />);
    await signUp('reader@example.com');
    await waitFor(() => expect(status().textContent).toBe('Network error, please try again later (fetch failed)'));
    expect(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit })).toBeTruthy();
  });

  it('sends a filled honeypot, so a bot is told it subscribed while nothing is stored', async () => {
    await withApi();
    const { container } = render(<Newsletter variant="section" />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.type(honeypot as HTMLInputElement, 'http://spam.example');
    await signUp('bot@example.com');
    await waitFor(() => expect(status().textContent).toBe('You’re subscribed successfully!'));
    expect(await stored()).toEqual([]);
  });
});

describe('Newsletter on the /newsletter page', () => {
  it('shows the thank-you view with the page’s straight apostrophe', async () => {
    await withApi();
    render(<Newsletter variant="page" />);
    await signUp('page@example.com');
    const heading = await screen.findByRole('heading', { name: NEWSLETTER_TEXT.thankYouTitle });
    // Focus moves in an effect after the thank-you view is painted.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(status().textContent).toBe("You're subscribed successfully!");
    expect(screen.getByText(NEWSLETTER_TEXT.confirmFromInbox)).toBeTruthy();
    expect(screen.getByRole('link', { name: NEWSLETTER_TEXT.thankYouLink }).getAttribute('href')).toBe('/blogs');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('stays on the form with the message when the address is already subscribed', async () => {
    const served = await withApi();
    await served.db.subscribers.add('page@example.com', new Date());
    render(<Newsletter variant="page" />);
    await signUp('page@example.com');
    await waitFor(() => expect(status().textContent).toBe('Email already subscribed.'));
    expect(screen.queryByRole('heading', { name: NEWSLETTER_TEXT.thankYouTitle })).toBeNull();
  });
});

describe('Newsletter, submitted before the island woke', () => {
  it('subscribes, once it runs, with the address the browser filled in', async () => {
    await withApi();
    // The page as built, with the client directive holding submits, then the island hydrated onto it.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Newsletter variant="section" />);
    document.body.append(container);
    holdSubmits(container, () => undefined);
    const input = container.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
    // As autofill does: the value changes without a key or input event.
    input.value = 'early@example.com';
    container.querySelector('form')?.requestSubmit();
    expect(await stored()).toEqual([]);

    render(<Newsletter variant="section" />, { container, hydrate: true });
    await waitFor(() => expect(status().textContent).toBe('You’re subscribed successfully!'));
    expect(await stored()).toEqual(['early@example.com']);
  });

  it('keeps an address filled in before it woke when the reader submits later', async () => {
    await withApi();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Newsletter variant="section" />);
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
    input.value = 'later@example.com';
    render(<Newsletter variant="section" />, { container, hydrate: true });
    expect(await stored()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit }));
    await waitFor(() => expect(status().textContent).toBe('You’re subscribed successfully!'));
    expect(await stored()).toEqual(['later@example.com']);
  });
});

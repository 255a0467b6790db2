import { describe, expect, it } from 'vitest';
import { deadOrigin } from '../../../tests/support/answering-server.ts';
import { serversForEachTest } from '../../../tests/support/test-servers.ts';
import { NEWSLETTER_ANSWERS } from '../../../contract/api-messages.ts';
import { subscribe } from './subscribe.ts';

/** The real API app on a port for the answers it gives; a plain server for answers it never gives. */
const servers = serversForEachTest();

describe('subscribe', () => {
  it('is added the first time and told it exists the second, against the real API', async () => {
    const api = await servers.api();
    const options = { base: api.apiUrl };
    expect(await subscribe('Reader@Example.com', options)).toEqual({
      kind: 'added',
      message: NEWSLETTER_ANSWERS.added,
    });
    expect(await subscribe('reader@example.com', options)).toEqual({ kind: 'exists', message: undefined });
    expect((await api.db.subscribers.list()).map((row) => row.email)).toEqual(['reader@example.com']);
  });

  it('sends the honeypot, which the API accepts and stores nowhere', async () => {
    const api = await servers.api();
    expect(await subscribe('bot@example.com', { base: api.apiUrl, honeypot: 'spam' })).toMatchObject({ kind: 'added' });
    expect(await api.db.subscribers.list()).toEqual([]);
  });

  it('passes on the API’s error text, the rate limit included', async () => {
    const api = await servers.api({ signupLimitPerMinute: 1 });
    const options = { base: api.apiUrl };
    expect(await subscribe('reader@localhost', options)).toEqual({
      kind: 'rejected',
      status: 400,
      error: NEWSLETTER_ANSWERS.invalid,
    });
    const limited = await subscribe('second@example.com', options);
    expect(limited).toMatchObject({ kind: 'rejected', status: 429 });
    expect(limited.kind === 'rejected' && limited.error).toBe(NEWSLETTER_ANSWERS.tooMany);
  });

  it('keeps a message sent with added: false', async () => {
    const other = await servers.answering({
      paths: { '/emails': { status: 200, body: { added: false, message: 'On the list' } } },
    });
    expect(await subscribe('a@example.com', { base: other.base })).toEqual({
      kind: 'exists',
      message: 'On the list',
    });
    expect(other.received).toEqual([{ email: 'a@example.com', website: '' }]);
    expect(other.hits('/emails')).toBe(1);
  });

  it('is rejected without an error text when the server fails without one, or answers nonsense', async () => {
    const failing = await servers.answering({
      answer: { status: 500, body: '<h1>Bad gateway</h1>', contentType: 'text/html' },
    });
    expect(await subscribe('a@example.com', { base: failing.base })).toEqual({
      kind: 'rejected',
      status: 500,
      error: undefined,
    });
    const nonsense = await servers.answering({ answer: { status: 200, body: { ok: true } } });
    expect(await subscribe('a@example.com', { base: nonsense.base })).toMatchObject({ kind: 'rejected' });
  });

  it('is unreachable, with the reason, when nothing answers', async () => {
    const outcome = await subscribe('a@example.com', { base: `${await deadOrigin()}/api` });
    expect(outcome.kind).toBe('unreachable');
    expect(outcome.kind === 'unreachable' && outcome.detail).toBe('fetch failed');
  });
});

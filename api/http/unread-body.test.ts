/**
 * Refusals over a real socket while the client is still sending: each answer must reach the client
 * whole, after the body, however slowly the body comes (the server used to cut the connection half
 * a second after answering).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_EMAILJS } from '../../contract/local-defaults.ts';
import { createApp } from '../app.ts';
import { SINK_ANSWERS } from '../routes/mail-sink.ts';
import { readSettings } from '../settings.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';
import { BODY_ERRORS } from './json-body.ts';
import { apiRequestListener } from './node-listener.ts';
import { DRAIN_LIMIT_BYTES } from './unread-body.ts';

let magazine: TempMagazine;
let server: Server;
let origin: string;

beforeAll(async () => {
  magazine = await openTempMagazine();
  const mailSink = { ...readSettings({}).mailSink, limitPerMinute: 1000 };
  const app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings: { development: true, mailSink } });
  server = createServer(apiRequestListener(app, magazine.db));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await magazine?.cleanup();
});

/** Each pause is longer than the half second the server gave an unread body before. */
const PAUSE_MS = 150;
const PIECES = 6;
const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

/** `text` sent in pieces with a pause before each: a client on a slow line. */
function slowBody(text: string): { body: ReadableStream<Uint8Array>; duplex: 'half' } {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / PIECES);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= bytes.length) return controller.close();
      await pause();
      controller.enqueue(bytes.subarray(offset, offset + size));
      offset += size;
    },
  });
  return { body, duplex: 'half' };
}

interface SlowAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  /** The answer began only once the whole body was sent. */
  answeredAfterBody: boolean;
  /** The connection failed under the client while it was still sending. */
  cut: boolean;
}

/** The same, with its length declared up front, as a browser sends a form's JSON. */
function sendSlowlyWithLength(path: string, text: string, contentType = 'application/json'): Promise<SlowAnswer> {
  return new Promise((resolveAnswer) => {
    let bodySent = false;
    let cut = false;
    let answer: Omit<SlowAnswer, 'cut'> | undefined;
    const settle = () => {
      if (answer && (bodySent || cut)) resolveAnswer({ ...answer, cut });
    };
    const request = httpRequest(
      `${origin}${path}`,
      { method: 'POST', headers: { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text) } },
      (response) => {
        const answeredAfterBody = bodySent;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          answer = { status: response.statusCode ?? 0, headers: response.headers, body, answeredAfterBody };
          settle();
        });
      },
    );
    request.on('error', () => {
      cut = true;
      settle();
    });
    void (async () => {
      const size = Math.ceil(text.length / PIECES);
      for (let offset = 0; offset < text.length && !cut; offset += size) {
        await pause();
        if (!request.destroyed) request.write(text.slice(offset, offset + size));
      }
      if (request.destroyed) cut = true;
      else {
        bodySent = true;
        request.end();
      }
      settle();
    })();
  });
}

const post = (path: string, init: RequestInit & { duplex?: 'half' }, contentType = 'application/json') =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': contentType }, ...init });

/** A contact mail of about 30 KB: past the mail sink's 16 KB. */
const largeMail = JSON.stringify({
  user_id: LOCAL_EMAILJS.publicKey,
  service_id: LOCAL_EMAILJS.serviceId,
  template_id: LOCAL_EMAILJS.notificationTemplateId,
  template_params: { from_name: 'Ama', from_email: 'ama@example.com', message: 'x'.repeat(30_000) },
});

describe('a refusal while the body is still coming', () => {
  it('gives fetch the mail sink’s 413 for a 30 KB body, sent with a length or in chunks', async () => {
    const withLength = await sendSlowlyWithLength('/api/v1.0/email/send', largeMail);
    expect(withLength).toMatchObject({ status: 413, answeredAfterBody: true, cut: false });
    expect(JSON.parse(withLength.body)).toEqual({ error: SINK_ANSWERS.tooLarge });
    const chunked = await post('/api/v1.0/email/send', slowBody(largeMail));
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ error: SINK_ANSWERS.tooLarge });
    expect(await magazine.db.mails.list()).toEqual([]);
  });

  it('gives fetch the 413 of a body over 1 MB, sent with a length or in chunks', async () => {
    const oversized = JSON.stringify({ email: 'big@example.com', padding: 'x'.repeat(MAX_BODY_BYTES) });
    const withLength = await sendSlowlyWithLength('/api/emails', oversized);
    expect(withLength).toMatchObject({ status: 413, answeredAfterBody: true, cut: false });
    expect(JSON.parse(withLength.body)).toEqual({ error: 'The body is larger than 1 MB' });
    const chunked = await post('/api/emails', slowBody(oversized));
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ error: 'The body is larger than 1 MB' });
    expect(await magazine.db.subscribers.list()).toEqual([]);
  });

  it('gives fetch the 415 of a body not sent as JSON, which no route reads', async () => {
    const text = `email=${'x'.repeat(30_000)}`;
    const withLength = await sendSlowlyWithLength('/api/emails', text, 'application/x-www-form-urlencoded');
    expect(withLength).toMatchObject({ status: 415, answeredAfterBody: true, cut: false });
    expect(JSON.parse(withLength.body)).toEqual({ error: BODY_ERRORS.notJsonType });
    const chunked = await post('/api/emails', slowBody(text), 'text/plain');
    expect(chunked.status).toBe(415);
  });

  it('keeps the connection for the next request, and closes it past what it drains', async () => {
    const small = await sendSlowlyWithLength('/api/v1.0/email/send', largeMail);
    expect(small.headers.connection).not.toBe('close');
    const huge = await post('/api/emails', {
      body: 'x'.repeat(DRAIN_LIMIT_BYTES + 1),
    });
    expect(huge.status).toBe(413);
    expect(huge.headers.get('connection')).toBe('close');
  });
});

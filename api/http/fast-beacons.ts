/**
 * The readership beacon answered straight from node:http, as the hottest reads are
 * (fast-reads.ts): beacons come by the thousand a second, and the Hono adapter's web Request, its
 * body read as a stream and its web Response cost more than counting the view. What it answers is
 * the taker's, which the app's route shares (routes/readership.ts), limit included. A body without
 * a length, or longer than a beacon may be, is left to the app, which refuses it as ever.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BEACON_LIMITS, BEACON_PATH } from '../../contract/beacon-limits.ts';
import type { BeaconTaker } from '../readership/beacon-taker.ts';
import { clientIpOf } from './client-ip.ts';
import { INTERNAL_ERROR } from './errors.ts';
import { API_ANSWER_HEADERS } from './fast-reads.ts';

const URL_PATH = `/api${BEACON_PATH}`;

interface FailedAnswer {
  status: 500;
  body: { error: string };
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.once('error', reject);
  });
}

/**
 * Answers the request and resolves true when it is a beacon this path takes; undefined (not a
 * promise) for any other request, so other requests wait for nothing.
 */
export function fastBeacons(
  take: BeaconTaker,
  trustProxy: boolean,
): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> | undefined {
  return (request, response) => {
    if (request.method !== 'POST' || request.url !== URL_PATH) return undefined;
    const length = Number(request.headers['content-length'] ?? Number.NaN);
    if (!(length >= 0 && length <= BEACON_LIMITS.bytes)) return undefined;
    // Read whole before answering, as the app does (unread-body.ts): the client then reads any answer.
    // Once read, the body is this path's: a failure is answered here, as the app answers one.
    return bodyOf(request).then(
      async (body) => {
        const answer = await take({
          ip: clientIpOf(
            request.headers['x-forwarded-for']?.toString(),
            () => request.socket.remoteAddress,
            trustProxy,
          ),
          header: (name) => request.headers[name]?.toString(),
          text: async () => body,
        }).catch((error: unknown): FailedAnswer => {
          console.error(`POST ${URL_PATH} failed:`, error);
          return { status: 500, body: { error: INTERNAL_ERROR } };
        });
        const { 'content-type': json, ...headers } = API_ANSWER_HEADERS;
        if (answer.status === 204) {
          response.writeHead(204, headers).end();
          return true;
        }
        const text = Buffer.from(JSON.stringify(answer.body));
        response.writeHead(answer.status, {
          ...headers,
          'content-type': json,
          'content-length': text.length,
          ...(answer.status === 429 ? { 'retry-after': String(answer.retryAfterS) } : {}),
        });
        response.end(text);
        return true;
      },
      () => {
        // The client went away while sending: there is no one to answer.
        response.destroy();
        return true;
      },
    );
  };
}

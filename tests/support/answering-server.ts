/**
 * A real HTTP server on a free local port that stands in for a remote service: the edge of the
 * machine. Tests that use it fetch over the network as the site does, with nothing in between
 * mocked. It gives the answers the local API or mail sink never gives (a mail service that answers
 * 451, a subscription API that fails without a message, an item published after the build).
 *
 * Each path can have its own answer; every other path gets the default answer. It counts the
 * requests each path receives, keeps the bodies it was sent, and can hold its answers until
 * `release()`, to see what a page shows while it waits. CORS is open, as a browser would need.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  /** A string is sent as it is; anything else is sent as JSON. */
  body?: unknown;
  /** `application/json` unless named. */
  contentType?: string;
}

export interface AnsweringSetup {
  /** Answers by path below `/api` (e.g. `/blogs/a-villa`), the way the site's API client asks. */
  paths?: Record<string, Answer>;
  /** The answer for every other path: 404 with `{ error: 'Not found' }` unless given. */
  answer?: Answer;
  /** Hold every answer until `release()`. */
  hold?: boolean;
}

export interface AnsweringServer {
  /** `http://127.0.0.1:PORT`, for clients that add their own paths (the mail service). */
  origin: string;
  /** The API root to give the site's API client: `${origin}/api`. */
  base: string;
  /** How many requests (preflights not counted) a path received, named as in `paths`. */
  hits(path: string): number;
  /** Bodies of the non-preflight requests in arrival order, parsed as JSON where they are JSON. */
  received: unknown[];
  /** Sends the held answers (and answers at once from then on). */
  release(): void;
  close(): Promise<void>;
}

const NOT_FOUND: Answer = { status: 404, body: { error: 'Not found' } };

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function bodyText(body: unknown): string {
  if (body === undefined) return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

export async function answeringServer(setup: AnsweringSetup = {}): Promise<AnsweringServer> {
  const paths = setup.paths ?? {};
  const fallback = setup.answer ?? NOT_FOUND;
  const counts = new Map<string, number>();
  const received: unknown[] = [];
  const held: (() => void)[] = [];
  let holding = setup.hold ?? false;
  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/^\/api(?=\/|$)/, '');
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = Object.hasOwn(paths, path) ? (paths[path] as Answer) : fallback;
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      received.push(parse(text));
      const reply = () => {
        response.writeHead(answer.status, { ...CORS, 'Content-Type': answer.contentType ?? 'application/json' });
        response.end(bodyText(answer.body));
      };
      if (holding) held.push(reply);
      else reply();
    });
  });
  function release(): void {
    holding = false;
    for (const reply of held.splice(0)) reply();
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    base: `${origin}/api`,
    hits: (path) => counts.get(path) ?? 0,
    received,
    release,
    close: () => {
      release();
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

/** An origin where nothing listens: a server is opened on a free port and closed again. */
export async function deadOrigin(): Promise<string> {
  const server = await answeringServer();
  await server.close();
  return server.origin;
}

/**
 * A plain HTTP server on a free local port that answers every request the same way and keeps what
 * it was sent: the stand-in for a remote service in states the local API never produces (a mail
 * service that answers 451, a subscription API that fails without a message). CORS is open, as a
 * browser would need.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  body?: string;
  contentType?: string;
  /** Hold every answer until `release()`, to see what a page shows while it waits. */
  hold?: boolean;
}

export interface AnsweringServer {
  origin: string;
  /** Bodies of the non-preflight requests, parsed as JSON where they are JSON. */
  received: unknown[];
  /** Sends the held answers (and answers at once from then on). */
  release(): void;
  close(): Promise<void>;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function answeringServer(answer: Answer): Promise<AnsweringServer> {
  const received: unknown[] = [];
  const held: (() => void)[] = [];
  let holding = answer.hold ?? false;
  const server: Server = createServer((request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      received.push(parse(text));
      const reply = () => {
        response.writeHead(answer.status, { ...cors, 'Content-Type': answer.contentType ?? 'application/json' });
        response.end(answer.body ?? '');
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
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    release,
    close: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An origin where nothing listens: a server is opened on a free port and closed again. */
export async function deadOrigin(): Promise<string> {
  const server = await answeringServer({ status: 200 });
  await server.close();
  return server.origin;
}

/**
 * What is left of a request body is read, and thrown away, before the answer goes out. An answer
 * given while the client is still sending (a body over a limit, not sent as JSON, without a token,
 * over a client's rate) is followed by the connection's end: @hono/node-server drains an unread
 * body for half a second after answering and then destroys the socket, and a client still sending
 * then meets a cut connection, which `fetch` reports instead of the answer. Waiting for the body
 * first makes every refusal readable.
 *
 * Past `DRAIN_LIMIT_BYTES` the client is not waited for: the answer says `Connection: close`, and
 * a client sending that much past a refusal may find its connection cut.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { Context } from 'hono';

export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/** What @hono/node-server hands the app beside each request; HTTP/2 streams end on their own. */
interface NodeBindings {
  incoming?: IncomingMessage | Http2ServerRequest;
  outgoing?: ServerResponse | Http2ServerResponse;
}

type FetchCallback = (request: Request, env: NodeBindings) => Response | Promise<Response>;

/** A body that is still arriving and that nothing has started to read. */
function isUnread(incoming: IncomingMessage): boolean {
  return !incoming.complete && !incoming.readableDidRead && !incoming.destroyed;
}

/** Reads the rest of a body from the socket and drops it; true once it ended, false past `limit` bytes. */
export function drainIncoming(incoming: IncomingMessage, limit = DRAIN_LIMIT_BYTES): Promise<boolean> {
  if (Number(incoming.headers['content-length'] ?? 0) > limit) return Promise.resolve(false);
  return new Promise((resolveDrained) => {
    let bytes = 0;
    const settle = (ended: boolean) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onStop).off('close', onStop);
      resolveDrained(ended);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= limit) return;
      incoming.pause();
      settle(false);
    };
    const onEnd = () => settle(true);
    const onStop = () => settle(incoming.complete);
    incoming.on('data', onData).once('end', onEnd).once('error', onStop).once('close', onStop);
    incoming.resume();
  });
}

/** Reads the rest of a body through its reader and drops it; true once it ended, false past `limit` bytes. */
export async function drainReader(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<boolean> {
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    bytes += value.byteLength;
    if (bytes > limit) return false;
  }
}

/** Asks the server to close the connection after this answer (no effect outside node:http). */
export function closeAfterAnswer(c: Context): void {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  if (outgoing instanceof ServerResponse) outgoing.shouldKeepAlive = false;
}

/** The app's answers, each sent once the body its request carried has been read to the end. */
export function answerAfterBody(fetch: FetchCallback): FetchCallback {
  return (request, env) => {
    const answer = fetch(request, env);
    const { incoming, outgoing } = env;
    if (!(incoming instanceof IncomingMessage) || request.method === 'GET' || request.method === 'HEAD') return answer;
    return Promise.resolve(answer).then(async (response) => {
      const ended = !isUnread(incoming) || (await drainIncoming(incoming));
      if (!ended && outgoing instanceof ServerResponse) outgoing.shouldKeepAlive = false;
      return response;
    });
  };
}

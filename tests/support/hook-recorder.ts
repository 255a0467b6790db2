/**
 * A real HTTP server on a free local port that records what the API's rebuild hook sends: the
 * rebuild service's side of the contract, for tests.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HookCall {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface HookRecorder {
  url: string;
  calls: HookCall[];
  /** The next call not yet taken, waiting for it when none has come. */
  next(): Promise<HookCall>;
  close(): Promise<void>;
}

export async function recordHookCalls(status = 202): Promise<HookRecorder> {
  const calls: HookCall[] = [];
  const waiting: ((call: HookCall) => void)[] = [];
  let taken = 0;
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const call = { method: request.method, headers: request.headers, body: JSON.parse(text) as unknown };
      calls.push(call);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
      const resolve = waiting.shift();
      if (resolve) {
        taken++;
        resolve(call);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rebuild`,
    calls,
    next: () => {
      const ready = calls[taken];
      if (ready) {
        taken++;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree } from './free-port.ts';

let taken: Server | undefined;

afterEach(async () => {
  await new Promise((closed) => (taken ? taken.close(closed) : closed(undefined)));
  taken = undefined;
});

function takePort(): Promise<number> {
  return new Promise((listening) => {
    taken = createServer();
    taken.listen(0, '127.0.0.1', () => {
      const address = taken?.address();
      listening(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe('assertPortFree', () => {
  it('names the port and what wanted it when another process holds it, and passes once it is free', async () => {
    const port = await takePort();
    await expect(assertPortFree('127.0.0.1', port, 'The API')).rejects.toThrow(
      `The API: port ${port} on 127.0.0.1 is already taken`,
    );
    await new Promise((closed) => taken?.close(closed));
    taken = undefined;
    await expect(assertPortFree('127.0.0.1', port, 'The API')).resolves.toBeUndefined();
  });
});

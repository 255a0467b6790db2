/**
 * The address a request came from, for per-client limits. Behind a reverse proxy every socket is
 * the proxy's, so with `trustProxy` the last `X-Forwarded-For` entry (the one the proxy added) is
 * taken instead. Without a proxy that header is the client's own word, so it is ignored.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export const UNKNOWN_CLIENT = 'unknown';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not served by Node's HTTP server (app.request() in tests): there is no socket.
    return undefined;
  }
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((entry) => entry.trim());
    const last = forwarded?.filter(Boolean).at(-1);
    if (last) return last;
  }
  return socketAddress(c) ?? UNKNOWN_CLIENT;
}

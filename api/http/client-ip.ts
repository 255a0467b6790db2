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

/** The client's address from the request's `X-Forwarded-For` and its socket's address, as `clientIp` takes it. */
export function clientIpOf(
  forwardedFor: string | undefined,
  socket: () => string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = forwardedFor?.split(',').map((entry) => entry.trim());
    const last = forwarded?.filter(Boolean).at(-1);
    if (last) return last;
  }
  return socket() ?? UNKNOWN_CLIENT;
}

export function clientIp(c: Context, trustProxy: boolean): string {
  return clientIpOf(c.req.header('x-forwarded-for'), () => socketAddress(c), trustProxy);
}

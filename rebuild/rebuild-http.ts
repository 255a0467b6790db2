/**
 * The rebuild service's HTTP face. `POST /rebuild` takes the API's notification (or an empty body,
 * as static hosts' build hooks send: a full rebuild) and answers 202 at once; `GET /status` says
 * what the service is doing, which build is live and how the last one went.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bearerToken, tokensMatch } from '../contract/bearer-token.ts';
import { parseNotification } from './changes.ts';
import type { RebuildService } from './rebuild-service.ts';

/** A thousand changes fit in well under this. */
const MAX_NOTIFICATION_BYTES = 256 * 1024;

/** The same constant-time check as the API's editor routes. */
function hasToken(c: Context, token: string): boolean {
  const sent = bearerToken(c.req.header('authorization'));
  return sent !== undefined && tokensMatch(sent, token);
}

export interface RebuildHttpOptions {
  service: RebuildService;
  /** When set, `POST /rebuild` needs `Authorization: Bearer <token>`. */
  token?: string;
}

export function rebuildApp({ service, token }: RebuildHttpOptions): Hono {
  const app = new Hono();

  app.post(
    '/rebuild',
    bodyLimit({
      maxSize: MAX_NOTIFICATION_BYTES,
      onError: (c) => c.json({ error: `The notification is larger than ${MAX_NOTIFICATION_BYTES} bytes` }, 413),
    }),
    async (c) => {
      if (token && !hasToken(c, token)) {
        c.header('WWW-Authenticate', 'Bearer');
        return c.json({ error: 'A valid rebuild hook token is required' }, 401);
      }
      const parsed = parseNotification(await c.req.text());
      if (!parsed.ok) return c.json({ error: parsed.error }, 400);
      service.notify(parsed.changes);
      return c.json({ accepted: parsed.changes.length, status: await service.status() }, 202);
    },
  );

  app.get('/status', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await service.status());
  });

  app.all('/rebuild', (c) => {
    c.header('Allow', 'POST');
    return c.json({ error: 'Use POST' }, 405);
  });
  app.all('/status', (c) => {
    c.header('Allow', 'GET, HEAD');
    return c.json({ error: 'Use GET' }, 405);
  });
  app.notFound((c) => c.json({ error: 'Not found: the routes are POST /rebuild and GET /status' }, 404));
  return app;
}

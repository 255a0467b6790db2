/**
 * The rebuild service's HTTP face. `POST /rebuild` takes the API's notification (or an empty body:
 * a full rebuild), sent as `application/json`, and answers 202 at once; `GET /status` says what the
 * service is doing, which build is live and how the last one went.
 *
 * The hook needs a token unless anonymous calls were allowed on purpose, and takes only JSON: any
 * other type is a request a page on any site could send without a CORS preflight.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bearerToken, tokensMatch } from '../../contract/bearer-token.ts';
import { isJsonContentType } from '../../contract/json-content-type.ts';
import { parseNotification } from '../../contract/rebuild-changes.ts';
import type { RebuildService } from './rebuild-service.ts';

export const HOOK_ANSWERS = {
  tokenRequired: 'A valid rebuild hook token is required',
  notJson: 'Send the notification as JSON, with the header Content-Type: application/json (an empty body rebuilds all)',
} as const;

/** Who may call the hook: holders of the token, or (only when allowed on purpose) anyone. */
export interface HookAccess {
  /** `POST /rebuild` needs `Authorization: Bearer <token>`. */
  token?: string;
  /** Without a token, take rebuilds from anyone who can reach the service. */
  allowAnonymous?: boolean;
}

export const ANONYMOUS_HOOK_REFUSED =
  'The rebuild service will not start without a token. Set REBUILD_HOOK_TOKEN (and give the API the ' +
  'same value), or set REBUILD_ALLOW_ANONYMOUS=on to let anyone who can reach the service start rebuilds.';

/** Throws when the hook would be open to anyone without that being asked for. */
export function checkHookAccess({ token, allowAnonymous = false }: HookAccess): void {
  if (!token && !allowAnonymous) throw new Error(ANONYMOUS_HOOK_REFUSED);
}

/** A thousand changes fit in well under this. */
const MAX_NOTIFICATION_BYTES = 256 * 1024;

/** The same constant-time check as the API's editor routes. */
function hasToken(c: Context, token: string): boolean {
  const sent = bearerToken(c.req.header('authorization'));
  return sent !== undefined && tokensMatch(sent, token);
}

export interface RebuildHttpOptions extends HookAccess {
  service: RebuildService;
}

export function rebuildApp({ service, token, allowAnonymous }: RebuildHttpOptions): Hono {
  checkHookAccess({ token, allowAnonymous });
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
        return c.json({ error: HOOK_ANSWERS.tokenRequired }, 401);
      }
      if (!isJsonContentType(c.req.header('content-type'))) return c.json({ error: HOOK_ANSWERS.notJson }, 415);
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

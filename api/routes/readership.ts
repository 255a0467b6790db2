/**
 * `POST /api/readership/beacon`: a page view, sent by the page's beacon as it is hidden or left.
 * Answers 204 whether or not the view was counted (a bot, a reader who asks not to be tracked),
 * 400 for a body of the wrong shape or a path that is no page of the magazine, 413 past 4 KB and
 * 429 past the client's limit.
 *
 * The body is read whatever its type: `navigator.sendBeacon` sends text/plain, the one type it
 * can send to another origin without a preflight. The JSON-only rule of the other routes keeps
 * other sites from acting in a reader's name; a beacon acts in no one's name.
 *
 * The limit is kept in this process's memory, not in the storage: beacons come by the thousand a
 * second, and a shared count would cost more than the beacon's own write. A flood spread over
 * several instances gets each instance's limit, still bounded.
 */
import { Hono } from 'hono';
import { isbot } from 'isbot';
import { BEACON_LIMITS, BEACON_PATH } from '../../contract/beacon-limits.ts';
import { beaconSchema } from '../../contract/readership.ts';
import { bodySizeLimit } from '../http/body-limit.ts';
import { clientIp } from '../http/client-ip.ts';
import { jsonError } from '../http/errors.ts';
import { fieldErrors } from '../http/json-body.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { postRoute } from '../http/routes.ts';
import type { Readership } from '../readership/readership.ts';

export const BEACON_ANSWERS = {
  tooLarge: `A beacon is at most ${BEACON_LIMITS.bytes} bytes`,
  invalid: 'Not a beacon of the magazine',
  unknownPage: 'Not a page of the magazine',
  tooMany: 'Too many beacons from this client; try again later',
} as const;

export interface BeaconRouteOptions {
  readership: Readership;
  limitPerMinute: number;
  trustProxy: boolean;
  now?: () => number;
}

/** A reader who sends Do Not Track or Global Privacy Control is not counted, whatever the page did. */
function asksNotToBeCounted(header: (name: string) => string | undefined): boolean {
  return header('dnt') === '1' || header('sec-gpc') === '1';
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function beaconRoutes({ readership, limitPerMinute, trustProxy, now = Date.now }: BeaconRouteOptions): Hono {
  const routes = new Hono();
  const limiter = createRateLimiter({ max: limitPerMinute, windowMs: 60_000, now });
  routes.use(
    BEACON_PATH,
    bodySizeLimit(BEACON_LIMITS.bytes, (c) => jsonError(c, 413, BEACON_ANSWERS.tooLarge)),
  );
  postRoute(routes, BEACON_PATH, async (c) => {
    const ip = clientIp(c, trustProxy);
    const verdict = limiter.hit(ip);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterS));
      return jsonError(c, 429, BEACON_ANSWERS.tooMany);
    }
    const userAgent = c.req.header('user-agent') ?? '';
    if (!userAgent || isbot(userAgent) || asksNotToBeCounted((name) => c.req.header(name))) return c.body(null, 204);
    const beacon = beaconSchema.safeParse(parsed(await c.req.text()));
    if (!beacon.success) return c.json({ error: BEACON_ANSWERS.invalid, fields: fieldErrors(beacon.error) }, 400);
    const counted = await readership.count(beacon.data, { ip, userAgent });
    return counted ? c.body(null, 204) : jsonError(c, 400, BEACON_ANSWERS.unknownPage);
  });
  return routes;
}

/**
 * `POST /api/readership/beacon`: a page view, sent by the page's beacon as it is hidden or left.
 * Answers 204 whether or not the view was counted (a bot, a reader who asks not to be tracked),
 * 400 for a body of the wrong shape or a path that is no page of the magazine, 413 past 4 KB and
 * 429 past the client's limit. What it answers is the taker's (readership/beacon-taker.ts), which
 * the fast path of node:http (http/fast-beacons.ts) shares; this route answers what that path
 * leaves to the app (a body without a length, or over the limit).
 *
 * The body is read whatever its type: `navigator.sendBeacon` sends text/plain, the one type it
 * can send to another origin without a preflight. The JSON-only rule of the other routes keeps
 * other sites from acting in a reader's name; a beacon acts in no one's name.
 */
import { Hono } from 'hono';
import { BEACON_LIMITS, BEACON_PATH } from '../../contract/beacon-limits.ts';
import { bodySizeLimit } from '../http/body-limit.ts';
import { clientIp } from '../http/client-ip.ts';
import { jsonError } from '../http/errors.ts';
import { postRoute } from '../http/routes.ts';
import { BEACON_REFUSALS, beaconTaker, type BeaconTaker } from '../readership/beacon-taker.ts';
import type { Readership } from '../readership/readership.ts';

export const BEACON_ANSWERS = {
  tooLarge: `A beacon is at most ${BEACON_LIMITS.bytes} bytes`,
  ...BEACON_REFUSALS,
} as const;

export interface BeaconRouteOptions {
  readership: Readership;
  limitPerMinute: number;
  trustProxy: boolean;
  now?: () => number;
  /** The taker the fast path shares; one of this route's own when left out. */
  take?: BeaconTaker;
}

export function beaconRoutes({ readership, limitPerMinute, trustProxy, now, take }: BeaconRouteOptions): Hono {
  const routes = new Hono();
  const taker = take ?? beaconTaker({ readership, limitPerMinute, now });
  routes.use(
    BEACON_PATH,
    bodySizeLimit(BEACON_LIMITS.bytes, (c) => jsonError(c, 413, BEACON_ANSWERS.tooLarge)),
  );
  postRoute(routes, BEACON_PATH, async (c) => {
    const answer = await taker({
      ip: clientIp(c, trustProxy),
      header: (name) => c.req.header(name),
      text: () => c.req.text(),
    });
    if (answer.status === 204) return c.body(null, 204);
    if (answer.status === 429) c.header('Retry-After', String(answer.retryAfterS));
    return c.json(answer.body, answer.status);
  });
  return routes;
}

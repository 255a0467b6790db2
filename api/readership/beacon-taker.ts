/**
 * What the API answers a beacon, apart from how it arrived: the route of the Hono app
 * (routes/readership.ts) and the fast path straight from node:http (http/fast-beacons.ts) share
 * one taker, so a client's limit is one limit whichever path its beacons take.
 *
 * The limit is kept in this process's memory, not in the storage: beacons come by the thousand a
 * second, and a shared count would cost more than the beacon's own write. A flood spread over
 * several instances gets each instance's limit, still bounded. It is counted in a table of fixed
 * size (counting-limit.ts), since beacons come from as many clients as readers.
 */
import { isbot } from 'isbot';
import { beaconSchema } from '../../contract/readership.ts';
import { fieldErrors } from '../http/json-body.ts';
import { createCountingLimiter } from '../http/counting-limit.ts';
import type { Readership } from './readership.ts';

export const BEACON_REFUSALS = {
  invalid: 'Not a beacon of the magazine',
  unknownPage: 'Not a page of the magazine',
  tooMany: 'Too many beacons from this client; try again later',
} as const;

export interface BeaconRequest {
  ip: string;
  header(name: string): string | undefined;
  /** The body, read only when the beacon is to be counted. */
  text(): Promise<string>;
}

export type BeaconAnswer =
  | { status: 204 }
  | { status: 400; body: { error: string; fields?: Record<string, string> } }
  | { status: 429; body: { error: string }; retryAfterS: number };

export type BeaconTaker = (request: BeaconRequest) => Promise<BeaconAnswer>;

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

export function beaconTaker({
  readership,
  limitPerMinute,
  now = Date.now,
}: {
  readership: Readership;
  limitPerMinute: number;
  now?: () => number;
}): BeaconTaker {
  const limiter = createCountingLimiter({ max: limitPerMinute, windowMs: 60_000, now });
  return async ({ ip, header, text }) => {
    const verdict = limiter.hit(ip);
    if (!verdict.allowed)
      return { status: 429, body: { error: BEACON_REFUSALS.tooMany }, retryAfterS: verdict.retryAfterS };
    const userAgent = header('user-agent') ?? '';
    if (!userAgent || isbot(userAgent) || asksNotToBeCounted(header)) return { status: 204 };
    const beacon = beaconSchema.safeParse(parsed(await text()));
    if (!beacon.success) {
      return { status: 400, body: { error: BEACON_REFUSALS.invalid, fields: fieldErrors(beacon.error) } };
    }
    const counted = await readership.count(beacon.data, { ip, userAgent });
    return counted ? { status: 204 } : { status: 400, body: { error: BEACON_REFUSALS.unknownPage } };
  };
}

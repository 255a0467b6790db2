/**
 * The API on node:http: the fast reads (fast-reads.ts) and beacons (fast-beacons.ts) first, the
 * Hono app for everything else, whose answers wait for the rest of their request's body
 * (unread-body.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { MagazineStorage } from '../storage/storage.ts';
import type { BeaconTaker } from '../readership/beacon-taker.ts';
import { fastBeacons } from './fast-beacons.ts';
import { fastReads } from './fast-reads.ts';
import { answerAfterBody } from './unread-body.ts';

export function apiRequestListener(
  app: Hono,
  db: MagazineStorage,
  beacons?: { takeBeacon: BeaconTaker; trustProxy: boolean },
): (request: IncomingMessage, response: ServerResponse) => void {
  const hono = getRequestListener(answerAfterBody(app.fetch));
  const reads = fastReads(db);
  const beacon = beacons && fastBeacons(beacons.takeBeacon, beacons.trustProxy);
  return (request, response) => {
    const fastly = reads(request, response) ?? beacon?.(request, response);
    if (fastly === undefined) {
      void hono(request, response);
      return;
    }
    // A failed fast read (the database gone) gets the app's own answer, its 500 included.
    fastly.then(
      (answered) => {
        if (!answered) void hono(request, response);
      },
      () => void hono(request, response),
    );
  };
}

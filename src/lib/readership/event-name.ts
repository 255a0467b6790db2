/**
 * What the readership beacon (src/scripts/readership-beacon.ts) shares with the rest of the site,
 * apart so that the beacon carries only these names: the event that brings it news (events.ts),
 * and the attribute under which the page gives it the address to send to.
 */
export const READERSHIP_EVENT = 'serendib:readership';
export const BEACON_URL_ATTRIBUTE = 'data-readership-beacon';

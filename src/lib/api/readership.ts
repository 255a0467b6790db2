/** Where the page's readership beacon is sent (the API's address lives in urls.ts). */
import { BEACON_PATH } from '../../../contract/beacon-limits.ts';
import { apiBase } from './urls.ts';

export function beaconUrl(base: string = apiBase()): string {
  return `${base}${BEACON_PATH}`;
}

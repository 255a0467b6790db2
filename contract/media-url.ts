/**
 * Where an image may live: a path on the API's own host (`/media/...`) or an absolute http(s) URL
 * with a host. A path that starts with `//` (or `/\`, which browsers read the same way) is the
 * address of another host without its scheme, so it is neither.
 */
const API_PATH = /^\/(?![/\\])/;
const HTTP_URL = /^https?:\/\/[^/\\\s]/i;

export function isMediaUrl(value: string): boolean {
  return API_PATH.test(value) || HTTP_URL.test(value);
}

/**
 * Whether a request says its body is JSON. The API and the rebuild service take bodies only as
 * JSON: any other type (text/plain, form data, none) makes a "simple" request that a page on any
 * site can send without a CORS preflight, so refusing them keeps other sites from posting.
 */

/** `application/json`, in any case, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string | undefined | null): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The two hottest reads, one blog or vlog and the whole blog list, answered straight from
 * node:http with the bytes the database keeps. The Hono adapter builds a web Request and Response
 * for every call, which at this rate costs more than the read itself. Only a plain GET of an item
 * that exists, or of a list without a query, takes this path; everything else (errors, paging,
 * HEAD, preflight) goes to the Hono app. A test holds the answers equal to the app's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ITEM_ID_PATTERN } from '../../contract/schemas.ts';
import type { MagazineStorage } from '../storage/storage.ts';

/** What the app's routes and its header middleware (api-headers.ts, json-text.ts) send. */
export const API_ANSWER_HEADERS = {
  'content-type': 'application/json',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'access-control-allow-origin': '*',
} as const;

const ITEM_PREFIX = '/api/blogs/';
const LISTS: Record<string, 'blog' | 'vlog'> = { '/api/blogs': 'blog', '/api/vlogs': 'vlog' };

function answer(response: ServerResponse, body: Buffer): true {
  response.writeHead(200, { ...API_ANSWER_HEADERS, 'content-length': body.length });
  response.end(body);
  return true;
}

/**
 * Answers the request and resolves true when it is one of the fast reads; false leaves it alone.
 * Undefined (not a promise) when the path is not one of them, so other requests wait for nothing.
 */
export function fastReads(
  db: MagazineStorage,
): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> | undefined {
  return (request, response) => {
    if (request.method !== 'GET' || !request.url) return undefined;
    const list = LISTS[request.url];
    if (list) return db.listItemsJson(list).then((json) => answer(response, json));
    if (!request.url.startsWith(ITEM_PREFIX)) return undefined;
    const id = request.url.slice(ITEM_PREFIX.length);
    if (!ITEM_ID_PATTERN.test(id)) return undefined;
    return db.findItemJson(id).then((item) => (item ? answer(response, item.json) : false));
  };
}

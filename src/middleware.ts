/**
 * Runs for every page as it is rendered (at build time for this static site): pages with islands
 * get Astro's island style in the head rather than the body (see lib/html/island-styles.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { hoistIslandStyles } from './lib/html/island-styles.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = hoistIslandStyles(new Uint8Array(await response.arrayBuffer()));
  const headers = new Headers(response.headers);
  if (headers.has('content-length')) headers.set('content-length', String(html.byteLength));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});

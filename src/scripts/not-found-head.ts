/**
 * The 404 page's inline head script, run before the first paint. On an address that names an item
 * (`/blogs/{id}`, `/vlogs/{id}`, `/magazines/{id}`) it marks the page, so the placeholder of the
 * fresh item shows instead of "Page not found". On any other address it starts the wait for the home
 * page at the first frame, when the page is shown: not when the page's scripts have arrived, which
 * on a slow connection can be seconds later.
 */
import { ITEM_PATH_PATTERN } from '../lib/content/item-route.ts';

export function notFoundHeadScript(redirectMs: number): string {
  return [
    `var section = new RegExp(${JSON.stringify(ITEM_PATH_PATTERN.source)}).exec(location.pathname);`,
    `if (section) document.documentElement.dataset.freshItem = section[1];`,
    `else requestAnimationFrame(function () { setTimeout(function () { location.replace('/'); }, ${Number(redirectMs)}); });`,
  ].join('\n');
}

/**
 * The 404 page: a blog or vlog published after the build is shown by the FreshItem island
 * (loaded only then); any other path goes to the home page after the delay the page names
 * (`data-redirect-delay`: 3 seconds, from TIMINGS.notFoundRedirectMs).
 */
import { itemRouteOf } from '../lib/content/item-route.ts';

export interface NotFoundWindow {
  location: Pick<Location, 'pathname' | 'origin' | 'replace'>;
  setTimeout: (handler: () => void, ms: number) => unknown;
}

export async function handleNotFound(doc: Document, win: NotFoundWindow): Promise<'item' | 'home'> {
  const route = itemRouteOf(win.location.pathname);
  const container = doc.querySelector('[data-fresh-item-root]');
  if (!route || !container) {
    const delay = Number(doc.querySelector<HTMLElement>('[data-redirect-delay]')?.dataset.redirectDelay);
    if (delay > 0) win.setTimeout(() => win.location.replace('/'), delay);
    return 'home';
  }
  const { mountFreshItem } = await import('../islands/FreshItem.tsx');
  mountFreshItem(container, { route, origin: win.location.origin });
  return 'item';
}

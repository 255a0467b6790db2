/**
 * The 404 page's module script: a blog, vlog or issue published after the build is shown by its
 * island (loaded only then). Any other path is already on its way home: the page's inline head
 * script started the wait as the page was shown (not-found-head.ts).
 */
import { itemRouteOf } from '../lib/content/item-route.ts';

export async function showFreshItem(
  doc: Document,
  location: Pick<Location, 'pathname' | 'origin'>,
): Promise<'item' | 'issue' | 'none'> {
  const route = itemRouteOf(location.pathname);
  const container = doc.querySelector('[data-fresh-item-root]');
  if (!route || !container) return 'none';
  if (route.type === 'issue') {
    const { mountFreshIssue } = await import('../islands/FreshIssue.tsx');
    mountFreshIssue(container, { id: route.id });
    return 'issue';
  }
  const { mountFreshItem } = await import('../islands/FreshItem.tsx');
  mountFreshItem(container, { route, origin: location.origin });
  return 'item';
}

/**
 * Items published after the build have no page of their own: their address reaches the 404 page,
 * which reads the item from the API and shows it, or says why it cannot.
 */
import { ApiError, fetchItem, type Item } from '../api/index.ts';
import type { ContentType } from '../../../contract/schemas.ts';
import type { ItemRoute } from './item-route.ts';
import { ITEM_TEXT } from './item-text.ts';

export type FreshItemState =
  | { status: 'loading' }
  | { status: 'loaded'; item: Item }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * What a reader is told about a failure: the API's own words when it gave some, the message of
 * any other error (a malformed item names its field), else the fallback message of its type.
 */
export function failureMessage(error: unknown, type: ContentType): string {
  if (error instanceof ApiError) return error.detail ?? ITEM_TEXT[type].errorFallback;
  if (error instanceof Error && error.message.trim()) return error.message;
  return ITEM_TEXT[type].errorFallback;
}

/**
 * Reads the item a route names. A missing id, or an id of the other type (a blog under /vlogs),
 * is not found; anything else that fails is an error with a message.
 */
export async function loadFreshItem(route: ItemRoute): Promise<Exclude<FreshItemState, { status: 'loading' }>> {
  try {
    const item = await fetchItem(route.id);
    return item.type === route.type ? { status: 'loaded', item } : { status: 'not-found' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    return { status: 'error', message: failureMessage(error, route.type) };
  }
}

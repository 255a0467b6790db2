/**
 * What a blog or vlog page says besides the article itself: its back link, and the loading,
 * error and not-found states, spelled exactly as the product defines them.
 */
import type { ContentType } from '../../../contract/schemas.ts';
import { API_MESSAGES } from '../api/messages.ts';

export interface ItemText {
  back: { href: string; label: string };
  loading: string;
  errorTitle: string;
  /** Shown when a failure carries no message of its own. */
  errorFallback: string;
  notFoundTitle: string;
  notFoundText: string;
}

export const ITEM_TEXT: Readonly<Record<ContentType, ItemText>> = {
  blog: {
    back: { href: '/blogs', label: '← Back to Blogs' },
    loading: 'Loading blog…',
    errorTitle: 'Error Loading Blog',
    errorFallback: API_MESSAGES.blogLoadFallback,
    notFoundTitle: 'Blog Not Found',
    notFoundText: "The blog you're looking for doesn't exist.",
  },
  vlog: {
    back: { href: '/vlogs', label: '← Back to all vlogs' },
    loading: 'Loading vlog…',
    errorTitle: 'Error Loading Vlog',
    errorFallback: API_MESSAGES.vlogLoadFallback,
    notFoundTitle: 'Vlog Not Found',
    notFoundText: "The vlog you're looking for doesn't exist.",
  },
};

/** The skeleton's label before the page knows whether it shows a blog or a vlog. */
export const LOADING_TEXT = 'Loading…';

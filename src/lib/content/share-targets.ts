/**
 * The places the Share menu (ShareMenu.tsx) offers: plain links to each network's own share
 * page and the mail link, so nothing of theirs loads on the magazine's pages and no request leaves
 * until the reader picks one.
 */
import { mailtoHref, type ShareData } from './share-mail-link.ts';

export interface ShareTarget {
  name: string;
  href: string;
  /** The networks open in a tab of their own; mail opens the reader's mail program. */
  newTab: boolean;
}

export interface ShareMenuData extends ShareData {
  /** The story's picture, for the networks that pin one (Pinterest); relative to `url` or absolute. */
  image?: string;
}

export function shareTargets({ title, excerpt, url, image }: ShareMenuData): ShareTarget[] {
  const at = encodeURIComponent(url);
  const named = encodeURIComponent(title);
  const picture = image ? `&media=${encodeURIComponent(new URL(image, url).href)}` : '';
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, newTab: true },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${at}`, newTab: true },
    { name: 'X', href: `https://x.com/intent/post?text=${named}&url=${at}`, newTab: true },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${at}`, newTab: true },
    {
      name: 'Pinterest',
      href: `https://www.pinterest.com/pin/create/button/?url=${at}${picture}&description=${named}`,
      newTab: true,
    },
    { name: 'E-mail', href: mailtoHref({ title, excerpt, url }), newTab: false },
  ];
}

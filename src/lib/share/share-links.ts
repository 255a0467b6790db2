/**
 * Share links (ShareButton.tsx) are mail links that work without JavaScript. Where the browser
 * can share natively, this offers that instead; mail stays the fallback.
 *
 * One listener on the document serves every Share link, those of a pre-rendered page and those an
 * island renders later. It imports nothing, so pages get it inline and islands do not pull it in.
 */
import type { ShareData } from '../content/share-mail-link.ts';

export type ShareOutcome = 'shared' | 'mail' | 'cancelled';

export async function share(
  data: ShareData,
  mailHref: string,
  nav: Navigator = navigator,
  open: (href: string) => void = (href) => window.location.assign(href),
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: data.title, text: data.excerpt, url: data.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  open(mailHref);
  return 'mail';
}

/** Listens for Share clicks on the whole document; gives back the way to stop. */
export function setUpShareLinks(doc: Document, nav: Navigator = navigator): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>('a[data-share]');
    if (!link || typeof nav.share !== 'function') return;
    event.preventDefault();
    const { title = '', excerpt = '', url = doc.location.href } = link.dataset;
    void share({ title, excerpt, url }, link.href, nav);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}

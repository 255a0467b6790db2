/**
 * Share links (the reader's "Share this page") are mail links that work without JavaScript. Where
 * the browser can share natively, this offers that instead; mail stays the fallback. The Share menu
 * (ShareMenu.tsx) is a list of plain links that opens without JavaScript; on a phone that can share
 * natively, this opens the system's share sheet in its place, and it makes "Copy link" work.
 *
 * Listeners on the document serve every Share link and menu, those of a pre-rendered page and those
 * an island renders later. It imports nothing, so pages get it inline and islands do not pull it in.
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

export const LINK_COPIED = 'Link copied';
export const LINK_NOT_COPIED = "The link could not be copied: copy it from your browser's address bar.";

/** A phone: a touch screen as its only pointer, where the system's share sheet is what readers know. */
function isPhone(doc: Document): boolean {
  return doc.defaultView?.matchMedia?.('(pointer: coarse) and (hover: none)').matches ?? false;
}

function shareDataOf(element: HTMLElement, doc: Document) {
  const { title = '', excerpt = '', url = doc.location.href } = element.dataset;
  return { title, excerpt, url };
}

/** The menu's summary on a phone: the share sheet, or the menu when the sheet fails. */
function shareFromMenu(menu: HTMLDetailsElement, doc: Document, nav: Navigator): void {
  const { title, excerpt, url } = shareDataOf(menu, doc);
  nav.share({ title, text: excerpt, url }).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) menu.open = true;
  });
}

async function copyLink(menu: HTMLDetailsElement, doc: Document, nav: Navigator): Promise<void> {
  const status = menu.querySelector<HTMLElement>('[data-share-status]');
  try {
    await nav.clipboard.writeText(shareDataOf(menu, doc).url);
    if (status) status.textContent = LINK_COPIED;
  } catch {
    if (status) status.textContent = LINK_NOT_COPIED;
  }
}

/** Listens for Share clicks, keys and menus on the whole document; gives back the way to stop. */
export function setUpShareLinks(doc: Document, nav: Navigator = navigator): () => void {
  const menus = () => doc.querySelectorAll<HTMLDetailsElement>('details[data-share-menu][open]');
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    for (const open of menus()) if (!open.contains(target)) open.open = false;
    const menu = target?.closest<HTMLDetailsElement>('details[data-share-menu]');
    if (menu && target?.closest('summary') && !menu.open && typeof nav.share === 'function' && isPhone(doc)) {
      event.preventDefault();
      shareFromMenu(menu, doc, nav);
      return;
    }
    if (menu && target?.closest('[data-share-copy]')) {
      void copyLink(menu, doc, nav);
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a[data-share]');
    if (!link || typeof nav.share !== 'function') return;
    event.preventDefault();
    void share(shareDataOf(link, doc), link.href, nav);
  };
  // A menu as it opens: "Copy link" where the browser can copy, and no message from before.
  const onToggle = (event: Event) => {
    const menu = event.target;
    if (!(menu instanceof HTMLElement) || !menu.matches('details[data-share-menu][open]')) return;
    const copy = menu.querySelector<HTMLElement>('[data-share-copy]');
    copy?.toggleAttribute('data-can-copy', typeof nav.clipboard?.writeText === 'function');
    const status = menu.querySelector('[data-share-status]');
    if (status) status.textContent = '';
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const open of menus()) {
      if (!open.contains(doc.activeElement)) continue;
      open.open = false;
      open.querySelector('summary')?.focus();
    }
  };
  // The toggle event does not bubble: it is heard on its way down.
  doc.addEventListener('toggle', onToggle, true);
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);
  return () => {
    doc.removeEventListener('toggle', onToggle, true);
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKey);
  };
}

/**
 * The navbar's account slots (src/components/SiteHeader.astro) for a signed-in reader: Login
 * becomes a profile icon and a Collections icon in the navbar, and the mobile menu (which lists
 * Collections for everyone) gains Logout. Undone on sign-out.
 */
import { ACCOUNT_PATHS } from '../config/routes.ts';

const PROFILE_ICON =
  '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">' +
  '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/></svg>';

export interface SignedInNav {
  currentPath: string;
  onLogout: () => void;
}

const COLLECTIONS_ICON =
  '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">' +
  '<path d="M6 3h12v18l-6-4.5L6 21z"/></svg>';

function iconLink(doc: Document, href: string, icon: string, label: string, currentPath: string): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.href = href;
  link.className = 'account-link';
  link.innerHTML = `${icon}<span class="visually-hidden">${label}</span>`;
  if (currentPath === href) link.setAttribute('aria-current', 'page');
  return link;
}

function logoutButton(doc: Document, onLogout: () => void): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'account-logout';
  button.textContent = 'Logout';
  button.addEventListener('click', onLogout);
  return button;
}

/** Shows the signed-in navbar; answers a function that puts the signed-out one back. */
export function showSignedIn(doc: Document, { currentPath, onLogout }: SignedInNav): () => void {
  const restores = [...doc.querySelectorAll<HTMLElement>('[data-account-slot]')].map((slot) => {
    const original = [...slot.childNodes];
    slot.replaceChildren(
      ...(slot.dataset.accountSlot === 'menu'
        ? [logoutButton(doc, onLogout)]
        : [
            iconLink(doc, ACCOUNT_PATHS.collections, COLLECTIONS_ICON, 'Collections', currentPath),
            iconLink(doc, ACCOUNT_PATHS.profile, PROFILE_ICON, 'Profile', currentPath),
          ]),
    );
    return () => {
      const hadFocus = slot.contains(doc.activeElement);
      slot.replaceChildren(...original);
      if (hadFocus) slot.querySelector<HTMLElement>('a, button')?.focus();
    };
  });
  return () => restores.forEach((restore) => restore());
}

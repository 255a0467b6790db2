/**
 * Everything a page shows only to a signed-in reader, loaded by src/scripts/personal.ts only when
 * the signed-in hint is set. Starts Firebase through the auth store and, once Firebase confirms
 * the user, swaps the navbar's Login for the profile icon (and adds Logout to the mobile menu) and
 * mounts the favourite and save buttons into the page's `data-personal-slot` elements. When
 * Firebase says nobody is signed in, or the reader logs out, the page goes back to what it was.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_ISSUE_TITLE, ISSUE_TITLES } from '../config/site.ts';
import PersonalButton, { type PersonalKindName } from '../islands/PersonalButton.tsx';
import { $user, logOut } from '../stores/auth.ts';
import type { CollectionTarget } from '../stores/local-collections.ts';
import { showSignedIn } from './account-nav.ts';
import '../styles/personal.css';

export interface PersonalSlot {
  slot: HTMLElement;
  kind: PersonalKindName;
  target: CollectionTarget;
}

const textOf = (element: Element | null | undefined) => element?.textContent?.trim() || undefined;

function targetOf(slot: HTMLElement): CollectionTarget | undefined {
  const issueId = slot.dataset.issueId;
  if (issueId) {
    const title = slot.dataset.issueTitle ?? textOf(slot.closest('article')?.querySelector('h1, h2, h3'));
    return { id: issueId, type: 'magazine', title: title ?? ISSUE_TITLES[issueId] ?? DEFAULT_ISSUE_TITLE };
  }
  const article = slot.closest<HTMLElement>('[data-item-id]');
  const { itemId: id, itemType: type } = article?.dataset ?? {};
  if (!article || !id || (type !== 'blog' && type !== 'vlog')) return undefined;
  return { id, type, title: textOf(article.querySelector('h1')) ?? id };
}

/** The favourite button goes on blogs, the save button on vlogs and issues. */
const ALLOWED: Record<PersonalKindName, CollectionTarget['type'][]> = {
  favourite: ['blog'],
  save: ['vlog', 'magazine'],
};

export function personalSlots(doc: Document): PersonalSlot[] {
  return [...doc.querySelectorAll<HTMLElement>('[data-personal-slot]')].flatMap((slot) => {
    const kind = slot.dataset.personalSlot;
    const target = targetOf(slot);
    if ((kind !== 'favourite' && kind !== 'save') || !target || !ALLOWED[kind].includes(target.type)) return [];
    return [{ slot, kind, target }];
  });
}

function showPersonal(doc: Document): () => void {
  const restoreNav = showSignedIn(doc, {
    currentPath: doc.location?.pathname ?? '/',
    onLogout: () => void logOut(),
  });
  const roots = personalSlots(doc).map(({ slot, kind, target }) => {
    const root = createRoot(slot);
    root.render(createElement(PersonalButton, { kind, target }));
    return root;
  });
  return () => {
    roots.forEach((root) => root.unmount());
    restoreNav();
  };
}

/** Follows `$user`: signed-in features while Firebase reports a user, none otherwise. */
export function mountPersonal(doc: Document = document): () => void {
  let hide: (() => void) | undefined;
  const stop = $user.subscribe((user) => {
    if (user && !hide) hide = showPersonal(doc);
    if (user === null && hide) {
      hide();
      hide = undefined;
    }
  });
  return () => {
    stop();
    hide?.();
  };
}

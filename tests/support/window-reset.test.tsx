/**
 * What every island test gets after it (unit-setup.ts and dom-setup.ts): whatever one test leaves in
 * the shared window and stores is gone before the next, so no test depends on the order they run in.
 */
import { windowPersistentEvents } from '@nanostores/persistent';
import { describe, expect, it, vi } from 'vitest';
import { $user } from '../../src/stores/auth.ts';
import { $deskAccess } from '../../src/stores/desk.ts';
import { $localFavorites } from '../../src/stores/local-collections.ts';
import { resetStores } from './store-reset.ts';
import { resetWindow, trackListeners } from './window-reset.ts';

/** Resets as between two tests, then tracks again as the next test's beforeEach does. */
async function betweenTests(): Promise<void> {
  await resetStores();
  resetWindow();
  trackListeners();
}

const kandy = { id: 'kandy-by-night', type: 'blog', title: 'Kandy by Night', timestamp: '2026-01-02T10:00:00.000Z' };

describe('the reset between unit tests', () => {
  it('empties the document and both storages, and goes back to the first address', async () => {
    document.title = 'Kandy by Night | Serendib Luxe';
    document.documentElement.lang = 'si';
    document.body.className = 'menu-open';
    document.body.innerHTML = '<iframe title="Kandy"></iframe>';
    document.documentElement.append(document.createElement('aside'));
    localStorage.setItem('favorites', '[]');
    sessionStorage.setItem('desk-draft', '{}');
    window.history.pushState(null, '', '/desk#/edit/blog/kandy-by-night');

    await betweenTests();

    expect(document.title).toBe('');
    expect(document.documentElement.getAttributeNames()).toEqual([]);
    expect(document.body.getAttributeNames()).toEqual([]);
    expect(document.documentElement.children).toHaveLength(2);
    expect(document.head.childNodes).toHaveLength(0);
    expect(document.body.childNodes).toHaveLength(0);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(window.location.href).toBe(`${window.location.origin}/`);
  });

  it("takes away the listeners a test added to the window and the document, and keeps a package's", async () => {
    const heardByTest = vi.fn();
    const heardByPackage = vi.fn();
    const restore = () => undefined;
    window.addEventListener('storage', heardByTest);
    document.addEventListener('click', heardByTest, { capture: true });
    // A package's listener (as React DOM's on the document): the package remembers it added it.
    windowPersistentEvents.addEventListener('favorites', heardByPackage, restore);

    await betweenTests();
    window.dispatchEvent(new StorageEvent('storage', { key: 'favorites' }));
    document.body.click();

    expect(heardByTest).not.toHaveBeenCalled();
    expect(heardByPackage).toHaveBeenCalledTimes(1);
    windowPersistentEvents.removeEventListener('favorites', heardByPackage, restore);
  });

  it('puts every store back at its first value, also a list another tab changed', async () => {
    $user.set({ uid: 'reader-1', displayName: 'Ama Perera', email: 'ama@example.com' });
    $deskAccess.set({ status: 'editor', email: 'ama@example.com' });
    // Another tab saved a favourite: the store takes it from the storage event, not through its set.
    const unlisten = $localFavorites.listen(() => undefined);
    localStorage.setItem('favorites', JSON.stringify([kandy]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'favorites', newValue: JSON.stringify([kandy]) }));
    unlisten();
    expect($localFavorites.get()).toEqual([kandy]);

    await betweenTests();

    expect($user.value).toBeUndefined();
    expect($deskAccess.get()).toEqual({ status: 'checking' });
    expect($localFavorites.get()).toEqual([]);
  });
});

/**
 * The site's stores as a test found them, for test files that share their modules
 * (`isolate: false`): nobody signed in to Firebase, and every store in src/stores/ unmounted and back
 * at its first value. A store keeps its value in memory after its last listener goes, and a
 * persistent one even after its storage key is cleared (it reads storage again only when what it
 * last wrote differs), so clearing storage alone would leave a test's lists to the next test.
 */
/// <reference types="vite/client" />
import { getApps } from 'firebase/app';
import { allTasks, cleanStores, type WritableAtom } from 'nanostores';
import { firebaseAuth, signOutUser } from '../../src/lib/firebase/client.ts';

type Store = WritableAtom<unknown> & { init: unknown };

function isStore(value: unknown): value is Store {
  return (
    typeof value === 'object' &&
    value !== null &&
    'init' in value &&
    typeof (value as Partial<Store>).listen === 'function' &&
    typeof (value as Partial<Store>).set === 'function'
  );
}

/** The stores a module exports, also those inside an exported object (a store with its actions). */
function storesOf(exports: Record<string, unknown>): Store[] {
  return Object.values(exports).flatMap((value) =>
    isStore(value) ? [value] : typeof value === 'object' && value !== null ? Object.values(value).filter(isStore) : [],
  );
}

const storeModules = import.meta.glob<Record<string, unknown>>(['../../src/stores/*.ts', '!**/*.test.ts'], {
  eager: true,
});
const stores = [...new Set(Object.values(storeModules).flatMap(storesOf))];

/** Waits for the stores' running tasks, signs out of Firebase if a test signed in, then resets every store. */
export async function resetStores(): Promise<void> {
  await allTasks();
  // Firebase starts on first use: a test that never used it leaves nothing to sign out of.
  if (getApps().length > 0 && firebaseAuth().currentUser) await signOutUser();
  for (const store of stores) {
    cleanStores(store);
    // Through the store's own set, so a persistent one notes the write and reads storage afresh later.
    store.set(store.init);
  }
}

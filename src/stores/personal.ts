/**
 * What favourites and saves have in common: a status per piece of content that follows the
 * server, a local collection kept in step with it, and the signed-in user's list for the profile.
 * Failures are logged, never shown to the reader.
 */
import { atom, map, onMount, task, type ReadableAtom } from 'nanostores';
import type { SignedIn } from '../lib/api/accounts.ts';
import { logFailure } from '../lib/browser/log.ts';
import { $user, signedIn } from './auth.ts';
import { keepInCollection, type Collection, type CollectionTarget } from './local-collections.ts';

export interface Status {
  /** Whether it is favourited or saved; undefined until the server has said. */
  on: boolean | undefined;
  /** A call about it is under way. */
  busy: boolean;
}

export const UNKNOWN: Status = { on: undefined, busy: false };

export interface PersonalKind {
  /** For the log. */
  name: string;
  collection: Collection;
  /** Flip at once and take it back if the call fails (saves), or wait for the server (favourites). */
  optimistic: boolean;
  ask(target: CollectionTarget, who: SignedIn): Promise<boolean | undefined>;
  toggle(target: CollectionTarget, who: SignedIn): Promise<boolean | undefined>;
  /** Takes it off on the server for good, never adding it (a toggle would, if it was already off). */
  remove(target: Pick<CollectionTarget, 'id' | 'type'>, who: SignedIn): Promise<unknown>;
  /** The profile's list of them, which a removal leaves too. */
  list: Pick<SignedInList<unknown>, 'drop'>;
}

export const statusKey = (target: Pick<CollectionTarget, 'id' | 'type'>) => `${target.type}:${target.id}`;

export function personalStatus(kind: PersonalKind) {
  const $status = map<Record<string, Status>>({});
  const read = (target: CollectionTarget) => $status.get()[statusKey(target)] ?? UNKNOWN;
  const write = (target: CollectionTarget, status: Status) => $status.setKey(statusKey(target), status);

  /** Asks the server (when the button mounts); busy at once, so a click cannot race the answer. */
  function check(target: CollectionTarget): Promise<void> {
    if (!$user.get()) return Promise.resolve();
    write(target, { ...read(target), busy: true });
    return task(async () => {
      try {
        const who = await signedIn();
        if (!who) throw new Error('Signed out before the call');
        write(target, { on: await kind.ask(target, who), busy: false });
      } catch (error) {
        write(target, { ...read(target), busy: false });
        logFailure(`Checking ${kind.name} of ${statusKey(target)} failed`, error);
      }
    });
  }

  function toggle(target: CollectionTarget): Promise<void> {
    const before = read(target);
    if (!$user.get() || before.busy) return Promise.resolve();
    const flipped = !before.on;
    // Synchronously, so an optimistic button flips in the same frame as the click.
    write(target, { on: kind.optimistic ? flipped : before.on, busy: true });
    return task(async () => {
      try {
        const who = await signedIn();
        if (!who) throw new Error('Signed out before the call');
        const on = (await kind.toggle(target, who)) ?? flipped;
        write(target, { on, busy: false });
        keepInCollection(kind.collection, target, on);
      } catch (error) {
        write(target, { on: before.on, busy: false });
        logFailure(`Changing ${kind.name} of ${statusKey(target)} failed`, error);
      }
    });
  }

  /**
   * Takes it off on the server, then out of the local collection and the profile's list, so the
   * buttons, the profile and /collections agree. Throws when the server could not be told, and
   * changes nothing then.
   */
  function remove(target: Pick<CollectionTarget, 'id' | 'type'>): Promise<void> {
    return task(async () => {
      const who = await signedIn();
      if (!who) throw new Error('Nobody is signed in');
      await kind.remove(target, who);
      $status.setKey(statusKey(target), { on: false, busy: false });
      keepInCollection(kind.collection, { ...target, title: '' }, false);
      kind.list.drop(statusKey(target));
    });
  }

  return { $status, check, toggle, remove };
}

export type ListState<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed' };

export interface SignedInList<T> {
  $list: ReadableAtom<ListState<T>>;
  /** Takes the entry whose status key is `key` out of a loaded list. */
  drop(key: string): void;
}

/**
 * The signed-in user's list, loaded whenever a (new) user is known while someone watches the store.
 * `keyOf` names an entry as `statusKey` names its content.
 */
export function signedInList<T>(
  name: string,
  load: (who: SignedIn) => Promise<T[]>,
  keyOf: (entry: T) => string,
): SignedInList<T> {
  const $list = atom<ListState<T>>({ status: 'loading' });
  const drop = (key: string) => {
    const state = $list.get();
    if (state.status === 'ready')
      $list.set({ status: 'ready', items: state.items.filter((entry) => keyOf(entry) !== key) });
  };
  onMount($list, () => {
    let loadedFor: string | undefined;
    const stop = $user.subscribe((user) => {
      if (!user || user.uid === loadedFor) return;
      loadedFor = user.uid;
      void task(async () => {
        $list.set({ status: 'loading' });
        try {
          const who = await signedIn();
          if (!who) return;
          $list.set({ status: 'ready', items: await load(who) });
        } catch (error) {
          $list.set({ status: 'failed' });
          logFailure(`Loading ${name} failed`, error);
        }
      });
    });
    return () => {
      stop();
      $list.set({ status: 'loading' });
    };
  });
  return { $list, drop };
}

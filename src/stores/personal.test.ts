import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestUser, type TestUser } from '../../tests/support/auth-users.ts';
import { useLocalApi } from '../../tests/support/local-api.ts';
import { $user, logIn, logOut } from './auth.ts';
import { $localFavorites, $localSaved } from './local-collections.ts';
import { $favouriteBlogs, $serverFavourites, checkFavourite, toggleFavourite } from './server-favourites.ts';
import { $savedIssues, $serverSaves, checkSaved, toggleSave } from './server-saves.ts';

const api = useLocalApi();
let reader: TestUser;

const blog = { id: 'moonstone-necklaces', type: 'blog', title: 'Moonstone Necklaces' } as const;
const issue = { id: '2', type: 'magazine', title: 'Style' } as const;
const vlog = { id: 'galle-fort-walk', type: 'vlog', title: 'A Walk Through Galle Fort' } as const;

beforeAll(async () => {
  useTestStorageEngine();
  reader = await createTestUser('Nadia Silva');
});

beforeEach(async () => {
  expect(await logIn(reader.email, reader.password)).toEqual({ ok: true });
});

afterEach(async () => {
  await logOut();
  cleanStores($user, $localFavorites, $localSaved, $favouriteBlogs, $savedIssues);
  $serverFavourites.set({});
  $serverSaves.set({});
  cleanTestStorage();
});

/** Waits for a store to hold a value the predicate accepts. */
function until<T>(store: { subscribe(cb: (value: T) => void): () => void }, accept: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = store.subscribe((value) => {
      if (!accept(value)) return;
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}

describe('favourites', () => {
  it('ask the server, follow its isFavorited, and keep the favorites collection in step', async () => {
    await checkFavourite(blog);
    expect($serverFavourites.get()['blog:moonstone-necklaces']).toEqual({ on: false, busy: false });

    const toggled = toggleFavourite(blog);
    // Not optimistic: the button waits for the server.
    expect($serverFavourites.get()['blog:moonstone-necklaces']).toEqual({ on: false, busy: true });
    await toggled;
    expect($serverFavourites.get()['blog:moonstone-necklaces']).toEqual({ on: true, busy: false });
    expect($localFavorites.get()).toEqual([{ ...blog, timestamp: expect.any(String) }]);
    expect(await api().store.isFavourite(reader.uid, blog.id)).toBe(true);

    const list = await until($favouriteBlogs, (state) => state.status === 'ready');
    expect(list).toEqual({ status: 'ready', items: [expect.objectContaining({ id: blog.id, title: blog.title })] });

    await toggleFavourite(blog);
    expect($serverFavourites.get()['blog:moonstone-necklaces']?.on).toBe(false);
    expect($localFavorites.get()).toEqual([]);
  });
});

describe('saves', () => {
  it('flip at once, take the server’s isSaved, and keep the saved collection in step', async () => {
    await Promise.all([checkSaved(issue), checkSaved(vlog)]);
    expect($serverSaves.get()['magazine:2']).toEqual({ on: false, busy: false });

    const toggled = toggleSave(issue);
    expect($serverSaves.get()['magazine:2']).toEqual({ on: true, busy: true });
    await toggled;
    await toggleSave(vlog);
    expect($serverSaves.get()).toMatchObject({ 'magazine:2': { on: true }, 'vlog:galle-fort-walk': { on: true } });
    expect($localSaved.get().map((item) => item.type)).toEqual(['vlog', 'magazine']);

    const list = await until($savedIssues, (state) => state.status === 'ready');
    expect(list.status === 'ready' && list.items.map((item) => item.id).sort()).toEqual(['2', 'galle-fort-walk']);
  });

  it('flip back and only log when the call fails', async () => {
    await checkSaved(issue);
    const before = $serverSaves.get()['magazine:2']?.on;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('PUBLIC_API_URL', 'http://127.0.0.1:9/api');
    const toggled = toggleSave(issue);
    expect($serverSaves.get()['magazine:2']?.on).toBe(!before);
    await toggled;
    expect($serverSaves.get()['magazine:2']).toEqual({ on: before, busy: false });
    expect(warned).toHaveBeenCalledWith(
      'Changing save of magazine:2 failed:',
      expect.stringContaining('Could not reach'),
    );
    warned.mockRestore();
  });
});

describe('signed out', () => {
  it('asks and changes nothing', async () => {
    await logOut();
    await Promise.all([checkFavourite(blog), toggleSave(issue)]);
    await allTasks();
    expect($serverFavourites.get()).toEqual({});
    expect($serverSaves.get()).toEqual({});
  });
});

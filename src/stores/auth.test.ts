// @vitest-environment jsdom
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authEmulatorReady,
  createTestUser,
  idTokenFor,
  tokenPayload,
  uniqueEmail,
} from '../../tests/support/auth-users.ts';
import { LOGIN_MESSAGES, PROFILE_MESSAGES, RESET_MESSAGES } from '../lib/accounts/auth-errors.ts';
import { readSignedInHint, writeSignedInHint } from '../lib/accounts/signed-in-hint.ts';
import { $user, logIn, logOut, requestPasswordReset, saveProfile, signedIn } from './auth.ts';
import { $localFavorites, $localSaved, type CollectionItem } from './local-collections.ts';

beforeAll(() => authEmulatorReady(), 300_000);

// Test files share a worker's modules: a store another file left watched would already know, and
// cleaning a store keeps its value, so one another file signed out would already hold null.
beforeEach(() => {
  cleanStores($user);
  $user.set(undefined);
});

afterEach(async () => {
  await logOut();
  cleanStores($user);
  localStorage.clear();
});

/** Resolves with the first value the predicate accepts. */
function nextUser(accept: (value: unknown) => boolean): Promise<unknown> {
  return new Promise((resolve) => {
    const stop = $user.subscribe((value) => {
      if (!accept(value)) return;
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}

describe('$user', () => {
  it('is unknown until Firebase has said, then null when nobody is signed in', async () => {
    expect($user.get()).toBeUndefined();
    expect(await nextUser((value) => value !== undefined)).toBeNull();
    expect(readSignedInHint()).toBe(false);
  });

  it('holds uid, displayName and email after logging in, and sets the signed-in hint', async () => {
    const reader = await createTestUser('Ama Perera');
    const watched = nextUser((value) => value !== undefined && value !== null);
    expect(await logIn(reader.email, reader.password)).toEqual({ ok: true });
    expect(await watched).toEqual({ uid: reader.uid, displayName: 'Ama Perera', email: reader.email });
    expect(readSignedInHint()).toBe(true);

    const who = await signedIn();
    expect(who?.uid).toBe(reader.uid);
    expect(tokenPayload(who?.token ?? '').sub).toBe(reader.uid);

    await logOut();
    expect($user.get()).toBeNull();
    expect(readSignedInHint()).toBe(false);
    expect(await signedIn()).toBeUndefined();
  });
});

describe('the end of a session', () => {
  const kept: CollectionItem = {
    id: '1',
    type: 'magazine',
    title: 'The Escape',
    timestamp: '2026-01-01T00:00:00.000Z',
  };
  const favourite: CollectionItem = { id: 'tea', type: 'blog', title: 'Tea', timestamp: '2026-01-01T00:00:00.000Z' };

  afterEach(() => cleanStores($localFavorites, $localSaved));

  it('empties this browser’s collections at logout', async () => {
    const reader = await createTestUser();
    await logIn(reader.email, reader.password);
    $localSaved.set([kept]);
    $localFavorites.set([favourite]);
    await logOut();
    expect([$localFavorites.get(), $localSaved.get()]).toEqual([[], []]);
    expect(JSON.parse(localStorage.getItem('saved') ?? 'null')).toEqual([]);
  });

  it('empties them when Firebase no longer holds the session this browser was signed in with', async () => {
    writeSignedInHint(true);
    $localSaved.set([kept]);
    expect(await nextUser((value) => value !== undefined)).toBeNull();
    expect($localSaved.get()).toEqual([]);
  });

  it('leaves them to a browser where nobody was signed in', async () => {
    $localSaved.set([kept]);
    expect(await nextUser((value) => value !== undefined)).toBeNull();
    expect($localSaved.get()).toEqual([kept]);
  });
});

describe('logIn', () => {
  it('answers the sign-in messages for a wrong password and an unknown e-mail', async () => {
    const reader = await createTestUser();
    expect(await logIn(reader.email, 'not-the-password')).toEqual({ ok: false, message: LOGIN_MESSAGES.wrongPassword });
    expect(await logIn(uniqueEmail('nobody'), 'whatever1')).toEqual({
      ok: false,
      message: LOGIN_MESSAGES.userNotFound,
    });
    expect(await logIn('', '')).toEqual({ ok: false, message: LOGIN_MESSAGES.fallback });
    await allTasks();
    expect(readSignedInHint()).toBe(false);
  });
});

describe('saveProfile', () => {
  it('changes the display name and the password', async () => {
    const reader = await createTestUser('Old Name');
    await logIn(reader.email, reader.password);
    expect(await saveProfile({ displayName: 'New Name', password: 'brand-new-pass' })).toEqual({
      ok: true,
      message: PROFILE_MESSAGES.updated,
    });
    expect($user.get()).toMatchObject({ displayName: 'New Name' });
    expect(tokenPayload(await idTokenFor(reader.email, 'brand-new-pass')).name).toBe('New Name');
  });

  it('fails with a message when nobody is signed in', async () => {
    expect(await saveProfile({ displayName: 'x' })).toEqual({ ok: false, message: PROFILE_MESSAGES.failed });
  });
});

describe('requestPasswordReset', () => {
  it('sends the reset e-mail for an account, and says it could not for an unknown address', async () => {
    const reader = await createTestUser();
    expect(await requestPasswordReset(reader.email)).toEqual({ ok: true, message: RESET_MESSAGES.sent });
    expect(await requestPasswordReset(uniqueEmail('nobody'))).toEqual({ ok: false, message: RESET_MESSAGES.failed });
  });
});

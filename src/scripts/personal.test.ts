// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSignedInHint } from '../lib/accounts/signed-in-hint.ts';
import { loadPersonalOnSignIn, loadPersonalWhenSignedIn } from './personal.ts';

afterEach(() => localStorage.clear());

describe('loadPersonalWhenSignedIn', () => {
  it('loads nothing for a signed-out reader', async () => {
    const load = vi.fn();
    expect(await loadPersonalWhenSignedIn(load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and mounts the signed-in features when the hint says someone is signed in', async () => {
    writeSignedInHint(true);
    const mountPersonal = vi.fn();
    expect(await loadPersonalWhenSignedIn(() => Promise.resolve({ mountPersonal }), document)).toBe(true);
    expect(mountPersonal).toHaveBeenCalledWith(document);
  });

  it('only warns when the features fail to load', async () => {
    writeSignedInHint(true);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadPersonalWhenSignedIn(() => Promise.reject(new Error('offline')))).toBe(false);
    expect(warned).toHaveBeenCalledWith('The signed-in features could not load:', expect.any(Error));
    warned.mockRestore();
  });
});

describe('loadPersonalOnSignIn', () => {
  it('loads the signed-in features once someone signs in on the page itself', async () => {
    const mountPersonal = vi.fn();
    const stop = loadPersonalOnSignIn(() => Promise.resolve({ mountPersonal }), document);
    try {
      expect(mountPersonal).not.toHaveBeenCalled();
      // As the desk's own sign-in writes it: no storage event reaches the tab that wrote it.
      writeSignedInHint(true);
      await vi.waitFor(() => expect(mountPersonal).toHaveBeenCalledWith(document));
      writeSignedInHint(false);
      writeSignedInHint(true);
      await Promise.resolve();
      expect(mountPersonal).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('loads them when another tab signs in', async () => {
    const mountPersonal = vi.fn();
    const stop = loadPersonalOnSignIn(() => Promise.resolve({ mountPersonal }), document);
    try {
      localStorage.setItem('serendibSignedIn', '1');
      window.dispatchEvent(new StorageEvent('storage', { key: 'serendibSignedIn', newValue: '1' }));
      await vi.waitFor(() => expect(mountPersonal).toHaveBeenCalledTimes(1));
    } finally {
      stop();
    }
  });

  it('waits no more once stopped', async () => {
    const load = vi.fn();
    loadPersonalOnSignIn(load, document)();
    writeSignedInHint(true);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });
});

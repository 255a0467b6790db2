// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSignedInHint } from '../lib/accounts/signed-in-hint.ts';
import { loadPersonalWhenSignedIn } from './personal.ts';

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

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readSignedInHint, writeSignedInHint } from './signed-in-hint.ts';

afterEach(() => localStorage.clear());

describe('the signed-in hint', () => {
  it('is written, read and cleared under its own local storage key', () => {
    expect(readSignedInHint()).toBe(false);
    writeSignedInHint(true);
    expect(localStorage.getItem('serendibSignedIn')).toBe('1');
    expect(readSignedInHint()).toBe(true);
    writeSignedInHint(false);
    expect(localStorage.getItem('serendibSignedIn')).toBeNull();
    expect(readSignedInHint()).toBe(false);
  });

  it('reads as signed out when storage is missing or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(readSignedInHint(throwing)).toBe(false);
    expect(() => writeSignedInHint(true, throwing)).not.toThrow();
    expect(readSignedInHint(undefined)).toBe(false);
  });
});

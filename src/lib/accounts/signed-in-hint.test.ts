// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readSignedInHint, signedInHintScript, writeSignedInHint } from './signed-in-hint.ts';

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

  it('makes the inline script that acts before the first paint on who is signed in', () => {
    const ran: string[] = [];
    Object.assign(globalThis, { ran });
    const run = (when: 'signed-in' | 'signed-out') =>
      new Function(signedInHintScript(when, `ran.push(${JSON.stringify(when)});`))();
    run('signed-in');
    run('signed-out');
    writeSignedInHint(true);
    run('signed-in');
    run('signed-out');
    expect(ran).toEqual(['signed-out', 'signed-in']);
  });
});

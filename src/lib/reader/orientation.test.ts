import { describe, expect, it, vi } from 'vitest';
import {
  isPhonePortrait,
  lockLandscape,
  readAlertChoice,
  saveAlertChoice,
  shouldSuggestLandscape,
} from './orientation.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  } as Storage;
}

describe('the remembered choice', () => {
  it('is kept under magazineMobileAlertChoice', () => {
    const storage = memoryStorage();
    saveAlertChoice(storage, 'rotate');
    expect(storage.getItem('magazineMobileAlertChoice')).toBe('rotate');
    expect(readAlertChoice(storage)).toBe('rotate');
  });

  it('ignores unknown values and storage that throws', () => {
    expect(readAlertChoice(memoryStorage({ magazineMobileAlertChoice: 'maybe' }))).toBeUndefined();
    expect(readAlertChoice(undefined)).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readAlertChoice(blocked)).toBeUndefined();
    expect(() => saveAlertChoice(blocked, 'continue')).not.toThrow();
  });
});

describe('when to suggest landscape', () => {
  it('only on a touch phone held upright', () => {
    expect(isPhonePortrait({ width: 390, height: 844, coarsePointer: true })).toBe(true);
    expect(isPhonePortrait({ width: 844, height: 390, coarsePointer: true })).toBe(false);
    expect(isPhonePortrait({ width: 390, height: 844, coarsePointer: false })).toBe(false);
    expect(isPhonePortrait({ width: 820, height: 1180, coarsePointer: true })).toBe(false);
  });

  it('not once a choice is remembered or the alert was dismissed', () => {
    expect(shouldSuggestLandscape({ phonePortrait: true, choice: undefined, dismissed: false })).toBe(true);
    expect(shouldSuggestLandscape({ phonePortrait: true, choice: 'continue', dismissed: false })).toBe(false);
    expect(shouldSuggestLandscape({ phonePortrait: true, choice: undefined, dismissed: true })).toBe(false);
    expect(shouldSuggestLandscape({ phonePortrait: false, choice: undefined, dismissed: false })).toBe(false);
  });
});

describe('lockLandscape', () => {
  it('goes fullscreen and locks', async () => {
    const lock = vi.fn(async () => undefined);
    const enterFullscreen = vi.fn(async () => undefined);
    expect(await lockLandscape({ orientation: { lock }, enterFullscreen })).toBe('locked');
    expect(enterFullscreen).toHaveBeenCalledOnce();
    expect(lock).toHaveBeenCalledWith('landscape');
  });

  it('says when the browser refuses, and leaves the fullscreen it entered', async () => {
    const exitFullscreen = vi.fn(async () => undefined);
    const refused = await lockLandscape({
      orientation: { lock: () => Promise.reject(new DOMException('not supported', 'NotSupportedError')) },
      enterFullscreen: async () => undefined,
      exitFullscreen,
    });
    expect(refused).toBe('refused');
    expect(exitFullscreen).toHaveBeenCalledOnce();
  });

  it('is refused without an orientation API, and still tries without fullscreen', async () => {
    expect(await lockLandscape({})).toBe('refused');
    const lock = vi.fn(async () => undefined);
    expect(await lockLandscape({ orientation: { lock }, enterFullscreen: () => Promise.reject(new Error('no')) })).toBe(
      'locked',
    );
  });
});

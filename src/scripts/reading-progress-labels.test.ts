// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../config/accounts.ts';
import { $localReadingProgress, rememberLocally } from '../stores/local-reading-progress.ts';
import { showReadingProgress } from './reading-progress-labels.ts';

afterEach(() => {
  cleanStores($localReadingProgress);
  localStorage.clear();
  document.body.replaceChildren();
});

describe('showReadingProgress', () => {
  it('labels the issues this browser has read past the cover, and follows later reading', () => {
    localStorage.setItem(STORAGE_KEYS.readingProgress, JSON.stringify({ 1: { page: 12, total: 40, at: 5 } }));
    document.body.innerHTML =
      '<p data-reading-progress="1" hidden></p><p data-reading-progress="2" hidden></p><p data-reading-progress="3" hidden></p>';
    const sync = vi.fn(async () => undefined);
    const stop = showReadingProgress(document, sync);
    const [one, two, three] = [...document.querySelectorAll<HTMLElement>('[data-reading-progress]')];
    expect([one?.textContent, one?.hidden]).toEqual(['Page 12 of 40', false]);
    expect([two?.textContent, two?.hidden]).toEqual(['', true]);

    rememberLocally('2', { page: 3, total: 24, at: 6 });
    rememberLocally('3', { page: 1, total: 24, at: 7 });
    expect(two?.textContent).toBe('Page 3 of 24');
    expect(three?.hidden).toBe(true);
    // Nobody is signed in on this browser: the API is not asked.
    expect(sync).not.toHaveBeenCalled();
    stop();
  });

  it('asks the API too when someone is signed in on this browser', () => {
    localStorage.setItem(STORAGE_KEYS.signedInHint, '1');
    const sync = vi.fn(async () => undefined);
    showReadingProgress(document, sync)();
    expect(sync).toHaveBeenCalledTimes(1);
  });
});

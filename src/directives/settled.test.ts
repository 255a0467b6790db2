// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import settled from './settled.ts';

function island() {
  const el = document.createElement('div');
  el.innerHTML = '<img alt="Cover"><button>Next page</button>';
  document.body.append(el);
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  void settled(load, { name: 'settled', value: '' }, el);
  return { el, load, hydrate };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('client:settled', () => {
  it('waits for an idle moment after the page has loaded, then hydrates once', async () => {
    // The browser's idle callback is the edge of the machine: held here, and let run by hand.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { load, hydrate } = island();
    expect(document.readyState).toBe('complete');
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    idle[0]?.();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('wakes at once for a pointer over it, focus inside it or a key pressed on the page', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    for (const fire of [
      (el: HTMLElement) => el.dispatchEvent(new Event('pointerover', { bubbles: true })),
      (el: HTMLElement) => el.querySelector('button')?.focus(),
      () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' })),
    ]) {
      const { el, load, hydrate } = island();
      expect(load).not.toHaveBeenCalled();
      fire(el);
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
      expect(load).toHaveBeenCalledTimes(1);
    }
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSubmitHeldAndHandedOver } from '../../tests/support/held-submit.ts';
import { takeHeldInput } from '../lib/browser/held-input.ts';
import settled, { SETTLED_STEPS, type SettledOptions } from './settled.ts';

/** A script that notes when it runs, as the island's renderer or its own code; new each time, as modules run once. */
let scripts = 0;
const script = (name: string) =>
  `data:text/javascript,globalThis.settledSteps=[...(globalThis.settledSteps??[]),${JSON.stringify(name)}];//${(scripts += 1)}`;
const stepsRun = () => (globalThis as { settledSteps?: string[] }).settledSteps ?? [];

function island(scripts: Partial<Record<(typeof SETTLED_STEPS)[number], string>> = {}, options?: SettledOptions) {
  const el = document.createElement('div');
  for (const [name, url] of Object.entries(scripts)) el.setAttribute(name, url);
  el.innerHTML = '<img alt="Cover"><button>Next page</button>';
  document.body.append(el);
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  // Astro hands the directive's value over as written on the island, an object here.
  void settled(load, { name: 'settled', value: (options ?? '') as string }, el);
  return { el, load, hydrate };
}

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  delete (globalThis as { settledSteps?: string[] }).settledSteps;
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

  it('loads the renderer, then the island, then hydrates, each in an idle moment of its own', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { load, hydrate } = island({ 'renderer-url': script('renderer'), 'component-url': script('island') });
    idle.shift()?.();
    await vi.waitFor(() => expect(stepsRun()).toEqual(['renderer']));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(load).not.toHaveBeenCalled();
    idle.shift()?.();
    await vi.waitFor(() => expect(stepsRun()).toEqual(['renderer', 'island']));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(load).not.toHaveBeenCalled();
    idle.shift()?.();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });

  it('stops waiting for idle moments once a reader reaches for the island', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { el, hydrate } = island({ 'renderer-url': script('renderer'), 'component-url': script('island') });
    idle.shift()?.();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(stepsRun()).toEqual(['renderer', 'island']);
  });

  it("fetches the island's own code beside the renderer once a reader reaches for it, not after it", async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    // A renderer whose script never finishes loading: the island's code must not wait for it.
    const stalledRenderer = `data:text/javascript,await new Promise(() => {});//${(scripts += 1)}`;
    const { el, load } = island({ 'renderer-url': stalledRenderer, 'component-url': script('island') });
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(stepsRun()).toEqual(['island']));
    expect(load).not.toHaveBeenCalled();
  });

  it('holds a submit made before it woke, and wakes for it, when the island asks', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    const { el, load, hydrate } = island({}, { holdSubmits: true });
    const form = document.createElement('form');
    el.append(form);
    await expectSubmitHeldAndHandedOver(form, load, hydrate);
  });

  it("leaves the submits of an island that did not ask to its own handlers (the reader's page jumper)", async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    const { el, hydrate } = island();
    const form = document.createElement('form');
    const handled = vi.fn();
    form.addEventListener('submit', handled);
    el.append(form);
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(handled).toHaveBeenCalledTimes(1);
  });

  describe('asked to wake on idleness only when there is something to do', () => {
    const options: SettledOptions = { idleWhen: { searchParam: 'page', storageKeys: ['readingProgress', 'signedIn'] } };

    it('waits for a reader on a first visit, and wakes at once when one reaches for it', async () => {
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
      const { el, hydrate } = island({}, options);
      expect(idle).toHaveLength(0);
      el.dispatchEvent(new Event('touchstart', { bubbles: true }));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    });

    it('wakes on idleness for an address with the parameter, or a browser that keeps one of the keys', async () => {
      for (const prepare of [
        () => window.history.replaceState(null, '', '/?page=7'),
        () => localStorage.setItem('readingProgress', '{}'),
        () => localStorage.setItem('signedIn', '1'),
      ]) {
        const idle: (() => void)[] = [];
        vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
        prepare();
        const { hydrate } = island({}, options);
        expect(idle).toHaveLength(1);
        idle[0]?.();
        await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
        localStorage.clear();
        window.history.replaceState(null, '', '/');
      }
    });

    it('wakes on idleness when another tab writes one of the keys while the page is open', async () => {
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
      const { hydrate } = island({}, options);
      // Other keys, and a key taken away, are no sign of something to do.
      for (const [key, newValue] of [
        ['magazineMobileAlertChoice', 'continue'],
        ['signedIn', null],
      ] as const) {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
      }
      expect(idle).toHaveLength(0);
      window.dispatchEvent(new StorageEvent('storage', { key: 'readingProgress', newValue: '{}' }));
      expect(idle).toHaveLength(1);
      idle[0]?.();
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
      window.dispatchEvent(new StorageEvent('storage', { key: 'signedIn', newValue: '1' }));
      expect(idle).toHaveLength(1);
    });

    it('runs the renderer and the island a task apart when woken by a reader, without waiting for idleness', async () => {
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
      const { el, hydrate } = island(
        { 'renderer-url': script('renderer'), 'component-url': script('island') },
        options,
      );
      el.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
      expect(stepsRun()).toEqual(['renderer', 'island']);
      expect(idle).toHaveLength(0);
    });
  });

  describe('asked to hold input', () => {
    function readerIsland() {
      vi.stubGlobal('requestIdleCallback', () => 0);
      const parts = island({}, { idleWhen: {}, holdInput: true });
      parts.el.innerHTML = '<button data-held-action="zoomIn">Zoom in</button><button>Other</button>';
      const pressed = vi.fn();
      parts.el.addEventListener('click', pressed);
      return { ...parts, pressed };
    }

    it('wakes for the key that reaches it and hands it over with the keys and control presses after it', async () => {
      const { el, hydrate, pressed } = readerIsland();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: '=' }));
      el.querySelector<HTMLButtonElement>('[data-held-action]')?.click();
      // A press of anything else is left alone.
      el.querySelectorAll('button')[1]?.click();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', bubbles: true }));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
      expect(pressed).toHaveBeenCalledTimes(1);
      const held = takeHeldInput(el.querySelector('button') ?? el);
      expect(held.map((input) => (input.kind === 'key' ? input.key.key : input.action))).toEqual(['=', 'zoomIn', 'f']);
      expect(held[2]).toMatchObject({ kind: 'key', key: { target: document.body, ctrlKey: false } });
      // Handed over once; from then on the island's own handlers have the input.
      document.dispatchEvent(new KeyboardEvent('keydown', { key: '-' }));
      el.querySelector<HTMLButtonElement>('[data-held-action]')?.click();
      expect(pressed).toHaveBeenCalledTimes(2);
      expect(takeHeldInput(el)).toEqual([]);
    });

    it('names on the island the keys this browser keeps, when asked', () => {
      vi.stubGlobal('requestIdleCallback', () => 0);
      localStorage.setItem('magazineMobileAlertChoice', 'continue');
      const { el } = island({}, { markKept: ['magazineMobileAlertChoice', 'readingProgress'] });
      expect(el.dataset.kept).toBe('magazineMobileAlertChoice');
      expect(island().el.dataset.kept).toBeUndefined();
    });

    it('holds nothing for an island that did not ask', () => {
      vi.stubGlobal('requestIdleCallback', () => 0);
      const { el } = island();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: '=' }));
      expect(takeHeldInput(el)).toEqual([]);
    });
  });
});

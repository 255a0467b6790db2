import { describe, expect, it, vi } from 'vitest';
import { DRAW_ALL_ATTRIBUTE } from './draw-all.ts';
import { PLACE_KEY, scrollToTopOnEntry } from './scroll-top.ts';

function fakeWindow(hash: string, reducedMotion: boolean, navigation = 'navigate', state: unknown = null) {
  const listeners = new Map<string, () => void>();
  const history = {
    scrollRestoration: 'auto',
    state,
    replaceState: vi.fn((next: unknown) => {
      history.state = next;
    }),
  };
  const attributes = new Map<string, string>();
  const documentElement = {
    attributes,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  return {
    document: { documentElement },
    location: { hash },
    history,
    scrollY: 0,
    matchMedia: vi.fn(() => ({ matches: reducedMotion })),
    scrollTo: vi.fn(),
    performance: { getEntriesByType: () => [{ type: navigation }] },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    leave: () => listeners.get('pagehide')?.(),
  };
}

const enter = (win: ReturnType<typeof fakeWindow>) => scrollToTopOnEntry(win as unknown as Window);

describe('scrollToTopOnEntry', () => {
  it('scrolls smoothly to the top and stops the browser restoring an old position', () => {
    const win = fakeWindow('', false);
    enter(win);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(win.history.scrollRestoration).toBe('manual');
  });

  it('jumps without animation for readers who prefer less motion', () => {
    const win = fakeWindow('', true);
    enter(win);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('leaves links to a fragment alone', () => {
    const win = fakeWindow('#gallery-heading', false);
    enter(win);
    expect(win.scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the place in the history entry on leaving, beside what the entry already holds', () => {
    const win = fakeWindow('', false, 'navigate', { other: 1 });
    enter(win);
    win.scrollY = 913.4;
    win.leave();
    expect(win.history.state).toEqual({ other: 1, [PLACE_KEY]: 913 });
  });

  it('returns to the kept place on Back or Forward', () => {
    const win = fakeWindow('', false, 'back_forward', { [PLACE_KEY]: 913 });
    enter(win);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 913, left: 0, behavior: 'auto' });
  });

  it('draws every block before returning to the place, so placeholders do not move it', () => {
    const win = fakeWindow('', false, 'back_forward', { [PLACE_KEY]: 913 });
    win.scrollTo.mockImplementation(() => {
      expect(win.document.documentElement.attributes.has(DRAW_ALL_ATTRIBUTE)).toBe(true);
    });
    enter(win);
    expect(win.scrollTo).toHaveBeenCalledOnce();
  });

  it('leaves blocks to be drawn as they come near on any other entry', () => {
    const win = fakeWindow('', false);
    enter(win);
    expect(win.document.documentElement.attributes.has(DRAW_ALL_ATTRIBUTE)).toBe(false);
  });

  it('starts at the top on a reload or a new visit, whatever place the entry holds', () => {
    for (const navigation of ['reload', 'navigate']) {
      const win = fakeWindow('', true, navigation, { [PLACE_KEY]: 913 });
      enter(win);
      expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
    }
  });

  it('starts at the top on Back when the entry holds no usable place', () => {
    const win = fakeWindow('', true, 'back_forward', { [PLACE_KEY]: 'far' });
    enter(win);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });
});

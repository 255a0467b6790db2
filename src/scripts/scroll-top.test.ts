import { describe, expect, it, vi } from 'vitest';
import { scrollToTopOnEntry } from './scroll-top.ts';

function fakeWindow(hash: string, reducedMotion: boolean) {
  return {
    location: { hash },
    history: { scrollRestoration: 'auto' },
    matchMedia: vi.fn(() => ({ matches: reducedMotion })),
    scrollTo: vi.fn(),
  };
}

describe('scrollToTopOnEntry', () => {
  it('scrolls smoothly to the top and stops the browser restoring an old position', () => {
    const win = fakeWindow('', false);
    scrollToTopOnEntry(win as unknown as Window);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(win.history.scrollRestoration).toBe('manual');
  });

  it('jumps without animation for readers who prefer less motion', () => {
    const win = fakeWindow('', true);
    scrollToTopOnEntry(win as unknown as Window);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('leaves links to a fragment alone', () => {
    const win = fakeWindow('#gallery-heading', false);
    scrollToTopOnEntry(win as unknown as Window);
    expect(win.scrollTo).not.toHaveBeenCalled();
  });
});

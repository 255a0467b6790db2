// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpPagePreview, setUpPagePreviews } from './page-preview.ts';

function render(count = 3, images = false): HTMLElement {
  document.body.innerHTML = `
    <section data-page-preview>
      <div data-preview-controls hidden><button type="button" data-preview-toggle>Pause</button></div>
      <ul>${Array.from({ length: count }, (_, i) => `<li data-preview-slide class="${i === 0 ? 'is-active' : ''}">${images ? `<img src="/p${i + 1}.webp" alt="" loading="lazy">` : i + 1}</li>`).join('')}</ul>
      <div data-preview-controls hidden>${Array.from({ length: count }, () => '<button type="button" data-preview-dot></button>').join('')}</div>
    </section>
    <a href="/elsewhere">elsewhere</a>`;
  return document.querySelector('[data-page-preview]') as HTMLElement;
}

const active = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-preview-slide]')].findIndex((slide) => slide.classList.contains('is-active'));
/** The slides whose image is fetched whether or not it is displayed. */
const fetched = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-preview-slide] img')].flatMap((image, position) =>
    image.getAttribute('loading') === 'eager' ? [position] : [],
  );
const currentDot = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-preview-dot]')].findIndex((dot) => dot.getAttribute('aria-current') === 'true');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the page previews', () => {
  it('show the next page every 4 s, wrapping round, with the dot that follows', () => {
    const root = render();
    setUpPagePreview(root, { intervalMs: 4000, reducedMotion: false });
    expect([active(root), currentDot(root)]).toEqual([0, 0]);
    vi.advanceTimersByTime(3999);
    expect(active(root)).toBe(0);
    vi.advanceTimersByTime(1);
    expect([active(root), currentDot(root)]).toEqual([1, 1]);
    vi.advanceTimersByTime(8000);
    expect(active(root)).toBe(0);
    expect(root.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });

  it('fetch the next page ahead of its turn, and the page of a dot the pointer reaches', () => {
    const root = render(4, true);
    setUpPagePreview(root, { intervalMs: 4000, reducedMotion: false });
    expect(fetched(root)).toEqual([1]);
    vi.advanceTimersByTime(4000);
    expect(fetched(root)).toEqual([1, 2]);
    root.querySelectorAll('[data-preview-dot]')[3]?.dispatchEvent(new Event('pointerenter'));
    expect(fetched(root)).toEqual([1, 2, 3]);
  });

  it('fetch nothing ahead with reduced motion, until the pointer reaches a dot', () => {
    const root = render(3, true);
    setUpPagePreview(root, { intervalMs: 4000, reducedMotion: true });
    expect(fetched(root)).toEqual([]);
    root.querySelectorAll('[data-preview-dot]')[2]?.dispatchEvent(new Event('pointerenter'));
    expect(fetched(root)).toEqual([2]);
  });

  it('go to the page of a dot, and reveal their controls', () => {
    const root = render();
    setUpPagePreview(root, { intervalMs: 4000, reducedMotion: false });
    expect([...root.querySelectorAll<HTMLElement>('[data-preview-controls]')].map((el) => el.hidden)).toEqual([
      false,
      false,
    ]);
    root.querySelectorAll<HTMLButtonElement>('[data-preview-dot]')[2]?.click();
    expect([active(root), currentDot(root)]).toEqual([2, 2]);
    vi.advanceTimersByTime(4000);
    expect(active(root)).toBe(0);
  });

  it('pause while the pointer or the focus is on them', () => {
    const root = render();
    setUpPagePreview(root, { intervalMs: 4000, reducedMotion: false });
    root.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(10_000);
    expect(active(root)).toBe(0);
    root.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(4000);
    expect(active(root)).toBe(1);

    root.querySelector<HTMLButtonElement>('[data-preview-toggle]')?.focus();
    vi.advanceTimersByTime(10_000);
    expect(active(root)).toBe(1);
    document.querySelector<HTMLAnchorElement>('a')?.focus();
    vi.advanceTimersByTime(4000);
    expect(active(root)).toBe(2);
  });

  it('stop and start with the pause button', () => {
    const root = render();
    setUpPagePreview(root, { intervalMs: 4000, reducedMotion: false });
    const toggle = root.querySelector<HTMLButtonElement>('[data-preview-toggle]') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-label')).toBe('Pause the page previews');
    toggle.click();
    expect([toggle.textContent, toggle.getAttribute('aria-label')]).toEqual(['Play', 'Play the page previews']);
    vi.advanceTimersByTime(10_000);
    expect(active(root)).toBe(0);
    toggle.click();
    vi.advanceTimersByTime(4000);
    expect(active(root)).toBe(1);
  });

  it('do not move with reduced motion, but the dots still work', () => {
    const root = render();
    setUpPagePreview(root, { intervalMs: 4000, reducedMotion: true });
    vi.advanceTimersByTime(20_000);
    expect(active(root)).toBe(0);
    expect(root.querySelector<HTMLButtonElement>('[data-preview-toggle]')?.hidden).toBe(true);
    root.querySelectorAll<HTMLButtonElement>('[data-preview-dot]')[1]?.click();
    expect(active(root)).toBe(1);
  });

  it('read the motion setting for every preview on the page', () => {
    render(2);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    try {
      const [preview] = setUpPagePreviews(document, 4000);
      vi.advanceTimersByTime(8000);
      expect(preview?.index).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

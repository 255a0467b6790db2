// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpHeroCarousel, type HeroCarousel } from './hero-carousel.ts';

const SLIDES = 3;

function render({ fade = 0, dots = true } = {}): HTMLElement {
  const slides = Array.from(
    { length: SLIDES },
    (_, n) => `<div data-hero-slide><a href="/topic-${n}">Topic ${n}</a><img alt="" loading="lazy"></div>`,
  ).join('');
  const dotButtons = dots
    ? Array.from({ length: SLIDES }, (_, n) => `<button type="button" data-hero-dot="${n}">Slide ${n + 1}</button>`)
    : [];
  document.body.innerHTML = `
    <section data-hero data-interval="4000" data-fade="${fade}">
      <div data-hero-slides>${slides}</div>
      <div data-hero-controls data-waiting>
        <button type="button" data-hero-prev aria-label="Previous slide"></button>
        ${dotButtons.join('')}
        <button type="button" data-hero-next aria-label="Next slide"></button>
        <button type="button" data-hero-toggle aria-label="Pause slides" hidden
          data-pause-label="Pause slides" data-play-label="Play slides"></button>
      </div>
    </section>
    <a href="/elsewhere" id="outside">Outside</a>`;
  return document.querySelector('[data-hero]') as HTMLElement;
}

function fakeWindow(reducedMotion = false) {
  const query = { matches: reducedMotion, addEventListener: vi.fn() };
  return Object.assign(Object.create(window) as Window, {
    matchMedia: vi.fn(() => query),
    addEventListener: vi.fn(),
  });
}

const slideEls = () => [...document.querySelectorAll<HTMLElement>('[data-hero-slide]')];
const current = () => slideEls().findIndex((slide) => slide.classList.contains('is-current'));
const button = (selector: string) => document.querySelector(selector) as HTMLButtonElement;

let carousel: HeroCarousel | undefined;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  carousel?.destroy();
  carousel = undefined;
  vi.useRealTimers();
});

describe('the rotating hero', () => {
  it('advances after each interval and wraps around to the first slide', () => {
    carousel = setUpHeroCarousel(render(), fakeWindow());
    expect(current()).toBe(0);
    vi.advanceTimersByTime(3999);
    expect(current()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(4000 * (SLIDES - 1));
    expect(current()).toBe(0);
  });

  it('shows its controls once it runs', () => {
    carousel = setUpHeroCarousel(render(), fakeWindow());
    expect(document.querySelector('[data-hero-controls]')?.hasAttribute('data-waiting')).toBe(false);
    expect(button('[data-hero-toggle]').hidden).toBe(false);
  });

  it('hides every slide but the current one from assistive technology and from the keyboard', () => {
    carousel = setUpHeroCarousel(render(), fakeWindow());
    carousel?.goTo(2);
    expect(slideEls().map((slide) => [slide.getAttribute('aria-hidden'), slide.hasAttribute('inert')])).toEqual([
      ['true', true],
      ['true', true],
      [null, false],
    ]);
  });

  it('jumps to a slide from its dot and marks that dot current', () => {
    carousel = setUpHeroCarousel(render(), fakeWindow());
    button('[data-hero-dot="2"]').click();
    expect(current()).toBe(2);
    const dots = [...document.querySelectorAll('[data-hero-dot]')].map((dot) => dot.getAttribute('aria-current'));
    expect(dots).toEqual([null, null, 'true']);
  });

  it('steps with the previous and next buttons, wrapping both ways', () => {
    carousel = setUpHeroCarousel(render(), fakeWindow());
    button('[data-hero-prev]').click();
    expect(current()).toBe(SLIDES - 1);
    button('[data-hero-next]').click();
    expect(current()).toBe(0);
  });

  it('gives a chosen slide a full interval before moving on', () => {
    carousel = setUpHeroCarousel(render(), fakeWindow());
    vi.advanceTimersByTime(3000);
    carousel?.goTo(2);
    vi.advanceTimersByTime(3000);
    expect(current()).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(current()).toBe(0);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    const root = render();
    carousel = setUpHeroCarousel(root, fakeWindow());
    root.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(20_000);
    expect(current()).toBe(0);
    root.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(4000);
    expect(current()).toBe(1);
  });

  it('pauses while focus is inside it, also when focus moves within it', () => {
    carousel = setUpHeroCarousel(render(), fakeWindow());
    const link = document.querySelector<HTMLAnchorElement>('.is-current a');
    link?.focus();
    vi.advanceTimersByTime(10_000);
    expect(current()).toBe(0);
    button('[data-hero-next]').focus();
    vi.advanceTimersByTime(10_000);
    expect(current()).toBe(0);
    document.getElementById('outside')?.focus();
    vi.advanceTimersByTime(4000);
    expect(current()).toBe(1);
  });

  it('stops and starts again with the pause button, whose name says what it will do', () => {
    const root = render();
    carousel = setUpHeroCarousel(root, fakeWindow());
    const toggle = button('[data-hero-toggle]');
    toggle.click();
    toggle.blur();
    root.dispatchEvent(new MouseEvent('mouseleave'));
    expect(toggle.getAttribute('aria-label')).toBe('Play slides');
    expect(toggle.hasAttribute('data-stopped')).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(current()).toBe(0);
    expect(root.querySelector('[data-hero-slides]')?.getAttribute('aria-live')).toBe('polite');
    toggle.click();
    toggle.blur();
    expect(toggle.getAttribute('aria-label')).toBe('Pause slides');
    vi.advanceTimersByTime(4000);
    expect(current()).toBe(1);
  });

  it('announces changes only when they are not automatic', () => {
    const root = render();
    carousel = setUpHeroCarousel(root, fakeWindow());
    const live = root.querySelector('[data-hero-slides]');
    expect(live?.getAttribute('aria-live')).toBe('off');
    root.dispatchEvent(new MouseEvent('mouseenter'));
    expect(live?.getAttribute('aria-live')).toBe('polite');
  });

  it('does not rotate at all for readers who prefer reduced motion, and hides the pause button', () => {
    carousel = setUpHeroCarousel(render(), fakeWindow(true));
    vi.advanceTimersByTime(60_000);
    expect(current()).toBe(0);
    expect(button('[data-hero-toggle]').hidden).toBe(true);
    button('[data-hero-dot="1"]').click();
    expect(current()).toBe(1);
  });

  it('loads the next slide’s image ahead of time, not every image at once', () => {
    carousel = setUpHeroCarousel(render(), fakeWindow());
    expect(slideEls().map((slide) => slide.hasAttribute('data-loaded'))).toEqual([true, true, false]);
    vi.advanceTimersByTime(4000);
    expect(slideEls().map((slide) => slide.hasAttribute('data-loaded'))).toEqual([true, true, true]);
  });
});

describe('the fading hero', () => {
  it('fades the text out, changes slide after the fade, then fades back in', () => {
    const root = render({ fade: 400, dots: false });
    carousel = setUpHeroCarousel(root, fakeWindow());
    vi.advanceTimersByTime(4000);
    expect([root.hasAttribute('data-fading'), current()]).toEqual([true, 0]);
    vi.advanceTimersByTime(399);
    expect([root.hasAttribute('data-fading'), current()]).toEqual([true, 0]);
    vi.advanceTimersByTime(1);
    expect([root.hasAttribute('data-fading'), current()]).toEqual([false, 1]);
  });

  it('keeps its rhythm: a fade starts at every interval', () => {
    const root = render({ fade: 400, dots: false });
    carousel = setUpHeroCarousel(root, fakeWindow());
    vi.advanceTimersByTime(8000);
    expect([root.hasAttribute('data-fading'), current()]).toEqual([true, 1]);
  });

  it('counts steps pressed during a fade from where it is going', () => {
    const root = render({ fade: 400, dots: false });
    carousel = setUpHeroCarousel(root, fakeWindow());
    button('[data-hero-next]').click();
    button('[data-hero-next]').click();
    vi.advanceTimersByTime(400);
    expect([root.hasAttribute('data-fading'), current()]).toEqual([false, 2]);
  });

  it('changes at once, without fading, for readers who prefer reduced motion', () => {
    const root = render({ fade: 400, dots: false });
    carousel = setUpHeroCarousel(root, fakeWindow(true));
    button('[data-hero-next]').click();
    expect([root.hasAttribute('data-fading'), current()]).toEqual([false, 1]);
  });
});

it('does nothing without slides', () => {
  document.body.innerHTML = '<section data-hero></section>';
  expect(setUpHeroCarousel(document.querySelector('section') as HTMLElement, fakeWindow())).toBeUndefined();
});

/**
 * A rotating hero: the slide advances every `data-interval` ms with wrap-around.
 * With `data-fade` the text fades out for that long, the slide changes, and the text fades back in.
 *
 * Rotation pauses while the pointer is over the hero or focus is inside it (so nothing moves
 * under a reader who is about to click), stops for good with the reader's pause button, and never
 * starts for readers who prefer reduced motion: WCAG 2.2.2 asks for all three.
 *
 * Markup: `[data-hero]` holds `[data-hero-slide]`s inside `[data-hero-slides]`, and optionally
 * `[data-hero-dot="n"]`, `[data-hero-prev]`, `[data-hero-next]` and `[data-hero-toggle]` buttons in
 * a `[data-hero-controls]` box that stays invisible (`data-waiting`) until the script is ready.
 * The toggle's names come with it (`data-pause-label`, `data-play-label`).
 */

export interface HeroCarousel {
  readonly index: number;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  destroy(): void;
}

export function setUpHeroCarousel(root: HTMLElement, win: Window = window): HeroCarousel | undefined {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-hero-slide]')];
  if (slides.length === 0) return undefined;
  const live = root.querySelector<HTMLElement>('[data-hero-slides]');
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-hero-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-hero-toggle]');
  const intervalMs = Number(root.dataset.interval) || 0;
  const fadeMs = Number(root.dataset.fade) || 0;
  const reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)');
  const doc = root.ownerDocument;
  const listeners = new AbortController();
  const signal = listeners.signal;

  let index = 0;
  /** Where the carousel is going: ahead of `index` while the text fades out. */
  let target = 0;
  let hovering = false;
  let focused = false;
  let stoppedByReader = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;

  const wrap = (n: number) => ((n % slides.length) + slides.length) % slides.length;
  const prefersStill = () => reducedMotion?.matches ?? false;
  const rotating = () =>
    intervalMs > 0 && slides.length > 1 && !prefersStill() && !hovering && !focused && !stoppedByReader;

  // The next slide's image is lazy and not displayed until its slide is marked loaded: marking
  // it one step ahead fetches it while the current slide shows, not all ten at once.
  const prepare = (n: number) => slides[wrap(n)]?.setAttribute('data-loaded', '');

  function show(target: number): void {
    index = wrap(target);
    slides.forEach((slide, n) => {
      const current = n === index;
      slide.classList.toggle('is-current', current);
      slide.toggleAttribute('inert', !current);
      if (current) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    for (const dot of dots) {
      if (Number(dot.dataset.heroDot) === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    }
    prepare(index);
    if (doc.readyState === 'complete') prepare(index + 1);
  }

  function change(to: number): void {
    target = wrap(to);
    clearTimeout(fadeTimer);
    if (fadeMs > 0 && !prefersStill()) {
      root.setAttribute('data-fading', '');
      fadeTimer = setTimeout(() => {
        show(target);
        root.removeAttribute('data-fading');
      }, fadeMs);
    } else {
      root.removeAttribute('data-fading');
      show(target);
    }
  }

  /** (Re)starts the countdown to the next slide, or stops it when rotation is paused. */
  function schedule(): void {
    clearTimeout(timer);
    timer = undefined;
    const moving = rotating();
    // Announcing every automatic change would talk over the reader; announce only their own.
    live?.setAttribute('aria-live', moving ? 'off' : 'polite');
    if (toggle) {
      toggle.hidden = prefersStill() || slides.length < 2;
      const label = stoppedByReader ? toggle.dataset.playLabel : toggle.dataset.pauseLabel;
      if (label) toggle.setAttribute('aria-label', label);
      toggle.toggleAttribute('data-stopped', stoppedByReader);
    }
    if (moving) {
      timer = setTimeout(() => {
        schedule();
        change(target + 1);
      }, intervalMs);
    }
  }

  const navigate = (target: number) => {
    change(target);
    schedule();
  };

  for (const dot of dots) {
    dot.addEventListener('click', () => navigate(Number(dot.dataset.heroDot)), { signal });
  }
  root.querySelector('[data-hero-prev]')?.addEventListener('click', () => navigate(target - 1), { signal });
  root.querySelector('[data-hero-next]')?.addEventListener('click', () => navigate(target + 1), { signal });
  toggle?.addEventListener(
    'click',
    () => {
      stoppedByReader = !stoppedByReader;
      schedule();
    },
    { signal },
  );

  const listen = (type: string, handler: (event: Event) => void) => root.addEventListener(type, handler, { signal });
  listen('mouseenter', () => {
    hovering = true;
    schedule();
  });
  listen('mouseleave', () => {
    hovering = false;
    schedule();
  });
  listen('focusin', () => {
    focused = true;
    schedule();
  });
  listen('focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget;
    if (next instanceof Node && root.contains(next)) return;
    focused = false;
    schedule();
  });
  reducedMotion?.addEventListener?.('change', schedule, { signal });
  if (doc.readyState !== 'complete') {
    win.addEventListener('load', () => prepare(index + 1), { signal, once: true });
  }

  show(0);
  schedule();
  root.querySelector('[data-hero-controls]')?.removeAttribute('data-waiting');

  return {
    get index() {
      return index;
    },
    goTo: navigate,
    next: () => navigate(target + 1),
    previous: () => navigate(target - 1),
    destroy() {
      clearTimeout(timer);
      clearTimeout(fadeTimer);
      listeners.abort();
    },
  };
}

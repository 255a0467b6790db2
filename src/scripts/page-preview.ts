/**
 * The page previews of /luxury: a new page every 4 s, dots to choose one,
 * a pause button, a pause while the pointer or the focus is on the previews, and no rotation at all
 * with prefers-reduced-motion. Without JavaScript the first preview shows alone.
 */
import { LATEST_ISSUE_MESSAGES as WORDS } from '../lib/reader/messages.ts';

export interface PagePreview {
  readonly index: number;
  show: (index: number) => void;
}

export interface PreviewOptions {
  intervalMs: number;
  reducedMotion: boolean;
}

const TOGGLE_TEXT = { pause: WORDS.pause, play: WORDS.play } as const;
const TOGGLE_LABEL = { pause: WORDS.pauseLabel, play: WORDS.playLabel } as const;

export function setUpPagePreview(root: HTMLElement, { intervalMs, reducedMotion }: PreviewOptions): PagePreview {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-preview-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-preview-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-preview-toggle]');
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = reducedMotion;
  let hovered = false;
  let focused = false;
  // Nothing is fetched ahead before the page's own images have loaded.
  let pageLoaded = root.ownerDocument.readyState === 'complete';

  const at = (position: number) => ((position % slides.length) + slides.length) % slides.length;

  // Slides out of view are not displayed, so their lazy images wait: the next one is fetched
  // ahead of its turn (an eager image loads even while it is not displayed).
  const fetchAhead = (position: number) => {
    for (const image of slides[at(position)]?.querySelectorAll('img') ?? []) image.setAttribute('loading', 'eager');
  };

  const show = (next: number) => {
    index = at(next);
    slides.forEach((slide, position) => {
      slide.classList.toggle('is-active', position === index);
      slide.setAttribute('aria-hidden', String(position !== index));
    });
    dots.forEach((dot, position) => dot.setAttribute('aria-current', String(position === index)));
    if (pageLoaded && !paused) fetchAhead(index + 1);
  };

  const schedule = () => {
    clearTimeout(timer);
    if (paused || hovered || focused || slides.length < 2) return;
    timer = setTimeout(() => {
      show(index + 1);
      schedule();
    }, intervalMs);
  };

  const labelToggle = () => {
    if (!toggle) return;
    const state = paused ? 'play' : 'pause';
    toggle.textContent = TOGGLE_TEXT[state];
    toggle.setAttribute('aria-label', TOGGLE_LABEL[state]);
  };

  dots.forEach((dot, position) => {
    // A reader who points at a dot is about to choose its page.
    dot.addEventListener('pointerenter', () => fetchAhead(position));
    dot.addEventListener('click', () => {
      show(position);
      schedule();
    });
  });
  toggle?.addEventListener('click', () => {
    paused = !paused;
    labelToggle();
    schedule();
  });
  root.addEventListener('mouseenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    focused = event.relatedTarget instanceof Node && root.contains(event.relatedTarget);
    schedule();
  });

  for (const controls of root.querySelectorAll<HTMLElement>('[data-preview-controls]')) controls.hidden = false;
  if (toggle) toggle.hidden = reducedMotion || slides.length < 2;
  labelToggle();
  show(0);
  schedule();
  if (!pageLoaded) {
    root.ownerDocument.defaultView?.addEventListener(
      'load',
      () => {
        pageLoaded = true;
        if (!paused) fetchAhead(index + 1);
      },
      { once: true },
    );
  }

  return {
    get index() {
      return index;
    },
    show,
  };
}

/** Every preview on the page; motion is read from the reader's system setting. */
export function setUpPagePreviews(root: Document, intervalMs: number): PagePreview[] {
  const reducedMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return [...root.querySelectorAll<HTMLElement>('[data-page-preview]')].map((element) =>
    setUpPagePreview(element, { intervalMs, reducedMotion }),
  );
}

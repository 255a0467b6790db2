/**
 * Every page starts at the top, smoothly unless the reader prefers less motion.
 * A link to a fragment keeps its target.
 */
export function scrollToTopOnEntry(win: Window = window): void {
  if (win.location.hash) return;
  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
}

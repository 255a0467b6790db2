/**
 * A form submitted before its island has woken (an address filled in by the browser and Enter at
 * once, or the first tap on a touch screen) is held, not lost: the client directive stops the
 * browser's own submission (it would leave the page), remembers the form and wakes the island; the
 * island, once its handler exists, asks whether a submit was held for its form and submits again
 * with what the fields hold then.
 *
 * The two sides meet only in the page: the directive's code is inlined by Astro, the island's is a
 * module loaded later, so they talk through an event. Nothing is written into the form, whose
 * markup React checks as it hydrates.
 */

/** Sent from a form when its island can take submits itself; the holder answers in `detail`. */
export const FORM_LIVE_EVENT = 'serendib:form-live';

interface HandOver {
  held: boolean;
}

/**
 * Holds every submit inside `island` until its form announces it is live, calling `onHeld` for
 * each (to wake the island). One form per island. Returns a function that stops holding.
 */
export function holdSubmits(island: Element, onHeld: () => void): () => void {
  const held = new Set<EventTarget>();
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    // Nothing below may act on it as well: the island hears it when it is made again.
    event.stopImmediatePropagation();
    held.add(event.target);
    onHeld();
  };
  const handOver = (event: Event) => {
    stop();
    if (event instanceof CustomEvent && event.target && held.has(event.target)) (event.detail as HandOver).held = true;
  };
  const stop = () => {
    island.removeEventListener('submit', hold, true);
    island.removeEventListener(FORM_LIVE_EVENT, handOver);
  };
  island.addEventListener('submit', hold, true);
  island.addEventListener(FORM_LIVE_EVENT, handOver);
  return stop;
}

/**
 * Called by the island once its submit handler exists: ends the holding and answers whether a
 * submit was held for `form` (the caller then submits it again). True once at most.
 */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const detail: HandOver = { held: false };
  form.dispatchEvent(new CustomEvent(FORM_LIVE_EVENT, { bubbles: true, detail }));
  return detail.held;
}

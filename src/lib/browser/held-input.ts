/**
 * Input that reaches an island before it has woken is held, not lost: a key pressed anywhere on
 * the page, or a press of one of the island's server-rendered controls (an element that names its
 * action in `data-held-action`). The client directive holds them and wakes the island; the island,
 * once its handlers exist, takes what was held and acts on it in order. So the "=" that wakes the
 * flipbook reader also zooms, and a tap on its Next button before it woke still turns the page.
 *
 * The two sides meet only in the page, as for held submits (held-submit.ts): the directive's code
 * is inlined by Astro and the island's is a module loaded later, so they talk through an event.
 */

/** Sent from inside the island when it can act on input itself; the holder answers in `detail`. */
export const INPUT_LIVE_EVENT = 'serendib:input-live';

/** The attribute of a server-rendered control whose press is held: the action it stands for. */
export const HELD_ACTION_ATTRIBUTE = 'data-held-action';

/** A key press as the island reads it (the fields of KeyboardEvent it needs). */
export interface HeldKey {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  isComposing: boolean;
  target: EventTarget | null;
}

export type HeldInput = { kind: 'key'; key: HeldKey } | { kind: 'action'; action: string };

interface HandOver {
  held: HeldInput[];
}

function heldKey(event: KeyboardEvent): HeldKey {
  const { key, ctrlKey, altKey, metaKey, isComposing, target } = event;
  return { key, ctrlKey, altKey, metaKey, isComposing, target };
}

/**
 * Holds every key pressed in `doc` and every press of a held-action control inside `island` until
 * the island says it is live, calling `onHeld` for each (to wake the island). A held press goes
 * no further: the framework, hydrating meanwhile, would act on it a second time. Returns a function
 * that stops holding.
 */
export function holdInput(island: Element, doc: Document, onHeld: () => void): () => void {
  const held: HeldInput[] = [];
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    held.push({ kind: 'key', key: heldKey(event) });
    onHeld();
  };
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(`[${HELD_ACTION_ATTRIBUTE}]`) : null;
    const action = control?.getAttribute(HELD_ACTION_ATTRIBUTE);
    if (!control || !action || !island.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'action', action });
    onHeld();
  };
  const handOver = (event: Event) => {
    stop();
    if (event instanceof CustomEvent) (event.detail as HandOver).held.push(...held.splice(0));
  };
  const stop = () => {
    doc.removeEventListener('keydown', onKey);
    island.removeEventListener('click', onClick, true);
    island.removeEventListener(INPUT_LIVE_EVENT, handOver);
  };
  doc.addEventListener('keydown', onKey);
  island.addEventListener('click', onClick, true);
  island.addEventListener(INPUT_LIVE_EVENT, handOver);
  return stop;
}

/**
 * Called by the island, from an element inside it, once its handlers exist: ends the holding and
 * returns what was held, oldest first (nothing when no holder was there, or on a second call).
 */
export function takeHeldInput(from: Element): HeldInput[] {
  const detail: HandOver = { held: [] };
  from.dispatchEvent(new CustomEvent(INPUT_LIVE_EVENT, { bubbles: true, detail }));
  return detail.held;
}

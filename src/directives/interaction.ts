/**
 * `client:interaction`: an island whose code loads only when a reader reaches for it (pointer over
 * it, a touch, keyboard focus inside it, or a submit). Pages that carry such an island, like the
 * newsletter form on the home and About pages, ship none of its JavaScript until then.
 *
 * A form submitted before the island has woken (autofill and Enter at once, or a first tap) is
 * held and handed to the island, which submits it again (src/lib/browser/held-submit.ts): an island
 * with a form under this directive calls `useHeldSubmit`.
 */
import type { ClientDirective } from 'astro';
import { holdSubmits } from '../lib/browser/held-submit.ts';

export const INTERACTION_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  holdSubmits(el, () => void start());
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, start, { passive: true });
};

export default interaction;

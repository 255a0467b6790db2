/**
 * `client:interaction`: an island whose code loads only when a reader reaches for it (pointer over
 * it, a touch, or keyboard focus inside it). Pages that carry such an island, like the newsletter
 * form on the home and About pages, ship none of its JavaScript until then.
 */
import type { ClientDirective } from 'astro';

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
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, start, { passive: true });
};

export default interaction;

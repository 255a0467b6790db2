// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { expectSubmitHeldAndHandedOver } from '../../tests/support/held-submit.ts';
import interaction from './interaction.ts';

function island() {
  const el = document.createElement('div');
  el.innerHTML = '<form><input aria-label="Email address"><button>Subscribe</button></form>';
  document.body.append(el);
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  void interaction(load, { name: 'interaction', value: '' }, el);
  return { el, load, hydrate };
}

describe('client:interaction', () => {
  it('loads nothing until a reader reaches for the island', () => {
    const { load } = island();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and hydrates once on focus inside the island', async () => {
    const { el, load, hydrate } = island();
    el.querySelector('input')?.focus();
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on a pointer over it or a touch', async () => {
    for (const type of ['pointerover', 'touchstart']) {
      const { el, hydrate } = island();
      el.dispatchEvent(new Event(type, { bubbles: true }));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    }
  });

  it('holds a submit made before it woke, and wakes for it', async () => {
    const { el, load, hydrate } = island();
    const form = el.querySelector('form') as HTMLFormElement;
    await expectSubmitHeldAndHandedOver(form, load, hydrate);
  });
});

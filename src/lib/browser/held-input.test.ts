// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInput, takeHeldInput } from './held-input.ts';

function island() {
  const el = document.createElement('div');
  el.innerHTML = '<button data-held-action="next"><span>›</span></button><button>Share</button>';
  document.body.append(el);
  const [control, other] = el.querySelectorAll('button');
  if (!control || !other) throw new Error('no buttons');
  return { el, control, other };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('held input', () => {
  it('holds keys and control presses, in order, until the island takes them', () => {
    const { el, control, other } = island();
    const onHeld = vi.fn();
    const stop = holdInput(el, document, onHeld);
    const reached = vi.fn();
    el.addEventListener('click', reached);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '=', ctrlKey: true }));
    control.querySelector('span')?.click();
    other.click();
    expect(onHeld).toHaveBeenCalledTimes(2);
    // The held press went no further; the other button's press is its own.
    expect(reached).toHaveBeenCalledTimes(1);
    expect(takeHeldInput(control)).toEqual([
      { kind: 'key', key: expect.objectContaining({ key: '=', ctrlKey: true, altKey: false }) },
      { kind: 'action', action: 'next' },
    ]);
    // Taken once: from then on nothing is held.
    control.click();
    expect(reached).toHaveBeenCalledTimes(2);
    expect(takeHeldInput(control)).toEqual([]);
    stop();
  });

  it('leaves a key another handler has dealt with', () => {
    const { el } = island();
    holdInput(el, document, () => undefined);
    const taken = (event: Event) => event.preventDefault();
    document.addEventListener('keydown', taken, { capture: true });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', cancelable: true }));
    document.removeEventListener('keydown', taken, { capture: true });
    expect(takeHeldInput(el)).toEqual([]);
  });
});

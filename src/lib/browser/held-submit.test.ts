// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdSubmits, takeHeldSubmit } from './held-submit.ts';

function island() {
  const el = document.createElement('div');
  el.innerHTML = '<form><input name="email" aria-label="Email address"><button>Subscribe</button></form>';
  document.body.append(el);
  const form = el.querySelector('form') as HTMLFormElement;
  // What the island's own handler would hear: it sits below the holder, as React's does.
  const heard = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', heard);
  return { el, form, heard };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('held submits', () => {
  it('stops a submit made before the island runs, and reports it', () => {
    const { el, form, heard } = island();
    const onHeld = vi.fn();
    holdSubmits(el, onHeld);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(onHeld).toHaveBeenCalledTimes(1);
    expect(heard).not.toHaveBeenCalled();
  });

  it('hands a held submit to the island once, then lets every submit through', () => {
    const { el, form, heard } = island();
    holdSubmits(el, () => undefined);
    form.requestSubmit();
    expect(takeHeldSubmit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(false);
    form.requestSubmit();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('has nothing to hand over when no submit came early', () => {
    const { el, form, heard } = island();
    holdSubmits(el, () => undefined);
    expect(takeHeldSubmit(form)).toBe(false);
    form.requestSubmit();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { takeHeldSubmit } from '../lib/browser/held-submit.ts';
import form from './form.ts';

describe('client:form', () => {
  it('loads and hydrates at once, and holds a submit made before the island runs', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<form><input aria-label="Email"><button>Send</button></form>';
    document.body.append(el);
    let loaded: () => void = () => undefined;
    const hydrate = vi.fn(async () => undefined);
    const load = vi.fn(() => new Promise<typeof hydrate>((resolve) => (loaded = () => resolve(hydrate))));
    void form(load, { name: 'form', value: '' }, el);
    expect(load).toHaveBeenCalledTimes(1);

    const element = el.querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    element.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    loaded();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(takeHeldSubmit(element)).toBe(true);
  });
});

/**
 * For the client directives' tests: a submit made before an island woke (no pointer, touch or
 * focus first: an address filled in by the browser, then Enter) is held, wakes the island once,
 * and is handed over to its form.
 */
import { expect, vi, type Mock } from 'vitest';
import { takeHeldSubmit } from '../../src/lib/browser/held-submit.ts';

export async function expectSubmitHeldAndHandedOver(form: HTMLFormElement, load: Mock, hydrate: Mock): Promise<void> {
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  expect(load).toHaveBeenCalledTimes(1);
  expect(takeHeldSubmit(form)).toBe(true);
}

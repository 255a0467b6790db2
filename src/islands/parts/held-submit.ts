/**
 * For form islands under `client:interaction`: once the island runs, a submit the
 * reader made before it woke is made again, with what the fields hold now
 * (src/lib/browser/held-submit.ts). The form's handler must read its fields from the form.
 */
import { useEffect, type RefObject } from 'react';
import { takeHeldSubmit } from '../../lib/browser/held-submit.ts';

export function useHeldSubmit(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current;
    if (element && takeHeldSubmit(element)) element.requestSubmit();
  }, [form]);
}

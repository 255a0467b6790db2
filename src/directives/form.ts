/**
 * `client:form`: a form island that loads at once, as `client:load` does, and holds a submit made
 * before it runs (a password manager's fill and Enter, a first tap on a slow network) for the
 * island to submit again (src/lib/browser/held-submit.ts). The island calls `useHeldSubmit`.
 */
import type { ClientDirective } from 'astro';
import { holdSubmits } from '../lib/browser/held-submit.ts';

const form: ClientDirective = async (load, _options, el) => {
  holdSubmits(el, () => undefined);
  const hydrate = await load();
  await hydrate();
};

export default form;

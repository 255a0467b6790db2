/**
 * The jsdom window as a unit test found it, put back after every test. The islands' test files share
 * one window per worker (`isolate: false` in vitest.config.ts), so whatever a test leaves there (an
 * element, a title, an address, a stored key, a listener) would otherwise meet the tests after it,
 * and a test's outcome would depend on the order the tests ran in.
 */

interface AddedListener {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  capture: boolean;
}

interface Patched {
  target: EventTarget;
  original: EventTarget['addEventListener'];
  wasOwn: boolean;
}

let added: AddedListener[] = [];
let patched: Patched[] = [];

/**
 * Whether the code adding a listener is a package's: React DOM listens on the document once per
 * document and remembers it did, so taking its listener away would break every later test.
 */
function addedByPackage(): boolean {
  // The frames: the Error, this function, the wrapper in trackListeners, then whoever added it.
  const caller = new Error().stack?.split('\n')[3] ?? '';
  return caller.includes('/node_modules/');
}

function removeAddedListeners(): void {
  for (const { target, original, wasOwn } of patched) {
    // The window's methods are its own properties under Vitest (the jsdom window's, bound).
    if (wasOwn) target.addEventListener = original;
    else Reflect.deleteProperty(target, 'addEventListener');
  }
  patched = [];
  for (const { target, type, listener, capture } of added) target.removeEventListener(type, listener, capture);
  added = [];
}

/** From now until `resetWindow`, the listeners the project's code adds to the window or the document are noted. */
export function trackListeners(): void {
  removeAddedListeners();
  for (const target of [window, document] as EventTarget[]) {
    const original = target.addEventListener;
    patched.push({ target, original, wasOwn: Object.hasOwn(target, 'addEventListener') });
    target.addEventListener = function addEventListener(type, listener, options) {
      if (listener && !addedByPackage()) {
        const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
        added.push({ target, type, listener, capture });
      }
      original.call(this, type, listener, options);
    };
  }
}

function removeAttributes(element: Element): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}

/** Empties the document (the title with the head), clears both storages and goes back to the first address. */
export function resetWindow(): void {
  removeAddedListeners();
  const root = document.documentElement;
  for (const child of [...root.children]) if (child !== document.head && child !== document.body) child.remove();
  for (const element of [root, document.head, document.body]) removeAttributes(element);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.getSelection()?.removeAllRanges();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.origin}/`);
}

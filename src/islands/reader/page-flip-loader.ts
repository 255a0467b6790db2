/**
 * page-flip is a UMD bundle: loaded only in the browser, whichever way the bundler wraps it, and
 * once. The reader starts loading it together with the issue, so neither waits for the other.
 */
import type { PageFlip } from 'page-flip';

type PageFlipClass = typeof PageFlip;

let loading: Promise<PageFlipClass> | undefined;

async function importPageFlip(): Promise<PageFlipClass> {
  const loaded = (await import('page-flip')) as unknown as {
    PageFlip?: PageFlipClass;
    default?: { PageFlip?: PageFlipClass };
  };
  const PageFlipClass = loaded.PageFlip ?? loaded.default?.PageFlip;
  if (!PageFlipClass) throw new Error('page-flip did not load');
  return PageFlipClass;
}

export function loadPageFlip(): Promise<PageFlipClass> {
  loading ??= importPageFlip().catch((error: unknown) => {
    loading = undefined; // a later attempt may succeed
    throw error;
  });
  return loading;
}

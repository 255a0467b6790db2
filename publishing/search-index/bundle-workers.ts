/**
 * The worker threads that run Pagefind over one bundle each (bundle-worker.ts), and the one an
 * indexer started ahead keeps waiting with Pagefind started (writer-process.ts --prewarm).
 */
import { Worker } from 'node:worker_threads';
import { PAGES_ARE_WRITTEN, type BundleWork } from './bundle-work.ts';

const BUNDLE_WORKER = new URL('./bundle-worker.ts', import.meta.url);

interface WarmWorker {
  worker: Worker;
  /** It failed or ended before it was given work: a new worker takes the work. */
  gone: boolean;
}

/** A bundle worker started ahead, its Pagefind index ready, until a bundle takes it. */
let warmWorker: WarmWorker | undefined;

/**
 * Starts a bundle worker ahead of its work (an indexer started ahead: writer-process.ts), so the
 * next bundle finds Pagefind started. It holds the process open only once it has work.
 */
export function prewarmBundleWorker(): void {
  if (warmWorker) return;
  const warm: WarmWorker = { worker: new Worker(BUNDLE_WORKER, { workerData: {} }), gone: false };
  // Its error is its work's once it has work (indexInWorker); before, the work goes to another.
  const gone = () => (warm.gone = true);
  warm.worker.once('error', gone);
  warm.worker.once('exit', gone);
  warm.worker.unref();
  warmWorker = warm;
}

/** Stops a bundle worker started ahead that no bundle took. */
export function endWarmBundleWorker(): void {
  void warmWorker?.worker.terminate();
  warmWorker = undefined;
}

/**
 * How many threads a bundle's Pagefind takes: every core, its own default, or one beside Astro's
 * rendering, which on every core took Astro's core too (docs/decisions/0035).
 */
export type PagefindThreads = 'every' | 'one';

/** What a bundle worker's Pagefind process is started with; it reads its thread pool's size from it. */
export function pagefindEnv(threads: PagefindThreads): NodeJS.ProcessEnv {
  return threads === 'one' ? { ...process.env, RAYON_NUM_THREADS: '1' } : process.env;
}

/** The worker started ahead (on every core), if it is still there and fits; else a new one with `work`. */
function bundleWorker(work: BundleWork, threads: PagefindThreads): Worker {
  if (threads === 'one') return new Worker(BUNDLE_WORKER, { workerData: { work }, env: pagefindEnv(threads) });
  const warm = warmWorker;
  warmWorker = undefined;
  if (!warm || warm.gone) return new Worker(BUNDLE_WORKER, { workerData: { work } });
  warm.worker.ref();
  warm.worker.postMessage({ work });
  return warm.worker;
}

/** Pagefind over one bundle in a worker thread; `pagesWritten` lets it read its built pages. */
export function indexInWorker(
  work: BundleWork,
  pagesWritten: Promise<void>,
  threads: PagefindThreads = 'every',
): Promise<void> {
  return new Promise((resolveIndexed, reject) => {
    const worker = bundleWorker(work, threads);
    if (work.waitForPages) void pagesWritten.then(() => worker.postMessage(PAGES_ARE_WRITTEN), reject);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolveIndexed() : reject(new Error(`Pagefind's worker exited with ${code}`)),
    );
  });
}

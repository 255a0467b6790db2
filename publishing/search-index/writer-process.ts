/**
 * `node publishing/search-index/writer-process.ts <site folder> <cache folder> [pages per bundle] [--alongside] [--beside-astro] [--changed <items>]`,
 * or `--prewarm`: writes the search index of a site into `<site>/pagefind/` (run-index.ts),
 * reusing each bundle kept in the cache whose pages are unchanged. With `--prewarm` it is started
 * ahead of the publish it will index and waits for its request as a message (index-request.ts),
 * its modules loaded and a Pagefind index started meanwhile: a publish's index is then mostly its
 * own work. The catalogue is read from the API (PUBLIC_API_URL), as the build reads it. With
 * `--alongside` (or a request that says so) it runs beside the build that writes the site: the
 * articles are indexed at once, and the built pages once the parent sends `pages-written`. A
 * process of its own, started by publishing/site-build/build-site.ts, so a publish that comes
 * meanwhile can stop it, and so nothing one index read stays for the next. Its last line says
 * whether it indexed anew or reused every bundle, in how many seconds and, beside a build, how
 * many of them came after the pages were written; `npm run bench:build` reads the seconds.
 */
import {
  INDEXER_USAGE,
  isIndexRequestMessage,
  parseIndexRequestArguments,
  type IndexRequest,
} from './index-request.ts';
import { prewarmIndex, runIndex } from './run-index.ts';
import { endWarmBundleWorker } from './bundle-workers.ts';
import { PAGES_WRITTEN_MESSAGE } from './writer.ts';

const prewarm = process.argv.includes('--prewarm');

// The build that started it is gone: nothing will ask for an index or say the pages are written.
const orphaned = () => process.exit(1);
let pagesWrittenAt: number | undefined;
let pagesWrittenNow: () => void = () => undefined;
const pagesWritten = new Promise<void>((resolveWritten) => (pagesWrittenNow = resolveWritten));
let requestNow: (request: IndexRequest) => void = () => undefined;
const requested = new Promise<IndexRequest>((resolveRequest) => (requestNow = resolveRequest));
// Listening comes first: a request sent while the modules still load waits for them.
process.on('message', (message) => {
  if (isIndexRequestMessage(message)) requestNow(message.indexRequest);
  else if (message === PAGES_WRITTEN_MESSAGE) {
    pagesWrittenAt ??= performance.now();
    pagesWrittenNow();
  }
});
if (process.send) process.once('disconnect', orphaned);

let request: IndexRequest;
if (prewarm) {
  // A request that comes first does not wait for it: the index loads what it lacks itself.
  prewarmIndex().catch(() => undefined);
  request = await requested;
} else {
  try {
    request = parseIndexRequestArguments(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : INDEXER_USAGE);
    process.exit(2);
  }
}

const started = performance.now();
const cpuBefore = process.cpuUsage();
const outcome = await runIndex(request, request.alongside ? pagesWritten : undefined);
endWarmBundleWorker();
const finished = performance.now();
const seconds = ((finished - started) / 1000).toFixed(1);
// What the index adds to a build it runs beside: the time it took once the pages were written.
const afterPages =
  pagesWrittenAt === undefined ? '' : `, ${((finished - pagesWrittenAt) / 1000).toFixed(1)} s of it after the pages`;
const cpuSeconds = (usage: NodeJS.CpuUsage) => ((usage.user + usage.system) / 1e6).toFixed(2);
// What each index costs the machine, apart from what the process spent loading before it was asked.
console.log(
  `Search index CPU: ${cpuSeconds(process.cpuUsage(cpuBefore))} s for the index, ${cpuSeconds(cpuBefore)} s before it`,
);
console.log(
  outcome.how === 'reused'
    ? `Pages unchanged: search index reused in ${seconds} s${afterPages}`
    : `Pages indexed in ${seconds} s${afterPages}${outcome.recent ? ' (the recent changes alone)' : ''}`,
);
process.off('disconnect', orphaned);
// The channel to the build would keep this process alive.
process.disconnect?.();

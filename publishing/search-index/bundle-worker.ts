/**
 * Writes one search bundle into its work's `outputPath` (bundle-work.ts): Pagefind over the
 * bundle's documents (made from the content, read as the folder `documents.folder`), then over its
 * built pages, read from `siteDir` once the parent says they are written (a message), so the
 * documents are indexed while Astro renders. It runs in a worker thread of its own because
 * Pagefind's Node API drives a single indexer process per thread (writer.ts runs
 * `parallelShards` of them at once). Started without its work (bundle-workers.ts's prewarmBundleWorker),
 * it starts Pagefind and an index, and takes its work from the first message.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { close, createIndex } from 'pagefind';
import { builtPageFile } from './built-pages.ts';
import { PAGES_ARE_WRITTEN, type BundleWork, type BundleWorkerData } from './bundle-work.ts';

let workNow: (work: BundleWork) => void = () => undefined;
const sent = new Promise<BundleWork>((resolveWork) => (workNow = resolveWork));
let pagesWrittenNow: () => void = () => undefined;
const pagesWrittenMessage = new Promise<void>((resolveWritten) => (pagesWrittenNow = resolveWritten));
parentPort?.on('message', (message: unknown) => {
  if (message === PAGES_ARE_WRITTEN) pagesWrittenNow();
  else if (typeof message === 'object' && message !== null && 'work' in message) workNow(message.work as BundleWork);
});
const given = (workerData as BundleWorkerData).work;

try {
  // Started before the work is known, when the worker is started ahead of it.
  const { index, errors } = await createIndex();
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const { documents, builtPages, siteDir, outputPath, waitForPages } = given ?? (await sent);
  const add = async (name: string, html: string) => {
    const added = await index.addHTMLFile({ sourcePath: name, content: html });
    if (added.errors.length) throw new Error(`Pagefind could not index ${name}: ${added.errors.join('; ')}`);
  };
  if (documents) {
    const added = await index.addDirectory({ path: documents.folder });
    if (added.errors.length)
      throw new Error(`Pagefind could not index ${documents.folder}: ${added.errors.join('; ')}`);
    if (added.page_count !== documents.count) {
      throw new Error(
        `Pagefind indexed ${added.page_count} of the ${documents.count} documents in ${documents.folder}`,
      );
    }
  }
  if (builtPages.length && waitForPages) await pagesWrittenMessage;
  for (const name of builtPages) await add(name, await readFile(builtPageFile(siteDir, name), 'utf8'));
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
} finally {
  await close();
  parentPort?.close();
}

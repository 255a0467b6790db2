/**
 * Writes one search bundle into `workerData.outputPath`: Pagefind over the bundle's documents
 * (made from the content, read as the folder `workerData.documents.folder`), then over its built
 * pages, read from `workerData.siteDir` once the parent says they are written (a message), so the
 * documents are indexed while Astro renders. It runs in a worker thread of its own because
 * Pagefind's Node API drives a single indexer process per thread (writer.ts runs
 * `parallelShards` of them at once).
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { close, createIndex } from 'pagefind';
import { builtPageFile } from './built-pages.ts';

export interface BundleWork {
  /** The folder of the bundle's documents (document-files.ts) and how many they are; none without it. */
  documents?: { folder: string; count: number };
  builtPages: string[];
  siteDir: string;
  outputPath: string;
  /** The built pages are not written yet: wait for the parent's message before reading them. */
  waitForPages: boolean;
}

const { documents, builtPages, siteDir, outputPath, waitForPages } = workerData as BundleWork;

const pagesWritten = new Promise<void>((resolveWritten) => {
  if (!waitForPages) resolveWritten();
  else parentPort?.once('message', () => resolveWritten());
});

try {
  const { index, errors } = await createIndex();
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
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
  if (builtPages.length) await pagesWritten;
  for (const name of builtPages) await add(name, await readFile(builtPageFile(siteDir, name), 'utf8'));
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
} finally {
  await close();
  parentPort?.close();
}

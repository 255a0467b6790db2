/**
 * Writes one search bundle: Pagefind over the pages staged in `workerData.siteDir`, into
 * `workerData.outputPath`. It runs in a worker thread of its own because Pagefind's Node API
 * drives a single indexer process per thread, and that process writes an index on one thread:
 * two workers keep both cores of the build machine busy (writer.ts).
 */
import { workerData } from 'node:worker_threads';
import { close, createIndex } from 'pagefind';

const { siteDir, outputPath } = workerData as { siteDir: string; outputPath: string };

try {
  const { index, errors } = await createIndex();
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: siteDir });
  if (added.errors.length) throw new Error(`Pagefind could not index the pages: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
} finally {
  await close();
}

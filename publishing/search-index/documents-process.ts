/**
 * `node publishing/search-index/documents-process.ts <folder> <pages per bundle> [--changed <page,page…> --kept <bundles>] [--catalogue <folder>]`:
 * reads the catalogue (as the build beside it shares it into `--catalogue`, or from the API) and writes each search bundle's documents into `<folder>`,
 * and what the indexer keeps of them into `<folder>/bundles.json` (search-source.ts). Started by
 * writer-process.ts. A process of its own because reading 10,000 articles and making their
 * documents takes about 500 MB that Node does not give back while the process lives, and the
 * indexer runs beside Astro's own peak; this process is gone before the first bundle is indexed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DOCUMENT_BUNDLES_FILE } from './bundles.ts';
import { readSearchSource, writeDocumentBundles } from './search-source.ts';

// The indexer that started it is gone: nobody will read what it writes.
process.once('disconnect', () => process.exit(1));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { changed: { type: 'string' }, kept: { type: 'string' }, catalogue: { type: 'string' } },
});
const [folder, pagesPerBundle] = [positionals[0], Number(positionals[1])];
if (!folder || !Number.isInteger(pagesPerBundle)) {
  console.error(
    'Usage: node publishing/search-index/documents-process.ts <folder> <pages per bundle> [--changed <page,page…> --kept <bundles>] [--catalogue <folder>]',
  );
  process.exit(2);
}
const changedPages = values.changed?.split(',').filter(Boolean);
const source = await readSearchSource(
  changedPages && {
    changedPages,
    shardPages: pagesPerBundle,
    keptBundles: values.kept === undefined ? undefined : Number(values.kept),
  },
  values.catalogue,
);
writeFileSync(
  join(folder, DOCUMENT_BUNDLES_FILE),
  JSON.stringify(writeDocumentBundles(source, folder, pagesPerBundle)),
);
process.exit(0);

/**
 * Writes a build's search index (Pagefind) into `<outDir>/pagefind/`, as bundles of pages
 * (bundles.ts) that the search page merges, and keeps the last index in the build cache: a bundle
 * whose pages are byte for byte those it was made from is linked in again instead of indexed.
 * Articles are indexed from documents made from the content (search-source.ts), so their bundles
 * are written while Astro still renders; the few pages read from the built site (issues) go into
 * the primary bundle, which is finished once the pages are written. Run in a process of its own
 * (writer-process.ts) that publishing/site-build/build-site.ts starts beside Astro for `npm run build`, and after
 * a publish has gone live for the rebuild service.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEARCH_INDEXING } from '../../src/config/search.ts';
import { builtPageExists, builtPageFile } from './built-pages.ts';
import { indexInWorker } from './bundle-workers.ts';
import { keepBundleResults, writeBundleResults } from './bundle-results.ts';
import { bundleOf } from './bundles.ts';
import { inLanes } from './widening-lanes.ts';
import { bundleDigest, linkTree, pageHash, type SearchablePage } from './digest.ts';
import {
  keptBundleDir,
  keptDigests,
  keptResultsFile,
  linkIntoSite,
  recentBundleDir,
  writeDigests,
  type KeptDigest,
} from './index-cache.ts';
import type { SearchBundles } from './search-source.ts';

/** What publishing/site-build/build-site.ts sends the indexer (writer-process.ts) once Astro has written the site. */
export const PAGES_WRITTEN_MESSAGE = 'pages-written';

/** What a merged bundle needs; the primary bundle's script and WebAssembly serve them all. */
const MERGED_BUNDLE_FILES = /^(pagefind-entry\.json|pagefind\..+\.pf_meta|fragment|index|filter)$/;
/** The bundle that holds the pages read from the built site. */
export const PRIMARY_BUNDLE = 0;

export interface SearchIndexOptions {
  /** Resolves once the built pages are in `outDir`; they are there already unless given. */
  pagesWritten?: Promise<void>;
  /**
   * The pages a publish changed, and those the recent bundle holds (recent-bundle.ts), which this
   * index folds back in: the kept bundles that hold none of them are linked in as they are,
   * unchecked (the source may leave their documents out: search-source.ts).
   */
  changedPages?: readonly string[];
}

/** Pagefind's version, from the package.json above its entry point (its exports hide the file). */
function pagefindVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('pagefind')));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Leaves a merged bundle only what the primary bundle's script does not serve already. */
export function trimMergedBundle(into: string): void {
  for (const name of readdirSync(into)) {
    if (!MERGED_BUNDLE_FILES.test(name)) rmSync(join(into, name), { recursive: true, force: true });
  }
}

async function builtPagesDigest(outDir: string, names: readonly string[], bundles: number, version: string) {
  const pages: SearchablePage[] = [];
  for (const name of names) pages.push({ name, hash: pageHash(await readFile(builtPageFile(outDir, name))) });
  return bundleDigest(pages, bundles, version);
}

/** Refuses an index that lists a page the build did not write: the catalogue changed between two reads. */
export function checkPagesWritten(outDir: string, names: readonly string[]): void {
  const missing = names.find((name) => !builtPageExists(outDir, name));
  if (missing) {
    throw new Error(
      `The search index lists ${missing}, which the build did not write: the content changed while the site was built`,
    );
  }
}

/**
 * Indexes `source` into bundles in `outDir`, linking each kept bundle whose pages are unchanged;
 * says whether every bundle was reused or at least one was indexed. The bundles of documents
 * start at once; `options.pagesWritten` holds back only the built pages and the linking into `outDir`.
 */
export async function writeSearchIndex(
  outDir: string,
  cacheDir: string,
  source: SearchBundles,
  options: SearchIndexOptions = {},
): Promise<'reused' | 'indexed'> {
  // Built pages are read only once each is known to be there: an issue published while the site
  // was built fails the index with that reason, not with a missing file.
  const pagesWritten = (options.pagesWritten ?? Promise.resolve()).then(() =>
    checkPagesWritten(outDir, source.builtPages),
  );
  // Awaited below; until then a refusal must not count as unhandled.
  pagesWritten.catch(() => undefined);
  // Beside Astro's rendering each bundle's Pagefind takes one thread, and one bundle runs at a
  // time; once the pages are written the bundles started after take every core, and more run at
  // once (docs/decisions/0035).
  let besideAstro = options.pagesWritten !== undefined;
  options.pagesWritten?.then(
    () => (besideAstro = false),
    () => undefined,
  );
  const bundles = source.bundles.length;
  const changedBundles = options.changedPages && new Set(options.changedPages.map((page) => bundleOf(page, bundles)));
  const version = pagefindVersion();
  const everyKept = keptDigests(cacheDir);
  const kept = everyKept?.length === bundles ? everyKept : undefined;
  // Built beside the cache, then swapped in whole: a stopped indexer never leaves a half cache.
  const next = `${cacheDir}.next`;
  rmSync(next, { recursive: true, force: true });

  const digests: KeptDigest[] = [];
  let indexed = false;
  // Kept bundles are linked into the new cache only when another bundle is indexed.
  const reused: (() => void)[] = [];
  const ready: (() => Promise<void>)[] = [];
  const afterPages: (() => Promise<void>)[] = [];
  source.bundles.forEach(({ folder: documentsFolder, pages }, bundle) => {
    const builtPages = bundle === PRIMARY_BUNDLE ? source.builtPages : [];
    const into = keptBundleDir(next, bundle);
    const documentsDigest = bundleDigest(pages, bundles, version);
    const reuse = () => {
      reused.push(() => {
        linkTree(keptBundleDir(cacheDir, bundle), into);
        keepBundleResults(keptResultsFile(cacheDir, bundle), keptResultsFile(next, bundle), into);
      });
    };
    const index = async (waitForPages: boolean) => {
      indexed = true;
      await indexInWorker(
        {
          ...(documentsFolder ? { documents: { folder: documentsFolder, count: pages.length } } : {}),
          builtPages,
          siteDir: outDir,
          outputPath: into,
          waitForPages,
        },
        pagesWritten,
        besideAstro ? 'one' : 'every',
      );
      if (bundle !== PRIMARY_BUNDLE) trimMergedBundle(into);
      writeBundleResults(into, keptResultsFile(next, bundle));
      // Removed as each bundle is done, not all at the end, where it would hold up the index.
      if (documentsFolder) rmSync(documentsFolder, { recursive: true, force: true });
    };
    const keptDigest = kept?.[bundle];
    if (keptDigest && changedBundles && !changedBundles.has(bundle)) {
      digests[bundle] = keptDigest;
      reuse();
      return;
    }
    if (builtPages.length === 0) {
      digests[bundle] = { documents: documentsDigest, builtPages: '' };
      if (keptDigest?.documents === documentsDigest && keptDigest.builtPages === '') reuse();
      else ready.push(() => index(false));
      return;
    }
    const pagesDigest = pagesWritten.then(() => builtPagesDigest(outDir, builtPages, bundles, version));
    const record = async () => {
      digests[bundle] = { documents: documentsDigest, builtPages: await pagesDigest };
    };
    if (keptDigest?.documents !== documentsDigest) {
      // Its documents changed: index them now, the built pages once they are written.
      afterPages.push(async () => {
        await Promise.all([index(true), record()]);
      });
      return;
    }
    afterPages.push(async () => {
      await record();
      if (digests[bundle]?.builtPages === keptDigest.builtPages) reuse();
      else await index(false);
    });
  });
  // The bundle waiting for the built pages goes last, so it holds no lane while others could run.
  // An index made after the pages (a publish's) keeps to one lane on every core.
  await inLanes(
    [...ready, ...afterPages],
    SEARCH_INDEXING.parallelShards,
    options.pagesWritten && { width: SEARCH_INDEXING.parallelShardsAfterPages, from: options.pagesWritten },
  );
  await pagesWritten;
  checkPagesWritten(
    outDir,
    source.bundles.flatMap(({ pages }) => pages.map((page) => page.name)),
  );
  if (!indexed) {
    rmSync(next, { recursive: true, force: true });
    // The kept bundles hold the recent changes as they are now: nothing is left to replace.
    rmSync(recentBundleDir(cacheDir), { recursive: true, force: true });
    linkIntoSite(outDir, cacheDir, bundles);
    return 'reused';
  }
  for (const link of reused) link();
  // The new cache has no recent bundle: its bundles hold every change.
  writeDigests(next, digests);
  rmSync(cacheDir, { recursive: true, force: true });
  renameSync(next, cacheDir);
  linkIntoSite(outDir, cacheDir, bundles);
  return 'indexed';
}

/**
 * What the indexer (writer-process.ts) is asked to do, and how a request travels: as its
 * command-line arguments when it is started for it, or as a message to an indexer started ahead
 * (`--prewarm`), which has loaded its modules and started Pagefind while it waited.
 */
import { parseArgs } from 'node:util';
import { changedItemsArgument, parseChangedItems, type ChangedItem } from './changed-items.ts';

export interface IndexRequest {
  /** The site whose `pagefind/` is written. */
  siteDir: string;
  /** Astro's cache folder, where the last index is kept (index-cache.ts). */
  cacheDir: string;
  /** Pages per bundle; SEARCH_INDEXING.shardPages unless given. */
  shardPages?: number;
  /** The site's pages are written while it runs: it waits for `pages-written` before reading them. */
  alongside: boolean;
  /** Started with Astro's rendering of a whole build: the documents are made by a process of their own. */
  besideAstro: boolean;
  /** The items a publish changed: only they, or the bundles of their pages, are indexed again. */
  changedItems?: ChangedItem[];
}

/** The message an indexer started ahead is sent with its request. */
export interface IndexRequestMessage {
  indexRequest: IndexRequest;
}

export const INDEXER_USAGE =
  'Usage: node publishing/search-index/writer-process.ts <site folder> <cache folder> [pages per bundle] [--alongside] [--beside-astro] [--changed <kind:id,kind:id…>], or --prewarm';

export function indexRequestArguments(request: IndexRequest): string[] {
  return [
    request.siteDir,
    request.cacheDir,
    ...(request.shardPages === undefined ? [] : [String(request.shardPages)]),
    ...(request.alongside ? ['--alongside'] : []),
    ...(request.besideAstro ? ['--beside-astro'] : []),
    ...(request.changedItems?.length ? ['--changed', changedItemsArgument(request.changedItems)] : []),
  ];
}

/** The request in the indexer's arguments; throws with the usage when they are not one. */
export function parseIndexRequestArguments(args: readonly string[]): IndexRequest {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      alongside: { type: 'boolean' },
      'beside-astro': { type: 'boolean' },
      changed: { type: 'string' },
    },
  });
  const [siteDir, cacheDir, shardPages] = positionals;
  if (!siteDir || !cacheDir || positionals.length > 3) throw new Error(INDEXER_USAGE);
  const pages = shardPages === undefined ? undefined : Number(shardPages);
  if (pages !== undefined && !(Number.isInteger(pages) && pages > 0)) throw new Error(INDEXER_USAGE);
  return {
    siteDir,
    cacheDir,
    ...(pages === undefined ? {} : { shardPages: pages }),
    alongside: values.alongside ?? false,
    besideAstro: values['beside-astro'] ?? false,
    ...(values.changed === undefined ? {} : { changedItems: parseChangedItems(values.changed) }),
  };
}

export function isIndexRequestMessage(message: unknown): message is IndexRequestMessage {
  const request = (message as Partial<IndexRequestMessage> | null)?.indexRequest;
  return typeof request?.siteDir === 'string' && typeof request.cacheDir === 'string';
}

/**
 * The search panel (src/components/SearchPanel.astro): runs the query in the address on load,
 * searches as the reader types (after a pause), keeps the address in step, and announces the
 * outcome in a status line. Pagefind's own script loads here, on this page only, the first time a
 * search runs, with the index's other bundles merged into it (publishing/search-index/bundles.ts),
 * and the results a bundle of recent changes replaced left out (publishing/search-index/recent-bundle.ts).
 */
import { SEARCH, SEARCH_INDEXING } from '../config/search.ts';
import { resultsStatus, SEARCH_TEXT } from '../lib/search/messages.ts';
import {
  bundleHoldsPages,
  NO_PAGES,
  pagefindUrl,
  parseShardList,
  shardListUrl,
  visibleResults,
  type Pagefind,
  type SearchIndexList,
} from '../lib/search/pagefind.ts';
import { searchHref, searchTermOf } from '../lib/search/address.ts';
import { tellSearch } from '../lib/readership/events.ts';
import { excerptNodes, toResultViews, type SearchResultView } from '../lib/search/results.ts';

/** Pagefind with every bundle merged, and the results the bundle of recent changes replaced. */
interface LoadedIndex {
  api: Pagefind;
  hidden: ReadonlySet<string>;
}

let pagefind: Promise<LoadedIndex> | undefined;

async function shardList(): Promise<SearchIndexList> {
  const response = await fetch(shardListUrl());
  if (!response.ok) throw new Error(`${shardListUrl()} answered ${response.status}`);
  return parseShardList(await response.json());
}

/**
 * Whether the primary bundle holds any page. Every index of pages has them there (the build indexes
 * all again while it holds none), so one without them is empty: nothing is published yet.
 */
async function indexHoldsPages(): Promise<boolean> {
  const entry = `${SEARCH.bundlePath}${SEARCH_INDEXING.entryFile}`;
  const response = await fetch(entry);
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  return bundleHoldsPages(await response.json());
}

/**
 * Pagefind with every bundle of the index merged in; an index of no pages finds nothing. Tried
 * again on the next search if it fails.
 */
function loadPagefind(): Promise<LoadedIndex> {
  pagefind ??= Promise.all([
    import(/* @vite-ignore */ pagefindUrl()) as Promise<Pagefind>,
    shardList(),
    indexHoldsPages(),
  ])
    .then(async ([module, list, holdsPages]) => {
      if (!holdsPages) return { api: NO_PAGES, hidden: new Set<string>() };
      const options = { excerptLength: SEARCH.excerptWords };
      await module.options(options);
      await Promise.all(list.bundles.map((bundle) => module.mergeIndex(bundle, options)));
      return { api: module, hidden: new Set(list.hidden) };
    })
    .catch((error: unknown) => {
      pagefind = undefined;
      throw error;
    });
  return pagefind;
}

function renderResult(template: HTMLTemplateElement, result: SearchResultView): Node {
  const item = template.content.cloneNode(true) as DocumentFragment;
  const link = item.querySelector('a');
  const image = item.querySelector('img');
  const excerpt = item.querySelector('[data-excerpt]');
  const topic = item.querySelector('[data-topic]');
  const date = item.querySelector('[data-date]');
  if (link) {
    link.href = result.url;
    link.textContent = result.title;
  }
  if (image) {
    image.src = result.image.src;
    if (result.image.srcset) image.srcset = result.image.srcset;
    image.width = result.image.width;
    image.height = result.image.height;
  }
  excerpt?.replaceChildren(...excerptNodes(result.excerpt, template.ownerDocument));
  // A page without a topic or date shows neither line, rather than an empty one.
  if (topic) topic.textContent = result.topic;
  if (!result.topic) topic?.remove();
  if (date) date.textContent = result.date;
  if (!result.date) date?.parentElement?.remove();
  return item;
}

export function setUpSearch(root: HTMLElement): void {
  const form = root.querySelector('form');
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const list = root.querySelector<HTMLElement>('[data-search-results]');
  const template = root.querySelector<HTMLTemplateElement>('template');
  if (!form || !input || !status || !list || !template) return;

  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async (term: string) => {
    const ticket = ++latest;
    history.replaceState(history.state, '', searchHref(term));
    if (!term) {
      list.replaceChildren();
      status.textContent = SEARCH_TEXT.prompt;
      return;
    }
    status.textContent = SEARCH_TEXT.searching;
    try {
      const { api, hidden } = await loadPagefind();
      const search = await api.search(term);
      if (!search || ticket !== latest) return;
      const results = visibleResults(search.results, hidden);
      const shown = results.slice(0, SEARCH.maxResults);
      const views = (await Promise.all(shown.map((result) => result.data()))).flatMap(toResultViews);
      if (ticket !== latest) return;
      list.replaceChildren(...views.map((view) => renderResult(template, view)));
      tellSearch(term, results.length);
      // An issue may list several of its pages: the results not fetched count one each.
      status.textContent = resultsStatus(views.length, views.length + results.length - shown.length, term);
    } catch (error) {
      if (ticket !== latest) return;
      console.error('Search failed:', error);
      list.replaceChildren();
      status.textContent = SEARCH_TEXT.failed;
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const term = input.value.trim();
    // A failure here is the search's to report, once it runs.
    if (term)
      void loadPagefind()
        .then(({ api }) => api.preload(term))
        .catch(() => undefined);
    timer = setTimeout(() => void run(term), SEARCH.debounceMs);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void run(input.value.trim());
  });

  const initial = searchTermOf(location.search);
  input.value = initial;
  void run(initial);
}

/**
 * Every content query of the site, over the magazine read from the API at build time. Pages call
 * these; they never call the API themselves.
 *
 * The catalogue is read once per build and shared by every page. Not through Astro's content
 * layer: at ten thousand articles its store is serialised into the build and compiled as one
 * module, which costs more than rendering the pages (see "Build at scale" in docs/performance-log.md).
 */
import { FEED } from '../../config/routes.ts';
import { TOPICS } from '../../config/site.ts';
import { SKELETONS } from '../../config/ui.ts';
import {
  fetchAuthors,
  ApiError,
  fetchBlogs,
  fetchHeroSlides,
  fetchIssue,
  fetchIssues,
  fetchItem,
  fetchLatestIssue,
  fetchRandomBlogs,
  fetchVlogs,
  type Issue,
  type Item,
} from '../api/index.ts';
import { byCategory, sortNewest, splitFeatured } from './article-lists.ts';
import { authorMatcher, storiesByAuthor, withAuthorPaths, type Author } from './authors.ts';
import { relatedIndex, type RelatedIndex } from './related-index.ts';
import { byNewest } from './dates.ts';
import { heroSlides, type HeroSlide } from './hero.ts';
import { listPages, type ListPage, type ListPageNav } from './list-pages.ts';
import { shareCatalogue, withCacheKeys } from 'virtual:publishing';
import { patchedList } from './catalogue-patch.ts';
import { itemPageProps } from './item-page-props.ts';
export type { StoryCard } from './item-page-props.ts';
import { once, perRound } from './per-round.ts';

const readAuthors = once(() => fetchAuthors());

interface Bylines {
  /** The author records as read, to tell a round whether they changed. */
  authors: string;
  match: ReturnType<typeof authorMatcher>;
  linked: WeakMap<Item, Item>;
}

/**
 * The bylines' links: each item linked to its author's page, kept per item while the authors are
 * the same, so an unchanged item stays the same object from round to round.
 */
const readBylines = perRound(async (last: Bylines | undefined): Promise<Bylines> => {
  const authors = await readAuthors();
  const written = JSON.stringify(authors);
  return last?.authors === written
    ? last
    : { authors: written, match: authorMatcher(authors), linked: new WeakMap<Item, Item>() };
});
const readAuthorMatcher = async () => (await readBylines()).match;

/** A list as read, each byline linked to its author's page where the name has a record. */
async function bylined(items: Item[]): Promise<Item[]> {
  const { match, linked } = await readBylines();
  return sortNewest(items).map((item) => {
    let withPath = linked.get(item);
    if (!withPath) {
      withPath = withAuthorPaths([item], match)[0] as Item;
      linked.set(item, withPath);
    }
    return withPath;
  });
}

/** A read of one item by its id; an item no longer published (404) is gone: undefined. */
async function unlessGone<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

const itemOrGone = (id: string) => unlessGone(() => fetchItem(id));
const issueOrGone = (id: string) => unlessGone(() => fetchIssue(id));

/** Blogs and vlogs as the API lists them; in a later round, the last round's with the changed items read again. */
function itemList(type: Item['type'], readAll: () => Promise<Item[]>) {
  return perRound((last: Item[] | undefined, changes) =>
    last && changes !== 'all'
      ? patchedList(last, changes, ['blog', 'vlog'], itemOrGone, (item) => item.type === type)
      : readAll(),
  );
}

const readBlogList = itemList('blog', () => fetchBlogs());
const readVlogList = itemList('vlog', () => fetchVlogs());

// Each part is handed to the search index as read, so a build reads the catalogue once.
const readBlogs = once(async () => shareCatalogue('blogs', await bylined(await readBlogList())));
const readVlogs = once(async () => shareCatalogue('vlogs', await bylined(await readVlogList())));

/** The list answer leaves pages out, so each issue is read in full. */
const readIssues = perRound(async (last: Issue[] | undefined, changes) => {
  const issues =
    last && changes !== 'all'
      ? await patchedList(last, changes, ['issue'], issueOrGone)
      : await Promise.all((await fetchIssues()).map((issue) => fetchIssue(issue.id)));
  return shareCatalogue('issues', issues.sort(byNewest((issue) => issue.createdAt)));
});

export async function getBlogs(): Promise<Item[]> {
  return [...(await readBlogs())];
}

export async function getVlogs(): Promise<Item[]> {
  return [...(await readVlogs())];
}

export async function getIssues(): Promise<Issue[]> {
  return [...(await readIssues())];
}

/**
 * Which issue is the issue of the month is the API's to say (the pinned one, else the newest by
 * cover date); none published answers 404.
 */
const readLatestIssueId = once(async () => (await unlessGone(() => fetchLatestIssue()))?.id);

export async function getLatestIssue(): Promise<Issue | undefined> {
  const issues = await getIssues();
  // With no issue published there is none to ask about.
  if (issues.length === 0) return undefined;
  const id = await readLatestIssueId();
  return issues.find((issue) => issue.id === id);
}

const readHeroSlides = once(() => fetchHeroSlides());

/**
 * Blogs and vlogs together, indexed for the stories each page offers next: once per build, and
 * kept from round to round with only what the changed stories reach worked out again.
 */
const readRelated = perRound(async (last: RelatedRead | undefined, changes): Promise<RelatedRead> => {
  const [stories, bylines] = await Promise.all([
    Promise.all([readBlogs(), readVlogs()]).then((lists) => lists.flat()),
    readBylines(),
  ]);
  if (!last || changes === 'all') return { index: relatedIndex(stories), bylines };
  // The same bylines: only the stories the changes name are other objects than last round's.
  const named = new Set(
    changes.flatMap((change) => (change.kind === 'blog' || change.kind === 'vlog' ? [change.id] : [])),
  );
  return { index: last.index.update(stories, last.bylines === bylines ? named : undefined), bylines };
});

interface RelatedRead {
  index: RelatedIndex;
  /** The bylines the stories were linked with: other bylines make every story another object. */
  bylines: Bylines;
}

/**
 * Each item page is keyed by its item and the stories it offers next, so an unchanged one is
 * copied from the last build.
 */
async function itemPaths(items: Item[]) {
  const related = (await readRelated()).index;
  return withCacheKeys(
    items.map((item) => ({ params: { id: item.id }, props: itemPageProps(item, related.of(item)) })),
  );
}

export async function getStaticPathsBlogs() {
  return itemPaths(await getBlogs());
}

export async function getStaticPathsVlogs() {
  return itemPaths(await getVlogs());
}

export async function getAuthors(): Promise<Author[]> {
  return [...(await readAuthors())];
}

/** Every author's stories, newest first, sorted out once per round. */
const readStoriesByAuthor = once(async () => {
  const [authors, match, stories] = await Promise.all([
    getAuthors(),
    readAuthorMatcher(),
    Promise.all([getBlogs(), getVlogs()]).then((lists) => lists.flat()),
  ]);
  const bySlug = storiesByAuthor(stories, match);
  return new Map(authors.map((author) => [author.slug, bySlug.get(author.slug) ?? []]));
});

/** The stories of one author, newest first. */
export async function getStoriesOf(author: Author): Promise<Item[]> {
  return [...((await readStoriesByAuthor()).get(author.slug) ?? [])];
}

/** /authors/{slug}: every author with a record, with their stories. */
export async function getStaticPathsAuthors() {
  const authors = await getAuthors();
  const pages = await Promise.all(
    authors.map(async (author) => ({
      params: { slug: author.slug },
      props: { author, stories: await getStoriesOf(author) },
    })),
  );
  return withCacheKeys(pages);
}

/** /authors/{slug}/rss.xml: each author's newest stories, as many as a feed holds. */
export async function getStaticPathsAuthorFeeds() {
  const authors = await getAuthors();
  const feeds = await Promise.all(
    authors.map(async (author) => ({
      params: { slug: author.slug },
      props: { author, stories: (await getStoriesOf(author)).slice(0, FEED.items) },
    })),
  );
  return withCacheKeys(feeds);
}

export async function getStaticPathsIssues() {
  return withCacheKeys((await getIssues()).map((issue) => ({ params: { id: issue.id }, props: { issue } })));
}

export const BLOG_LIST_PATH = '/blogs';

/** /blogs: the featured blog on the first page, then the newest others, a page at a time; made once a round. */
const blogListPages = once(async (): Promise<{ featured: Item | undefined; pages: ListPage<Item>[] }> => {
  const { featured, rest } = splitFeatured(await getBlogs());
  return { featured, pages: listPages(rest, BLOG_LIST_PATH) };
});

export async function getBlogListFirstPage(): Promise<{ featured: Item | undefined; rest: Item[]; nav: ListPageNav }> {
  const { featured, pages } = await blogListPages();
  // listPages always answers the first page, if only an empty one.
  const first = pages[0] as ListPage<Item>;
  return { featured, rest: first.items, nav: first.nav };
}

/** /blogs/page/1 (the oldest stories) onwards. */
export async function getStaticPathsBlogListPages() {
  const { pages } = await blogListPages();
  return withCacheKeys(
    pages
      .filter((page) => page.nav.page !== undefined)
      .map((props) => ({ params: { page: String(props.nav.page) }, props })),
  );
}

/** Every page of every topic: blogs and vlogs of the category, newest first; made once a round. */
const topicListPages = once(async () => {
  const topics = byCategory([...(await getBlogs()), ...(await getVlogs())]);
  return TOPICS.flatMap((category) =>
    listPages(topics.get(category.slug) ?? [], category.path).map((page) => ({ category, ...page })),
  );
});

/** /travel, /art…: the first page of each topic. */
export async function getStaticPathsTopics() {
  const firstPages = (await topicListPages()).filter((page) => page.nav.page === undefined);
  return withCacheKeys(firstPages.map((props) => ({ params: { topic: props.category.slug }, props })));
}

/** /travel/page/1 (the topic's oldest) onwards. */
export async function getStaticPathsTopicPages() {
  const numberedPages = (await topicListPages()).filter((page) => page.nav.page !== undefined);
  return withCacheKeys(
    numberedPages.map((props) => ({ params: { topic: props.category.slug, page: String(props.nav.page) }, props })),
  );
}

/**
 * The random-by-category list (one blog of each topic). Each call is a fresh draw, so the home
 * page's Presents and Style sections do not repeat one another.
 */
export async function getRandomBlogs(): Promise<Item[]> {
  const answer = await fetchRandomBlogs();
  return answer.success ? withAuthorPaths(answer.blogs, await readAuthorMatcher()) : [];
}

export interface LeadAndSide {
  main: Item | undefined;
  side: Item[];
}

export interface HomeContent {
  slides: HeroSlide[];
  /** The blog at position "1" and the newest others, as many as the home's skeleton shows. */
  latest: LeadAndSide;
  presents: Item[];
  /** The first random blog leads, the rest are side items. */
  style: LeadAndSide;
}

export async function getHomeContent(): Promise<HomeContent> {
  const [blogs, heroSettings] = await Promise.all([getBlogs(), readHeroSlides()]);
  const { featured, rest } = splitFeatured(blogs);
  const [presents, [styleMain, ...styleSide]] = await Promise.all([getRandomBlogs(), getRandomBlogs()]);
  return {
    slides: heroSlides(blogs, heroSettings),
    latest: { main: featured, side: rest.slice(0, SKELETONS.latestSide) },
    presents,
    style: { main: styleMain, side: styleSide },
  };
}

/** /magazines/{id}/page/{n}: every page of every issue has an address (and a social card) of its own. */
export async function getStaticPathsIssuePages() {
  return withCacheKeys(
    (await getIssues()).flatMap((issue) =>
      (issue.pages ?? []).map((_, index) => ({
        params: { id: issue.id, page: String(index + 1) },
        props: { issue, page: index + 1 },
      })),
    ),
  );
}

/**
 * Every content query of the site, over the magazine read from the API at build time. Pages call
 * these; they never call the API themselves.
 *
 * The catalogue is read once per build and shared by every page. Not through Astro's content
 * layer: at ten thousand articles its store is serialised into the build and compiled as one
 * module, which costs more than rendering the pages (see the README's "Build at scale").
 */
import { CATEGORIES, SKELETONS } from '../config.ts';
import {
  fetchBlogs,
  fetchIssue,
  fetchIssues,
  fetchRandomBlogs,
  fetchVlogs,
  type Issue,
  type Item,
} from './api/index.ts';
import { inCategory, sortNewest, splitFeatured } from './articles.ts';
import { byNewest } from './dates.ts';
import { heroSlides, type HeroSlide } from './hero.ts';
import { withCacheKeys } from './page-cache-key.ts';

/** A read made once per build; the dev server reads again on every request, so edits show. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (import.meta.env.DEV ? read() : (value ??= read()));
}

const readBlogs = once(async () => sortNewest(await fetchBlogs()));
const readVlogs = once(async () => sortNewest(await fetchVlogs()));
/** The list answer leaves pages out, so each issue is read in full. */
const readIssues = once(async () => {
  const issues = await Promise.all((await fetchIssues()).map((issue) => fetchIssue(issue.id)));
  return issues.sort(byNewest((issue) => issue.createdAt));
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

export async function getLatestIssue(): Promise<Issue | undefined> {
  return (await getIssues())[0];
}

/** Each item page is keyed by its item, so an unchanged one is copied from the last build. */
export async function getStaticPathsBlogs() {
  return withCacheKeys((await getBlogs()).map((item) => ({ params: { id: item.id }, props: { item } })));
}

export async function getStaticPathsVlogs() {
  return withCacheKeys((await getVlogs()).map((item) => ({ params: { id: item.id }, props: { item } })));
}

export async function getStaticPathsIssues() {
  return withCacheKeys((await getIssues()).map((issue) => ({ params: { id: issue.id }, props: { issue } })));
}

export async function getStaticPathsTopics() {
  const items = [...(await getBlogs()), ...(await getVlogs())];
  return CATEGORIES.map((category) => ({
    params: { topic: category.slug },
    props: { category, items: inCategory(items, category.slug) },
  }));
}

/**
 * The random-by-category list (one blog of each topic). Each call is a fresh draw, so the home
 * page's Presents and Style sections do not repeat one another.
 */
export async function getRandomBlogs(): Promise<Item[]> {
  const answer = await fetchRandomBlogs();
  return answer.success ? answer.blogs : [];
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
  const blogs = await getBlogs();
  const { featured, rest } = splitFeatured(blogs);
  const [presents, [styleMain, ...styleSide]] = await Promise.all([getRandomBlogs(), getRandomBlogs()]);
  return {
    slides: heroSlides(blogs),
    latest: { main: featured, side: rest.slice(0, SKELETONS.latestSide) },
    presents,
    style: { main: styleMain, side: styleSide },
  };
}

/**
 * Every content query of the site, over the collections loaded from the API at build time.
 * Pages call these; they never call getCollection themselves.
 */
import { getCollection } from 'astro:content';
import { CATEGORIES, SKELETONS } from '../config.ts';
import { fetchRandomBlogs, type Issue, type Item } from './api/index.ts';
import { inCategory, sortNewest, splitFeatured } from './articles.ts';
import { byNewest } from './dates.ts';
import { heroSlides, type HeroSlide } from './hero.ts';

export async function getBlogs(): Promise<Item[]> {
  return sortNewest((await getCollection('blogs')).map((entry) => entry.data as Item));
}

export async function getVlogs(): Promise<Item[]> {
  return sortNewest((await getCollection('vlogs')).map((entry) => entry.data as Item));
}

export async function getIssues(): Promise<Issue[]> {
  const issues = (await getCollection('issues')).map((entry) => entry.data as Issue);
  return issues.sort(byNewest((issue) => issue.createdAt));
}

export async function getLatestIssue(): Promise<Issue | undefined> {
  return (await getIssues())[0];
}

export async function getStaticPathsBlogs() {
  return (await getBlogs()).map((item) => ({ params: { id: item.id }, props: { item } }));
}

export async function getStaticPathsVlogs() {
  return (await getVlogs()).map((item) => ({ params: { id: item.id }, props: { item } }));
}

export async function getStaticPathsIssues() {
  return (await getIssues()).map((issue) => ({ params: { id: issue.id }, props: { issue } }));
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

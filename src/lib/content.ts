/**
 * Every content query of the site, over the collections loaded from the API at build time.
 * Pages call these; they never call getCollection themselves.
 */
import { getCollection } from 'astro:content';
import { CATEGORIES } from '../config.ts';
import { fetchRandomBlogs, type Issue, type Item } from './api/index.ts';
import { inCategory, sortNewest } from './articles.ts';
import { byNewest } from './dates.ts';

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

/** The random-by-category list of the home page, drawn once per build. */
export async function getPresents(): Promise<Item[]> {
  const answer = await fetchRandomBlogs();
  return answer.success ? answer.blogs : [];
}

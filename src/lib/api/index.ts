/** Typed reads of the magazine API, used at build time by the content layer and by islands. */
import { getJson, type RequestOptions } from './client.ts';
import { issueSchema, itemSchema, parseEntity, parseEntityList, type Issue, type Item } from './entities.ts';
import { randomBlogsResponseSchema } from './schemas.ts';
import { API_PATHS } from './urls.ts';

export { ApiError, RETRY, type RequestOptions } from './client.ts';
export { API_MESSAGES } from './messages.ts';
export { apiBase, resolveMediaUrl } from './urls.ts';
export { itemSchema, issueSchema, type Issue, type Item } from './entities.ts';

export async function fetchBlogs(options?: RequestOptions): Promise<Item[]> {
  return parseEntityList(itemSchema, await getJson(API_PATHS.blogs(), options), 'blog');
}

export async function fetchVlogs(options?: RequestOptions): Promise<Item[]> {
  return parseEntityList(itemSchema, await getJson(API_PATHS.vlogs(), options), 'vlog');
}

/** One blog or vlog: the spec's single-blog call serves vlog detail too. */
export async function fetchItem(id: string, options?: RequestOptions): Promise<Item> {
  return parseEntity(itemSchema, await getJson(API_PATHS.blog(id), options), 'blog');
}

export async function fetchRandomBlogs(options?: RequestOptions): Promise<{ success: boolean; blogs: Item[] }> {
  const answer = randomBlogsResponseSchema.parse(await getJson(API_PATHS.randomBlogs(), options));
  return { success: answer.success, blogs: parseEntityList(itemSchema, answer.blogs, 'blog') };
}

export async function fetchIssues(options?: RequestOptions): Promise<Issue[]> {
  return parseEntityList(issueSchema, await getJson(API_PATHS.issues(), options), 'issue');
}

export async function fetchIssue(id: string, options?: RequestOptions): Promise<Issue> {
  return parseEntity(issueSchema, await getJson(API_PATHS.issue(id), options), 'issue');
}

export async function fetchLatestIssue(options?: RequestOptions): Promise<Issue> {
  return parseEntity(issueSchema, await getJson(API_PATHS.latestIssue(), options), 'issue');
}

/** Typed reads of the magazine API, used at build time by src/lib/content/queries.ts and by islands. */
import { getJson, type RequestOptions } from './client.ts';
import { issueSchema, itemSchema, parseEntity, parseEntityList, type Issue, type Item } from './entities.ts';
import { LIST_PAGING } from '../../../contract/list-paging.ts';
import { wireAuthorSchema, type WireAuthor } from '../../../contract/authors.ts';
import { randomBlogsResponseSchema } from '../../../contract/schemas.ts';
import { heroResponseSchema, type HeroSlideSetting } from '../../../contract/front-page.ts';
import { API_PATHS } from './urls.ts';

export { ApiError, RETRY, type RequestOptions } from './client.ts';
export { API_MESSAGES } from './messages.ts';
export { apiBase, resolveMediaUrl } from './urls.ts';
export { itemSchema, issueSchema, type Issue, type Item } from './entities.ts';

/**
 * A whole list read page by page, so no single answer grows with the catalogue. An API that
 * ignores the paging answers everything at once: a page longer than asked, or one that repeats
 * items already read, ends the reading.
 */
async function fetchAllPages(list: 'blogs' | 'vlogs', options: ListOptions = {}): Promise<Item[]> {
  const perPage = options.perPage ?? LIST_PAGING.maxPerPage;
  const kind = list === 'blogs' ? 'blog' : 'vlog';
  const items: Item[] = [];
  const seen = new Set<string>();
  for (let page = 1; ; page += 1) {
    const answer = parseEntityList(itemSchema, await getJson(API_PATHS.listPage(list, page, perPage), options), kind);
    const fresh = answer.filter((item) => !seen.has(item.id));
    for (const item of fresh) {
      seen.add(item.id);
      items.push(item);
    }
    if (answer.length < perPage || answer.length > perPage || fresh.length < answer.length) return items;
  }
}

export interface ListOptions extends RequestOptions {
  /** Items per request; the API's maximum unless given. */
  perPage?: number;
}

export async function fetchBlogs(options?: ListOptions): Promise<Item[]> {
  return fetchAllPages('blogs', options);
}

export async function fetchVlogs(options?: ListOptions): Promise<Item[]> {
  return fetchAllPages('vlogs', options);
}

/** One blog or vlog: the API's single-blog call serves vlog detail too. */
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

/** Every author record; bylines are matched to them by name (src/lib/content/authors.ts). */
export async function fetchAuthors(options?: RequestOptions): Promise<WireAuthor[]> {
  const answer = await getJson(API_PATHS.authors(), options);
  if (!Array.isArray(answer)) throw new Error("The API's author list is not an array");
  return answer.map((entry) => {
    const parsed = wireAuthorSchema.safeParse(entry);
    if (parsed.success) return parsed.data;
    const slug = typeof entry === 'object' && entry && 'slug' in entry ? String(entry.slug) : '(without a slug)';
    throw new Error(`Malformed author "${slug}" from the API: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  });
}

/** The home hero's ten slides as editors set them. */
export async function fetchHeroSlides(options?: RequestOptions): Promise<HeroSlideSetting[]> {
  return heroResponseSchema.parse(await getJson(API_PATHS.hero(), options)).slides;
}

/**
 * The only place that knows the magazine API's addresses. `PUBLIC_API_URL` overrides the local
 * default for builds and islands; it is read here and nowhere else. So is `PUBLIC_EMAILJS_ORIGIN`,
 * where the contact form's mail goes.
 */
import { LIST_PAGING } from '../../../contract/list-paging.ts';
import { LOCAL_API_URL } from '../../../contract/local-defaults.ts';
import { PDF_PAGE_PARAM } from '../../../contract/issue-pages.ts';
import type { SavedContentType } from '../../../contract/schemas.ts';
import { socialCardPath, type SocialCard } from '../../../contract/social-cards.ts';

/** What editors publish through `/admin/{kind}s` (the editor token's routes). */
export type AdminKind = 'blog' | 'vlog' | 'issue';

export const DEFAULT_API_URL = LOCAL_API_URL;

/** A `PUBLIC_*` setting: from Vite's env in builds and islands, from Node's in scripts and tests. */
export function readPublicEnv(name: string): string | undefined {
  const fromVite = (import.meta as { env?: Record<string, string | undefined> }).env?.[name];
  // Node's environment only when Vite's has none: each read of it is a call into Node, and a
  // build reads the API's address for every image of every page.
  return fromVite || (typeof process !== 'undefined' ? process.env[name] : undefined) || undefined;
}

/** The API root, without a trailing slash: `PUBLIC_API_URL` unless another is given. */
export function apiBase(configured: string | undefined = readPublicEnv('PUBLIC_API_URL')): string {
  return (configured || DEFAULT_API_URL).replace(/\/+$/, '');
}

/**
 * Where @emailjs/browser sends mail: `PUBLIC_EMAILJS_ORIGIN` (https://api.emailjs.com for the real
 * service), else the local API's origin, whose mail sink answers EmailJS's send endpoint.
 */
export function emailjsOrigin(base: string = apiBase()): string {
  return (readPublicEnv('PUBLIC_EMAILJS_ORIGIN') ?? new URL(base).origin).replace(/\/+$/, '');
}

export const API_PATHS = {
  health: () => '/health',
  blogs: () => '/blogs',
  /** One page of a list, newest first (LIST_PAGING). */
  listPage: (list: 'blogs' | 'vlogs', page: number, perPage: number) =>
    `/${list}?${query({ [LIST_PAGING.pageParam]: String(page), [LIST_PAGING.perPageParam]: String(perPage) })}`,
  blog: (id: string) => `/blogs/${encodeURIComponent(id)}`,
  randomBlogs: () => '/blogs/random/category',
  vlogs: () => '/vlogs',
  vlog: (id: string) => `/vlogs/${encodeURIComponent(id)}`,
  issues: () => '/issues',
  issue: (id: string) => `/issues/${encodeURIComponent(id)}`,
  latestIssue: () => '/issues/latest',
  authors: () => '/authors',
  hero: () => '/hero',
  subscribe: () => '/emails',
  signup: () => '/auth/signup',
  isFavorited: (blogId: string, userId: string) => `/blogs/is-favorited?${query({ blogId, userId })}`,
  favourite: (blogId: string) => `/blogs/${encodeURIComponent(blogId)}/favorite`,
  /** DELETE: takes the favourite off for good (the POST toggles). */
  unfavourite: (blogId: string, userId: string) => `/blogs/${encodeURIComponent(blogId)}/favorite?${query({ userId })}`,
  favouriteBlogs: (uid: string) => `/blogs/favourites/${encodeURIComponent(uid)}`,
  readingProgress: (uid: string) => `/issues/progress/${encodeURIComponent(uid)}`,
  issueProgress: (issueId: string) => `/issues/${encodeURIComponent(issueId)}/progress`,
  /** The API names the saved content `issueId` for vlogs too. */
  isSaved: (contentType: SavedContentType, id: string, userId: string) =>
    `/${contentType}/is-saved?${query({ issueId: id, userId })}`,
  save: (contentType: SavedContentType, id: string) => `/${contentType}/${encodeURIComponent(id)}/save`,
  /** DELETE: takes the save off for good (the POST toggles). */
  unsave: (contentType: SavedContentType, id: string, userId: string) =>
    `/${contentType}/${encodeURIComponent(id)}/save?${query({ userId })}`,
  savedIssues: (uid: string) => `/issues/saved/${encodeURIComponent(uid)}`,
  adminItems: (kind: AdminKind) => `/admin/${kind}s`,
  adminItem: (kind: AdminKind, id: string) => `/admin/${kind}s/${encodeURIComponent(id)}`,
  adminLibrary: () => '/admin/library',
  adminAuthors: () => '/admin/authors',
  adminAuthor: (slug: string) => `/admin/authors/${encodeURIComponent(slug)}`,
  /** The desk's readership figures of the last `days` days (1, 7 or 30). */
  adminReadership: (days: number) => `/admin/readership?${query({ days: String(days) })}`,
  adminMe: () => '/admin/me',
  /** The editors' newsletter: subscribers, previews, tests and editions. */
  adminNewsletter: (path: string) => `/admin/newsletter${path}`,
  adminNewsletterReaders: (params: Record<string, string>) => `/admin/newsletter/readers?${query(params)}`,
  adminMedia: () => '/admin/media',
  adminIssueImports: () => '/admin/issue-imports',
  adminIssueImport: (id: number) => `/admin/issue-imports/${id}`,
  /** POST a PDF: page `pdfPage` of it drawn as page `page` of the issue. */
  adminPageReplacement: (issueId: string, page: number, pdfPage: number) =>
    `/admin/issues/${encodeURIComponent(issueId)}/pages/${page}/replacement?${query({ [PDF_PAGE_PARAM]: String(pdfPage) })}`,
  adminPublishing: () => '/admin/publishing',
  adminFront: () => '/admin/front',
  adminLead: () => '/admin/front/lead',
  adminPinnedIssue: () => '/admin/front/pinned-issue',
  adminHero: () => '/admin/front/hero',
  /** The latest `limit` writes, of one item when `kind` and `id` are given. */
  adminLog: (filter: { limit: number; kind?: AdminKind; id?: string }) =>
    `/admin/log?${query({
      limit: String(filter.limit),
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.id ? { id: filter.id } : {}),
    })}`,
} as const;

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

export function apiUrl(path: string, base: string = apiBase()): string {
  return `${base}${path}`;
}

/** Where the API serves a social card: on its origin, beside the media. */
export function socialCardUrl(card: Pick<SocialCard, 'path'>, base: string = apiBase()): string {
  return new URL(socialCardPath(card), new URL(base).origin).toString();
}

/** Media addresses already resolved, by API root and path: a build resolves each image on many pages. */
const resolvedMedia = new Map<string, string>();

/**
 * Media paths from the API (`/media/...`) live on the API's host; absolute URLs pass through.
 */
export function resolveMediaUrl(url: string, base: string = apiBase()): string {
  if (/^https?:\/\//.test(url)) return url;
  const key = `${base}\n${url}`;
  let resolved = resolvedMedia.get(key);
  if (resolved === undefined) {
    resolved = new URL(url, new URL(base).origin).toString();
    resolvedMedia.set(key, resolved);
  }
  return resolved;
}

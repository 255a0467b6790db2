/**
 * The only place that knows the magazine API's addresses. `PUBLIC_API_URL` overrides the local
 * default for builds and islands; it is read here and nowhere else.
 */
import type { SavedContentType } from './schemas.ts';

export const DEFAULT_API_URL = 'http://127.0.0.1:8787/api';

function readEnvApiUrl(): string | undefined {
  const fromVite = (import.meta as { env?: Record<string, string | undefined> }).env?.PUBLIC_API_URL;
  const fromNode = typeof process !== 'undefined' ? process.env.PUBLIC_API_URL : undefined;
  return fromVite || fromNode || undefined;
}

/** The API root, without a trailing slash. */
export function apiBase(): string {
  return (readEnvApiUrl() ?? DEFAULT_API_URL).replace(/\/+$/, '');
}

export const API_PATHS = {
  health: () => '/health',
  blogs: () => '/blogs',
  blog: (id: string) => `/blogs/${encodeURIComponent(id)}`,
  randomBlogs: () => '/blogs/random/category',
  vlogs: () => '/vlogs',
  vlog: (id: string) => `/vlogs/${encodeURIComponent(id)}`,
  issues: () => '/issues',
  issue: (id: string) => `/issues/${encodeURIComponent(id)}`,
  latestIssue: () => '/issues/latest',
  signup: () => '/auth/signup',
  isFavorited: (blogId: string, userId: string) => `/blogs/is-favorited?${query({ blogId, userId })}`,
  favourite: (blogId: string) => `/blogs/${encodeURIComponent(blogId)}/favorite`,
  favouriteBlogs: (uid: string) => `/blogs/favourites/${encodeURIComponent(uid)}`,
  /** Spec section 7 names the saved content `issueId` for vlogs too. */
  isSaved: (contentType: SavedContentType, id: string, userId: string) =>
    `/${contentType}/is-saved?${query({ issueId: id, userId })}`,
  save: (contentType: SavedContentType, id: string) => `/${contentType}/${encodeURIComponent(id)}/save`,
  savedIssues: (uid: string) => `/issues/saved/${encodeURIComponent(uid)}`,
} as const;

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

export function apiUrl(path: string, base: string = apiBase()): string {
  return `${base}${path}`;
}

/**
 * Media paths from the API (`/media/...`) live on the API's host; absolute URLs pass through.
 */
export function resolveMediaUrl(url: string, base: string = apiBase()): string {
  if (/^https?:\/\//.test(url)) return url;
  return new URL(url, new URL(base).origin).toString();
}

/** The site's fixed routes and the pages the build produced, for specs that visit them all. */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { TOPICS } from '../../src/config/site.ts';
import { PAGE_ROUTES } from '../../src/config/routes.ts';
import { E2E_API_URL, E2E_DEPLOYED_SITE } from './e2e-stack.ts';

/** The fixed routes (item routes come from the API). */
export const FIXED_ROUTES = PAGE_ROUTES;

export const TOPIC_ROUTES = TOPICS.map((category) => category.path);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every HTML file of the first build (as deployed, a whole copy), with the URL path that serves it. */
export function builtPages(): { file: string; path: string }[] {
  return htmlFiles(E2E_DEPLOYED_SITE)
    .map((file) => {
      const rel = relative(E2E_DEPLOYED_SITE, file).split(sep).join('/');
      const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return { file, path: path === '/' ? '/' : path.replace(/\/$/, '') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * What a build must show before it goes live: the home page, a page for every created or updated
 * item and none for a deleted one, and list pages that link at least one item. A build that passes
 * `astro build` can still be wrong (an empty API answer renders empty lists); this keeps such a
 * build off the live site.
 */
import { readFile } from 'node:fs/promises';
import { resolveFile } from './static-server.ts';
import { itemPath, LIST_PATHS, type Change } from '../contract/rebuild-changes.ts';

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every reason the build in `dir` must not go live; empty when it may. */
export async function buildProblems(dir: string, changes: readonly Change[]): Promise<string[]> {
  const problems: string[] = [];
  if (!(await resolveFile(dir, '/index.html'))) problems.push('the home page is missing');

  for (const change of changes) {
    const path = itemPath(change);
    // Only an item's own page counts: the 404 page is what resolveFile never falls back to.
    const page = await resolveFile(dir, path);
    if (change.action === 'delete' && page) problems.push(`${path} still exists after its delete`);
    if (change.action !== 'delete' && !page) problems.push(`${path} is missing after its ${change.action}`);
  }

  for (const list of LIST_PATHS) {
    const file = await resolveFile(dir, list);
    if (!file) {
      problems.push(`the list page ${list} is missing`);
      continue;
    }
    const html = await readFile(file, 'utf8');
    if (!new RegExp(`href="${escapeForRegExp(list)}/[^"/?#]+"`).test(html)) {
      problems.push(`the list page ${list} links no item`);
    }
  }
  return problems;
}

/**
 * What a build must show before it goes live: the home page, a page for every created or updated
 * item and none for a deleted one, and list pages that link at least one item. A build that passes
 * `astro build` can still be wrong (an empty API answer renders empty lists); this keeps such a
 * build off the live site. A list with nothing in it yet passes when it shows its empty state and
 * did not lose its items in this build: the live list had none either (or there is no live site, on
 * a magazine's first day), or the changes delete one of its kind.
 */
import { readFile } from 'node:fs/promises';
import { resolveFile } from './static-server.ts';
import { EMPTY_STATE_ATTRIBUTE, itemPath, LIST_PATHS, type Change } from '../../contract/rebuild-changes.ts';

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The list page's HTML in `dir`; undefined when there is none. */
async function listPage(dir: string, list: string): Promise<string | undefined> {
  const file = await resolveFile(dir, list);
  return file ? readFile(file, 'utf8') : undefined;
}

const linksAnItem = (html: string, list: string) => new RegExp(`href="${escapeForRegExp(list)}/[^"/?#]+"`).test(html);

/** Whether an empty `list` may go live: it says it is empty, and it was empty or emptied on purpose. */
async function emptyOnPurpose(html: string, list: string, changes: readonly Change[], live?: string) {
  if (!html.includes(EMPTY_STATE_ATTRIBUTE)) return false;
  if (changes.some((change) => change.action === 'delete' && itemPath(change).startsWith(`${list}/`))) return true;
  const before = live === undefined ? undefined : await listPage(live, list);
  return before === undefined || !linksAnItem(before, list);
}

/**
 * Every reason the build in `dir` must not go live; empty when it may. `live` is the build serving
 * now, if any: a list it showed items on may not go live empty unless the changes delete one.
 */
export async function buildProblems(dir: string, changes: readonly Change[], live?: string): Promise<string[]> {
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
    const html = await listPage(dir, list);
    if (html === undefined) {
      problems.push(`the list page ${list} is missing`);
      continue;
    }
    if (!linksAnItem(html, list) && !(await emptyOnPurpose(html, list, changes, live))) {
      problems.push(`the list page ${list} links no item`);
    }
  }
  return problems;
}

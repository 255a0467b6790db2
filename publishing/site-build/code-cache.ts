/**
 * Astro's incremental cache copies a page whose cache key is unchanged, and the keys cover a
 * page's props and the `PUBLIC_*` settings, not the site's code. A page copied across a change of
 * code keeps the script and style file names of the build that made it, names the new build no
 * longer has. So the cache is kept only for the code it was made with: a digest of that code is
 * stored beside it, and a different digest empties it before the build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../contract/project-root.ts';

const DIGEST_FILE = 'site-code.digest';
/** Tests change no page. */
const NOT_SITE_CODE = /\.test\.[cm]?[jt]sx?$/;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !NOT_SITE_CODE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The publishing engine's code that the pages are bundled with (astro-integration.ts). */
const PAGE_CODE_IN_PUBLISHING = [
  'astro-integration.ts',
  'page-cache-key.ts',
  'changed-pages-only.ts',
  'shared-catalogue.ts',
  'render-round.ts',
  'kept-renderer.ts',
].map((name) => join(import.meta.dirname, name));

/** The code the pages of the Astro project at `root` are made from, as one digest. */
export function siteCodeDigest(root: string): string {
  const files = [
    ...filesUnder(join(root, 'src')),
    ...filesUnder(join(PROJECT_ROOT, 'contract')),
    ...PAGE_CODE_IN_PUBLISHING,
    join(root, 'astro.config.mjs'),
    join(PROJECT_ROOT, 'package-lock.json'),
  ]
    .filter((file) => existsSync(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(relative(PROJECT_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Empties `cacheDir` when it was made from other code than `root`'s; says which it did. */
export function keepCacheForCode(cacheDir: string, root: string): 'kept' | 'emptied' {
  const digest = siteCodeDigest(root);
  const digestFile = join(cacheDir, DIGEST_FILE);
  const stored = existsSync(digestFile) ? readFileSync(digestFile, 'utf8') : undefined;
  if (stored === digest) return 'kept';
  mkdirSync(cacheDir, { recursive: true });
  for (const entry of readdirSync(cacheDir)) rmSync(join(cacheDir, entry), { recursive: true, force: true });
  writeFileSync(digestFile, digest);
  return 'emptied';
}

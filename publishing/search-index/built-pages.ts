/**
 * The built pages the index reads, found in the site as it is served: the site's folder may be a
 * layer over the pages' build (publishing/site-build/layered-build.ts), holding only the index.
 */
import { existsSync } from 'node:fs';
import { pathInBuild } from '../site-build/layered-build.ts';

/** Where the built page `name` (`magazines/1/index.html`) of the site in `siteDir` is on disk. */
export function builtPageFile(siteDir: string, name: string): string {
  const file = pathInBuild(siteDir, name);
  if (!file) throw new Error(`${name} is not a page of the site in ${siteDir}`);
  return file;
}

export function builtPageExists(siteDir: string, name: string): boolean {
  const file = pathInBuild(siteDir, name);
  return file !== undefined && existsSync(file);
}

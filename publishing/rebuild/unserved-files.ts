/**
 * Files a build holds that no host serves: the hosts' own configuration (`_headers`, which Netlify
 * and Cloudflare Pages read and never send, and `firebase.json`) and hidden files. Firebase Hosting
 * leaves them out by the `ignore` globs of firebase.json, which a unit test holds to this list, so
 * the local static server and the CDN answer such a path alike: with the 404 page.
 */
import { relative, sep } from 'node:path';
import { HEADERS_FILE } from './headers-file.ts';

/** The `hosting.ignore` of firebase.json. */
export const HOSTING_IGNORE = ['firebase.json', HEADERS_FILE, '**/.*', '**/node_modules/**'] as const;

/** Host configuration at the root of a build. */
const ROOT_CONFIG_FILES: ReadonlySet<string> = new Set(['firebase.json', HEADERS_FILE]);

/** Whether `file`, found inside `root`, is one that no host serves. */
export function isUnservedFile(root: string, file: string): boolean {
  const segments = relative(root, file).split(sep);
  if (segments.length === 1 && ROOT_CONFIG_FILES.has(segments[0] ?? '')) return true;
  return segments.some((segment) => segment.startsWith('.') || segment === 'node_modules');
}

/**
 * Maps the still-encoded part of a URL after `/media/` to a file inside the media directory.
 * Each segment is decoded on its own and must be a plain file or folder name, so `..`, encoded
 * slashes or backslashes, absolute paths and hidden files never reach the file system.
 */
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** Where media are served, and how media URLs in content begin. */
export const MEDIA_PREFIX = '/media/';

const PLAIN_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export type MediaPath = { ok: true; file: string; contentType: string } | { ok: false; status: 400 | 404 };

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function resolveMediaPath(mediaDir: string, encodedPath: string): MediaPath {
  const segments = encodedPath.split('/').map(decodeSegment);
  if (!segments.every((segment) => segment !== undefined && PLAIN_NAME.test(segment))) {
    return { ok: false, status: 400 };
  }
  const file = resolve(mediaDir, ...(segments as string[]));
  if (!file.startsWith(resolve(mediaDir) + sep)) return { ok: false, status: 400 };
  const contentType = CONTENT_TYPES[extname(file).toLowerCase()];
  if (contentType === undefined) return { ok: false, status: 404 };
  return { ok: true, file, contentType };
}

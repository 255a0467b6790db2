/**
 * Serves generated images. File names carry the pixel size and never change content, so
 * browsers may keep them for a year; validators still let a re-seeded file be fetched again.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { sep } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { jsonError } from '../http/errors.ts';
import { namesEtag } from '../http/if-none-match.ts';
import { readRoute } from '../http/routes.ts';
import { MEDIA_PREFIX, resolveMediaPath } from '../media/media-path.ts';

/** The real file, or undefined when it is missing or a link leads outside the media directory. */
async function existingFile(
  mediaDir: string,
  file: string,
): Promise<{ path: string; size: number; mtime: Date } | undefined> {
  try {
    const [realDir, realFile] = await Promise.all([realpath(mediaDir), realpath(file)]);
    if (!realFile.startsWith(realDir + sep)) return undefined;
    const info = await stat(realFile);
    return info.isFile() ? { path: realFile, size: info.size, mtime: info.mtime } : undefined;
  } catch {
    return undefined;
  }
}

function isFresh(c: Context, etag: string, mtime: Date): boolean {
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch !== undefined) return namesEtag(ifNoneMatch, etag);
  const ifModifiedSince = c.req.header('If-Modified-Since');
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

export function mediaRoutes(mediaDir: string): Hono {
  const routes = new Hono();

  readRoute(routes, '/*', async (c) => {
    // The raw pathname: segments are decoded one by one in resolveMediaPath.
    const pathname = new URL(c.req.url).pathname;
    const resolved = resolveMediaPath(mediaDir, pathname.slice(MEDIA_PREFIX.length));
    if (!resolved.ok)
      return jsonError(c, resolved.status, resolved.status === 400 ? 'Invalid media path' : 'Media not found');

    const file = await existingFile(mediaDir, resolved.file);
    if (file === undefined) return jsonError(c, 404, 'Media not found');

    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtime.getTime()).toString(16)}"`;
    const headers: Record<string, string> = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'Last-Modified': file.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    // An SVG opened directly must not run script or load anything from this origin.
    if (resolved.contentType === 'image/svg+xml') {
      headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    }
    if (isFresh(c, etag, file.mtime)) return c.body(null, 304, headers);

    headers['Content-Type'] = resolved.contentType;
    headers['Content-Length'] = String(file.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, headers);
  });

  return routes;
}

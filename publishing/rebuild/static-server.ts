/**
 * Serves a built site: clean URLs (`/blogs` → `/blogs/index.html`), the site's own 404 page with
 * status 404, the headers and caching of the site's hosts (host-headers.ts), text gzipped for
 * clients that accept it. Paths never leave the root, and the files no host serves
 * (unserved-files.ts) are not found.
 *
 * The root may change between requests (the rebuild service switches a live link): each request
 * asks for it once and serves the whole answer from the file it opened there, so a response is
 * always one build's. Hashed `/_astro/` assets missing from the root are looked up in the
 * previous builds, for pages loaded before a switch.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { headerRulesOf, headersForPath } from './headers-file.ts';
import { cacheControlFor } from './host-headers.ts';
import { isUnservedFile } from './unserved-files.ts';
import { fileInBuild } from '../site-build/layered-build.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

/** Text that a static host or CDN sends compressed; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

/** Gzipped files, kept while the file is unchanged; the oldest go first once there are many. */
const gzipped = new Map<string, { version: string; body: Buffer }>();
const GZIP_CACHE_ENTRIES = 2000;

async function gzippedFile(file: string, handle: FileHandle, version: string): Promise<Buffer> {
  const known = gzipped.get(file);
  if (known?.version === version) return known.body;
  const body = gzipSync(await handle.readFile());
  gzipped.set(file, { version, body });
  if (gzipped.size > GZIP_CACHE_ENTRIES) gzipped.delete(gzipped.keys().next().value as string);
  return body;
}

/**
 * The file a URL path names inside the build at root (a layer's paths resolved through its
 * manifest: publishing/site-build/layered-build.ts), or undefined when there is none, it would
 * escape, or it is one that no host serves (the `_headers` file, hidden files).
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const absoluteRoot = resolve(root);
  const target = normalize(join(absoluteRoot, decoded));
  if (target !== absoluteRoot && !target.startsWith(absoluteRoot + sep)) return undefined;
  const path = relative(absoluteRoot, target).split(sep).join('/');
  for (const candidate of path ? [path, `${path}/index.html`, `${path}.html`] : ['index.html']) {
    // Whether a host serves it is a question of its path in the site, wherever the file is.
    const file = await fileInBuild(absoluteRoot, candidate);
    if (file) return isUnservedFile(absoluteRoot, join(absoluteRoot, candidate)) ? undefined : file;
  }
  return undefined;
}

export interface StaticServerOptions {
  /** Earlier builds, newest first, that may still hold a hashed asset an open page asks for. */
  previousRoots?: () => Promise<string[]>;
}

/** Opens the file a path names in the first root that has it; undefined when none does. */
async function openFirst(roots: string[], urlPath: string): Promise<{ file: string; handle: FileHandle } | undefined> {
  for (const root of roots) {
    const file = await resolveFile(root, urlPath);
    // A build pruned between the lookup and the open is simply not there any more.
    const handle = file ? await open(file, 'r').catch(() => undefined) : undefined;
    if (file && handle) return { file, handle };
  }
  return undefined;
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  getRoot: () => string | Promise<string>,
  options: StaticServerOptions,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed');
    return;
  }
  const root = await getRoot();
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  const roots = [root];
  if (urlPath.startsWith('/_astro/') && options.previousRoots) roots.push(...(await options.previousRoots()));
  let found = await openFirst(roots, urlPath);
  let status = 200;
  if (!found) {
    status = 404;
    found = await openFirst([root], '/404.html');
  }
  if (!found) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  const { file, handle } = found;
  let streaming = false;
  try {
    const info = await handle.stat();
    // What a static host would add from the build's _headers file.
    const hostHeaders = headersForPath(await headerRulesOf(root), urlPath);
    const extension = extname(file).toLowerCase();
    const headers = {
      ...hostHeaders,
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      // The CDN's caching (firebase.json), which hosts that read only _headers cannot all express.
      'Cache-Control': cacheControlFor(urlPath, status),
      'X-Content-Type-Options': 'nosniff',
    };
    // As a CDN would: what Lighthouse and the page-weight budgets count is the compressed size.
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const body = await gzippedFile(file, handle, `${info.mtimeMs}:${info.size}`);
      response.writeHead(status, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(status, { ...headers, 'Content-Length': info.size });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    // pipeline, not pipe: a reader who leaves mid-file (a cancelled image, a closed tab) ends the
    // file's stream too, and with it the handle, which pipe would leave open until collected.
    streaming = true;
    pipeline(handle.createReadStream(), response, () => undefined);
  } finally {
    if (!streaming) await handle.close();
  }
}

export function createStaticServer(getRoot: () => string | Promise<string>, options: StaticServerOptions = {}): Server {
  return createServer((request, response) => {
    answer(request, response, getRoot, options).catch((error: unknown) => {
      // No root to serve from (no build live yet) or a file gone mid-answer: never a crash.
      console.warn(`[site] ${request.url}: ${error instanceof Error ? error.message : error}`);
      if (response.headersSent) return void response.destroy();
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
      response.end('The site is not available right now');
    });
  });
}

/**
 * Serves a built site: clean URLs (`/blogs` → `/blogs/index.html`), the site's own 404 page with
 * status 404, long caching for hashed assets and none for HTML, text gzipped for clients that
 * accept it. Paths never leave the root.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** Gzipped files, kept while the file is unchanged: a build does not change under a running server. */
const gzipped = new Map<string, { version: string; body: Buffer }>();

async function gzippedFile(file: string, version: string): Promise<Buffer> {
  const known = gzipped.get(file);
  if (known?.version === version) return known.body;
  const body = gzipSync(await readFile(file));
  gzipped.set(file, { version, body });
  return body;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names inside root, or undefined when there is none or it would escape. */
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
  for (const candidate of [target, join(target, 'index.html'), `${target}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

function cacheControl(urlPath: string, file: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export function createStaticServer(getRoot: () => string): Server {
  return createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed');
      return;
    }
    const root = getRoot();
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file = await resolveFile(root, urlPath);
    let status = 200;
    if (!file) {
      status = 404;
      file = (await resolveFile(root, '/404.html')) ?? undefined;
    }
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    const info = await stat(file);
    const extension = extname(file).toLowerCase();
    const headers = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': status === 404 ? 'no-cache' : cacheControl(urlPath, file),
      'X-Content-Type-Options': 'nosniff',
    };
    // As a CDN would: what Lighthouse and the page-weight budgets count is the compressed size.
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const body = await gzippedFile(file, `${info.mtimeMs}:${info.size}`);
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
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
}

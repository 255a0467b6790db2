/**
 * The renderer Astro's build made, kept once the build is over, so a publish renders its pages in a
 * process that has the site's code loaded and bundled already: no Vite, no Astro build, only the
 * pages the publish changed (their getStaticPaths filtered by cache key, changed-pages-only.ts).
 * Astro's own prerenderer is wrapped (the integration sets it at `astro:build:start`); after the
 * build, `renderChangedPages` asks it for the round's paths and renders each into a folder, as
 * Astro's generation step would; the sitemap is edited (sitemap-edit.ts), or written whole through
 * the sitemap integration's own hook.
 */
import type { AstroIntegration, AstroIntegrationLogger, AstroPrerenderer } from 'astro';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type PathWithRoute = Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>[number];
type RouteData = PathWithRoute['route'];

/** What the kept renderer uses of the app Astro's prerenderer loads (core/build/app.js). */
interface PrerenderApp {
  routeCache: { clearAll(): void };
  manifest: { routes: { routeData: RouteData }[] };
  getComponentByRoute(route: RouteData): Promise<unknown>;
  getOptions(): {
    origin: string;
    settings: { config: { integrations: AstroIntegration[]; site: string } };
  };
}

interface Kept {
  prerenderer: AstroPrerenderer;
  app: PrerenderApp;
}

let kept: Kept | undefined;

/** The slowest pages of a round named in its log line: where a publish's time goes. */
const SLOWEST_LOGGED = 5;

/** Pages in flight at once, as Astro's own `build.concurrency` of the site. */
const RENDER_CONCURRENCY = 16;

/**
 * Astro's prerenderer, kept when it has set up. Every page module is loaded at once: Astro removes
 * the bundle's folder after the build, and a page first asked for later would find no file.
 */
export function keepingPrerenderer(base: AstroPrerenderer): AstroPrerenderer {
  return {
    ...base,
    name: 'serendib-luxe:kept',
    async setup() {
      await base.setup?.();
      const app = (base as AstroPrerenderer & { app?: PrerenderApp }).app;
      if (!app) return;
      for (const { routeData } of app.manifest.routes) {
        if (routeData.prerender && routeData.type !== 'redirect') await app.getComponentByRoute(routeData);
      }
      kept = { prerenderer: base, app };
    },
  };
}

/** Whether a build has left its renderer in this process. */
export function hasKeptRenderer(): boolean {
  return kept !== undefined;
}

/** The file a path's page is written to, inside the build folder, as Astro's `directory` format names it. */
export function outputFileOf(pathname: string, routeType: RouteData['type']): string {
  const path = decodeURI(pathname).replace(/^\/+/, '');
  if (routeType === 'endpoint') return path;
  if (path === '404' || path === '500') return `${path}.html`;
  return path === '' ? 'index.html' : `${path.replace(/\/+$/, '')}/index.html`;
}

/** The address Astro asks a page for: a page's with its trailing slash, an endpoint's as it is. */
function requestUrl(pathname: string, routeType: RouteData['type'], origin: string): URL {
  return new URL(routeType === 'endpoint' ? pathname : pathname.replace(/\/?$/, '/'), origin);
}

async function inBatches<T>(items: readonly T[], size: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await each(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

function consoleLogger(label: string): AstroIntegrationLogger {
  const logger = {
    label,
    info: (message: string) => console.log(`[${label}] ${message}`),
    warn: (message: string) => console.warn(`[${label}] ${message}`),
    error: (message: string) => console.error(`[${label}] ${message}`),
    debug: () => undefined,
    fork: () => logger,
  };
  return logger as unknown as AstroIntegrationLogger;
}

/**
 * Renders the round's pages (every page getStaticPaths answers: in a round of changed pages, those
 * whose key the live build lacks, and those without one) into `outDir`.
 */
export interface RenderedRound {
  /** The keyed files rendered: file → cache key. */
  rendered: Record<string, string>;
  /** The pages rendered, as Astro names them to the sitemap (`blogs/tea/`). */
  pageNames: string[];
  /** The site's address. */
  site: string;
}

export async function renderChangedPages(outDir: string): Promise<RenderedRound> {
  if (!kept) throw new Error('No renderer is kept in this process: a build must run first');
  const { prerenderer, app } = kept;
  // getStaticPaths answers this round's catalogue, not the last round's.
  app.routeCache.clearAll();
  const started = performance.now();
  const paths = await prerenderer.getStaticPaths();
  const pathsFound = performance.now();
  const { origin, settings } = app.getOptions();
  const rendered: Record<string, string> = {};
  const pageNames: string[] = [];
  const seen = new Set<string>();
  const took: [string, number][] = [];
  await inBatches(paths, RENDER_CONCURRENCY, async ({ pathname, route, cacheKey }) => {
    const file = outputFileOf(pathname, route.type);
    // Two routes may answer one path; Astro keeps the first, as here.
    if (seen.has(file)) return;
    seen.add(file);
    const pageStarted = performance.now();
    const result = await prerenderer.render(new Request(requestUrl(pathname, route.type, origin)), {
      routeData: route,
    });
    took.push([pathname, performance.now() - pageStarted]);
    const response = result instanceof Response ? result : result.response;
    // As Astro's generation step: a page's status is not the file's business (the 404 page
    // answers 404), but the site has no redirects, and an empty answer writes no file.
    if (response.status >= 300 && response.status < 400) throw new Error(`${pathname} answered a redirect`);
    if (!response.body) return;
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), Buffer.from(await response.arrayBuffer()));
    if (cacheKey !== undefined) rendered[file] = cacheKey;
    if (route.type === 'page') pageNames.push(pathname.replace(/^\//, '').replace(/([^/])$/, '$1/'));
  });
  const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(2)} s`;
  const slowest = took
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST_LOGGED)
    .map(([pathname, ms]) => `${pathname} ${(ms / 1000).toFixed(2)} s`);
  console.log(
    `rendered ${paths.length} pages in ${seconds(started, performance.now())}: the catalogue and its paths ` +
      `${seconds(started, pathsFound)}; the slowest ${slowest.join(', ')}`,
  );
  return { rendered, pageNames, site: settings.config.site };
}

/** The sitemap of the whole site written anew by the sitemap integration's own hook, into `outDir`. */
export async function writeWholeSitemap(outDir: string, pageNames: readonly string[]): Promise<void> {
  if (!kept) throw new Error('No renderer is kept in this process: a build must run first');
  const { integrations } = kept.app.getOptions().settings.config;
  const sitemap = integrations.find((integration) => integration.name === '@astrojs/sitemap');
  await sitemap?.hooks['astro:build:done']?.({
    dir: pathToFileURL(`${outDir.replace(/\/+$/, '')}/`),
    pages: pageNames.map((pathname) => ({ pathname })),
    routes: [],
    assets: new Map(),
    logger: consoleLogger('@astrojs/sitemap'),
  } as unknown as Parameters<NonNullable<AstroIntegration['hooks']['astro:build:done']>>[0]);
}

/**
 * The JavaScript a built page ships, gzipped: its inline scripts, the script files it references
 * (module scripts, modulepreloads, island components and renderers) and everything those files
 * import statically. Dynamic `import()`s are left out of the first load: they load only when a
 * reader needs them (a signed-in reader's account code, say), so they are not part of a signed-out
 * reader's cost. The weight with on-demand code adds them, and islands that wait for a reader's
 * touch: everything the page can ever load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;
const ISLAND = /<astro-island\b[^>]*>/gi;
const ISLAND_URL = /\b(?:component-url|renderer-url)=["']([^"']+)["']/gi;
/** Islands that load their code only when a reader reaches for them (src/directives/interaction.ts). */
const ON_INTERACTION = /\bclient=["']?interaction\b/i;
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+\s*from\s*)?["']([^"']+\.m?js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`$]+\.m?js)["'`]\s*\)/g;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];
}

function isJavaScript(attributes: string): boolean {
  const type = attribute(attributes, 'type');
  return !type || type === 'module' || /^(text|application)\/(java|ecma)script$/i.test(type);
}

export interface PageScripts {
  inline: string[];
  /** Site paths of script files, e.g. `/_astro/page.abc123.js`. */
  files: string[];
}

/** The scripts an HTML page references, before following their imports. */
export function scriptsOfPage(html: string, options: { onDemand?: boolean } = {}): PageScripts {
  const inline: string[] = [];
  const files = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (!isJavaScript(attributes)) continue;
    const src = attribute(attributes, 'src');
    if (src) files.add(src);
    else if (body.trim()) inline.push(body);
  }
  for (const [tag] of html.matchAll(MODULE_PRELOAD)) {
    const href = attribute(tag, 'href');
    if (href) files.add(href);
  }
  for (const [island] of html.matchAll(ISLAND)) {
    if (!options.onDemand && ON_INTERACTION.test(island)) continue;
    for (const [, url = ''] of island.matchAll(ISLAND_URL)) files.add(url);
  }
  return { inline, files: [...files] };
}

const resolveFrom = (fromPath: string) => (specifier: string) =>
  specifier.startsWith('/') ? specifier : new URL(specifier, `https://site${fromPath}`).pathname;

/** Site paths that a script file imports statically, resolved against its own path. */
export function staticImports(code: string, fromPath: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map(([, specifier = '']) => resolveFrom(fromPath)(specifier));
}

/** Site paths that a script file imports on demand (`import("./x.js")`). */
export function dynamicImports(code: string, fromPath: string): string[] {
  return [...code.matchAll(DYNAMIC_IMPORT)].map(([, specifier = '']) => resolveFrom(fromPath)(specifier));
}

const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

export interface PageWeight {
  path: string;
  /** Gzipped bytes of all the page's JavaScript. */
  bytes: number;
  files: string[];
}

/**
 * The gzipped JavaScript of one built page; external URLs are not counted. With `onDemand`, code
 * loaded by dynamic imports and by islands that wait for a touch is counted too.
 */
export interface WeightOptions {
  onDemand?: boolean;
  /**
   * Gzipped bytes of the script files already weighed, by site path. Pages share most of their code,
   * and gzip at level 9 is most of the time a weighing takes.
   */
  gzipped?: Map<string, number>;
}

export function pageWeight(outDir: string, file: string, options: WeightOptions = {}): PageWeight {
  const gzipped = options.gzipped ?? new Map<string, number>();
  const { inline, files } = scriptsOfPage(readFileSync(file, 'utf8'), options);
  const seen = new Set<string>();
  const queue = files.filter((path) => path.startsWith('/'));
  let bytes = inline.reduce((sum, code) => sum + gzipBytes(code), 0);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(outDir, path));
    let size = gzipped.get(path);
    if (size === undefined) {
      size = gzipBytes(code);
      gzipped.set(path, size);
    }
    bytes += size;
    queue.push(...staticImports(code.toString('utf8'), path));
    if (options.onDemand) queue.push(...dynamicImports(code.toString('utf8'), path));
  }
  return { path: sitePath(outDir, file), bytes, files: [...seen] };
}

/** The URL path a built HTML file answers, e.g. `dist/blogs/x/index.html` → `/blogs/x`. */
export function sitePath(outDir: string, file: string): string {
  const rel = relative(resolve(outDir), resolve(file)).split(sep).join('/');
  const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '');
  return path || '/';
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Groups pages by the route they belong to: item pages under their list (`/blogs/{id}`), author
 * pages as `/authors/{slug}`, a
 * list's numbered pages with the list (`/blogs/page/2` with `/blogs`), any other page that is one
 * of `topics` as `/{topic}`.
 */
export function routeOf(path: string, topics: readonly string[]): string {
  const numbered = /^(\/.+)\/page\/\d+$/.exec(path);
  if (numbered?.[1]) return routeOf(numbered[1], topics);
  const item = /^\/(blogs|vlogs|magazines)\/[^/]+$/.exec(path);
  if (item) return `/${item[1]}/{id}`;
  if (/^\/authors\/[^/]+$/.test(path)) return '/authors/{slug}';
  if (topics.includes(path)) return '/{topic}';
  return path;
}

export interface RouteWeight {
  route: string;
  pages: number;
  /** The heaviest page of the route, first load. */
  bytes: number;
  /** The heaviest page of the route, with all the code it can load on demand. */
  onDemandBytes: number;
}

export function weightsByRoute(outDir: string, topics: readonly string[]): RouteWeight[] {
  const routes = new Map<string, RouteWeight>();
  const gzipped = new Map<string, number>();
  for (const file of htmlFiles(outDir)) {
    const weight = pageWeight(outDir, file, { gzipped });
    const all = pageWeight(outDir, file, { onDemand: true, gzipped });
    const route = routeOf(weight.path, topics);
    const known = routes.get(route) ?? { route, pages: 0, bytes: 0, onDemandBytes: 0 };
    routes.set(route, {
      route,
      pages: known.pages + 1,
      bytes: Math.max(known.bytes, weight.bytes),
      onDemandBytes: Math.max(known.onDemandBytes, all.bytes),
    });
  }
  return [...routes.values()].sort((a, b) => (a.route < b.route ? -1 : 1));
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const TABLE_START = '<!-- page-weight:start -->';
const TABLE_END = '<!-- page-weight:end -->';

/** A document (docs/performance-log.md) with the table between its page-weight markers replaced. */
export function withWeightTable(doc: string, table: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`The document has no ${TABLE_START} … ${TABLE_END} markers`);
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}

/** A route's budget as the table shows it, e.g. `≤ 30 KB, first load`. */
export type BudgetLabel = (route: string) => string;

/** A Markdown table, laid out the way Prettier lays it out so the docs stay formatted. */
export function weightTable(weights: readonly RouteWeight[], budgetLabel: BudgetLabel): string {
  const header = ['route', 'pages', 'first load (gzip)', 'with on-demand code', 'budget'];
  const right = [false, true, true, true, false];
  const rows = weights.map((weight) => [
    `\`${weight.route}\``,
    String(weight.pages),
    kilobytes(weight.bytes),
    kilobytes(weight.onDemandBytes),
    budgetLabel(weight.route),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (right[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(' | ')} |`;
  const rule = widths.map((width, column) => (right[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)));
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

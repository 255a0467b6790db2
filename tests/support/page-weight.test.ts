import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dynamicImports,
  pageWeight,
  routeOf,
  scriptsOfPage,
  sitePath,
  staticImports,
  weightsByRoute,
  weightTable,
  withWeightTable,
} from './page-weight.ts';

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

describe('scriptsOfPage', () => {
  it('finds inline and external scripts, modulepreloads and island code, but not JSON-LD', () => {
    const html = `
      <script type="application/ld+json">{"@type":"Article"}</script>
      <script type="module">console.log(1)</script>
      <script type="module" src="/_astro/page.a.js"></script>
      <link rel="modulepreload" href="/_astro/chunk.b.js">
      <astro-island component-url="/_astro/Island.c.js" renderer-url="/_astro/client.d.js"></astro-island>
      <script src="/_astro/page.a.js"></script>`;
    expect(scriptsOfPage(html)).toEqual({
      inline: ['console.log(1)'],
      files: ['/_astro/page.a.js', '/_astro/chunk.b.js', '/_astro/Island.c.js', '/_astro/client.d.js'],
    });
  });

  it('leaves out islands that load their code only on interaction', () => {
    const html = `
      <astro-island uid="1" component-url="/_astro/Later.js" renderer-url="/_astro/client.d.js" client="interaction"></astro-island>
      <astro-island uid="2" component-url="/_astro/Now.js" renderer-url="/_astro/client.d.js" client="load"></astro-island>`;
    expect(scriptsOfPage(html).files).toEqual(['/_astro/Now.js', '/_astro/client.d.js']);
  });
});

describe('staticImports', () => {
  it('follows static imports and re-exports, not dynamic ones', () => {
    const code = `import{a as b}from"./chunk.js";import"./side.js";export*from"../lib/x.js";const l=()=>import("./lazy.js");`;
    expect(staticImports(code, '/_astro/page.js')).toEqual(['/_astro/chunk.js', '/_astro/side.js', '/lib/x.js']);
  });

  it('finds dynamic imports, quoted or in backticks, as Vite writes them', () => {
    const code = 'const a=()=>import("./lazy.js"),b=()=>import(`./later.js`);import"./now.js";';
    expect(dynamicImports(code, '/_astro/page.js')).toEqual(['/_astro/lazy.js', '/_astro/later.js']);
  });
});

describe('scriptsOfPage with on-demand code', () => {
  it('counts islands that wait for a touch', () => {
    const html = `<astro-island component-url="/_astro/Later.js" renderer-url="/_astro/client.d.js" client="interaction"></astro-island>`;
    expect(scriptsOfPage(html, { onDemand: true }).files).toEqual(['/_astro/Later.js', '/_astro/client.d.js']);
  });
});

describe('pageWeight and weightsByRoute', () => {
  let outDir: string;
  const files = {
    page: 'import"./shared.js";console.log("page")',
    shared: 'export const shared = "shared code"',
    lazy: 'export const lazy = 1',
  };

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'page-weight-'));
    for (const dir of ['_astro', 'blogs/a', 'blogs/b', 'travel', 'about'])
      mkdirSync(join(outDir, dir), { recursive: true });
    writeFileSync(join(outDir, '_astro/page.js'), `${files.page};const l=()=>import("./lazy.js")`);
    writeFileSync(join(outDir, '_astro/shared.js'), files.shared);
    writeFileSync(join(outDir, '_astro/lazy.js'), files.lazy);
    writeFileSync(join(outDir, 'index.html'), '<script type="module" src="/_astro/page.js"></script>');
    writeFileSync(join(outDir, 'blogs/a/index.html'), '<script>let a = 1</script>');
    writeFileSync(join(outDir, 'blogs/b/index.html'), '<p>no script</p>');
    writeFileSync(join(outDir, 'travel/index.html'), '');
    writeFileSync(join(outDir, 'about/index.html'), '');
  });

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('sums the gzipped page script and what it imports, once each', () => {
    const weight = pageWeight(outDir, join(outDir, 'index.html'));
    expect(weight.path).toBe('/');
    expect(weight.files).toEqual(['/_astro/page.js', '/_astro/shared.js']);
    expect(weight.bytes).toBe(gz(`${files.page};const l=()=>import("./lazy.js")`) + gz(files.shared));
  });

  it('adds what the page imports on demand when asked', () => {
    const weight = pageWeight(outDir, join(outDir, 'index.html'), { onDemand: true });
    expect(weight.files).toEqual(['/_astro/page.js', '/_astro/shared.js', '/_astro/lazy.js']);
    expect(weight.bytes).toBe(gz(`${files.page};const l=()=>import("./lazy.js")`) + gz(files.shared) + gz(files.lazy));
  });

  it('weighs a file shared by pages from the sizes given, and adds the ones it weighed', () => {
    const gzipped = new Map([['/_astro/shared.js', 1]]);
    const weight = pageWeight(outDir, join(outDir, 'index.html'), { gzipped });
    expect(weight.bytes).toBe(gz(`${files.page};const l=()=>import("./lazy.js")`) + 1);
    expect(gzipped.get('/_astro/page.js')).toBe(gz(`${files.page};const l=()=>import("./lazy.js")`));
  });

  it('reports the heaviest page of each route', () => {
    const weights = weightsByRoute(outDir, ['/travel']);
    expect(weights.map((weight) => [weight.route, weight.pages])).toEqual([
      ['/', 1],
      ['/about', 1],
      ['/blogs/{id}', 2],
      ['/{topic}', 1],
    ]);
    expect(weights.find((weight) => weight.route === '/blogs/{id}')?.bytes).toBe(gz('let a = 1'));
    const home = weights.find((weight) => weight.route === '/');
    expect(home?.onDemandBytes).toBeGreaterThan(home?.bytes ?? Infinity);
  });
});

describe('routes and tables', () => {
  it('names item pages and topic pages by their route', () => {
    expect(routeOf('/vlogs/kite', ['/travel'])).toBe('/vlogs/{id}');
    expect(routeOf('/travel', ['/travel'])).toBe('/{topic}');
    expect(routeOf('/authors/rohan-de-silva', ['/travel'])).toBe('/authors/{slug}');
    expect(routeOf('/blogs', ['/travel'])).toBe('/blogs');
    expect(routeOf('/blogs/page/3', ['/travel'])).toBe('/blogs');
    expect(routeOf('/travel/page/2', ['/travel'])).toBe('/{topic}');
    expect(sitePath('/out', '/out/404.html')).toBe('/404');
    expect(sitePath('/out', '/out/index.html')).toBe('/');
  });

  it('writes a Markdown table between the page-weight markers', () => {
    const table = weightTable([{ route: '/about', pages: 1, bytes: 2048, onDemandBytes: 3072 }], () => '≤ 30 KB');
    expect(table.split('\n')).toEqual([
      '| route    | pages | first load (gzip) | with on-demand code | budget  |',
      '| -------- | ----: | ----------------: | ------------------: | ------- |',
      '| `/about` |     1 |            2.0 KB |              3.0 KB | ≤ 30 KB |',
    ]);
    const readme = 'intro\n<!-- page-weight:start -->\nold\n<!-- page-weight:end -->\nrest';
    expect(withWeightTable(readme, table)).toBe(
      `intro\n<!-- page-weight:start -->\n\n${table}\n\n<!-- page-weight:end -->\nrest`,
    );
    expect(() => withWeightTable('no markers', table)).toThrow(/markers/);
  });
});

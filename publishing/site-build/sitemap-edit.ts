/**
 * A warm round's sitemap, edited from the live build's rather than written anew: the addresses
 * of the pages it removed are taken out of the part that lists them, those of the pages it added
 * go into the last part (or a new one, once a part holds as many as the sitemap integration puts
 * in one), and only the parts that changed are written into the round's layer. A publish that
 * adds and removes no page leaves the sitemap as it is. At 10,000 articles writing it anew took
 * half a second of every publish, and it grows with the site.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listedInSitemap, sitemapAddress } from '../../src/lib/seo/sitemap-rules.ts';
import { pageUrlOfFile } from './changed-pages-only.ts';
import { pathInBuild } from './layered-build.ts';

export const SITEMAP_INDEX = 'sitemap-index.xml';
/** The sitemap integration's own number of addresses in one part. */
export const SITEMAP_PART_ENTRIES = 45_000;

const xml = new XMLBuilder();
const entryOf = (address: string) => xml.build({ url: { loc: address } }) as string;

/** The address a page file of the build is served at (`blogs/tea/index.html` → `/blogs/tea`), as the sitemap lists it. */
export function sitemapAddressOf(file: string, site: string): string | undefined {
  const url = pageUrlOfFile(file, site);
  // As the sitemap integration writes it: a URL again, so the home page keeps its slash.
  return url && listedInSitemap(url) ? new URL(sitemapAddress(url)).href : undefined;
}

function partNames(indexText: string, site: string): string[] {
  return [...indexText.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    new URL(match[1] as string, site).pathname.replace(/^\//, ''),
  );
}

const entryCount = (text: string) => text.split('<url>').length - 1;

/**
 * Edits the sitemap of the build `live` for the page files `added` and `removed`, writing the
 * parts that change into `outDir`. Says whether it could: a live build without a sitemap index
 * must have one written whole.
 */
export async function editSitemap(
  outDir: string,
  live: string,
  site: string,
  added: readonly string[],
  removed: readonly string[],
): Promise<boolean> {
  const addresses = (files: readonly string[]) =>
    files.flatMap((file) => sitemapAddressOf(file, site) ?? []).map(entryOf);
  const [adding, removing] = [addresses(added), new Set(addresses(removed))];
  if (adding.length === 0 && removing.size === 0) return true;
  const indexFile = pathInBuild(live, SITEMAP_INDEX);
  if (!indexFile) return false;
  const indexText = await readFile(indexFile, 'utf8').catch(() => undefined);
  if (indexText === undefined) return false;
  const names = partNames(indexText, site);
  const parts = await Promise.all(
    names.map(async (name) => {
      const file = pathInBuild(live, name);
      return { name, text: file ? await readFile(file, 'utf8') : undefined };
    }),
  );
  if (parts.length === 0 || parts.some((part) => part.text === undefined)) return false;
  const changed = new Set<string>();
  for (const part of parts) {
    let text = part.text as string;
    for (const entry of removing) {
      if (text.includes(entry)) {
        text = text.replace(entry, '');
        changed.add(part.name);
      }
    }
    part.text = text;
  }
  let last = parts.at(-1) as { name: string; text: string };
  for (const entry of adding) {
    if (last.text.includes(entry)) continue;
    if (entryCount(last.text) >= SITEMAP_PART_ENTRIES) {
      const header = last.text.slice(0, last.text.indexOf('>', last.text.indexOf('<urlset')) + 1);
      last = { name: `sitemap-${parts.length}.xml`, text: `${header}</urlset>` };
      parts.push(last);
    }
    last.text = last.text.replace(/<\/urlset>\s*$/, `${entry}</urlset>`);
    changed.add(last.name);
  }
  await Promise.all(
    parts
      .filter((part) => changed.has(part.name))
      .map((part) => writeFile(join(outDir, part.name), part.text as string)),
  );
  if (parts.length > names.length) {
    const listed = parts
      .map((part) => xml.build({ sitemap: { loc: new URL(part.name, site).href } }) as string)
      .join('');
    await writeFile(
      join(outDir, SITEMAP_INDEX),
      indexText.replace(/<sitemap>.*<\/sitemapindex>/s, `${listed}</sitemapindex>`),
    );
  }
  return true;
}

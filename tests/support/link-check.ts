/**
 * Internal links of a built site: every href, src and srcset of every HTML page, and every URL of
 * the sitemaps and the RSS feed, must name a file of the build (as the static server resolves
 * clean URLs). Links to other origins (the API's images, social sites) are not the site's to check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles, sitePath } from './page-weight.ts';
import { resolveFile } from '../../publishing/publisher.ts';

const URL_ATTRIBUTE = /\s(?:href|src|poster)=["']([^"']*)["']/gi;
const SRCSET_ATTRIBUTE = /\ssrcset=["']([^"']*)["']/gi;
const NOT_A_PAGE = /^(?:mailto:|tel:|javascript:|data:|blob:|#)/i;

/** The URLs an HTML page points at, in the order they appear (srcset candidates included). */
export function linksOfHtml(html: string): string[] {
  // Scripts' and templates' text is code, not markup: their strings are not links.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => tag.replace(/>[\s\S]*<\//, '></'));
  const links = [...markup.matchAll(URL_ATTRIBUTE)].map(([, url = '']) => url);
  for (const [, srcset = ''] of markup.matchAll(SRCSET_ATTRIBUTE)) {
    links.push(...srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
  }
  return links.map((link) => link.replace(/&amp;/g, '&').trim()).filter((link) => link !== '');
}

/** The `<loc>` of a sitemap, or the `<link>`s and permalink `<guid>`s of an RSS feed. */
export function linksOfXml(xml: string): string[] {
  return [...xml.matchAll(/<(loc|link|guid)(?:\s[^>]*)?>\s*([^<\s]+)\s*<\/\1>/g)].map(([, , url = '']) => url);
}

/**
 * The path inside the site a link names, or undefined when it leaves the site (another origin,
 * mail, a fragment of the same page).
 */
export function internalPath(link: string, pageUrl: string): string | undefined {
  if (NOT_A_PAGE.test(link)) return undefined;
  const base = new URL(pageUrl);
  const url = new URL(link, base);
  if (url.origin !== base.origin) return undefined;
  return url.pathname;
}

export interface BrokenLink {
  /** The page or feed where the link is. */
  from: string;
  link: string;
}

function xmlFiles(outDir: string): string[] {
  return readdirSync(outDir).filter((name) => /^(sitemap.*|rss)\.xml$/.test(name));
}

/** Every internal link of the build at `outDir` (built for `siteUrl`) that names no built file. */
export async function brokenLinks(outDir: string, siteUrl: string): Promise<BrokenLink[]> {
  const sources: { from: string; pageUrl: string; links: string[] }[] = [
    ...htmlFiles(outDir).map((file) => {
      const from = sitePath(outDir, file);
      return { from, pageUrl: new URL(from, siteUrl).href, links: linksOfHtml(readFileSync(file, 'utf8')) };
    }),
    ...xmlFiles(outDir).map((name) => ({
      from: `/${name}`,
      pageUrl: new URL(`/${name}`, siteUrl).href,
      links: linksOfXml(readFileSync(join(outDir, name), 'utf8')),
    })),
  ];
  const known = new Map<string, boolean>();
  const broken: BrokenLink[] = [];
  for (const { from, pageUrl, links } of sources) {
    for (const link of links) {
      const path = internalPath(link, pageUrl);
      if (path === undefined) continue;
      if (!known.has(path)) known.set(path, (await resolveFile(outDir, path)) !== undefined);
      if (!known.get(path)) broken.push({ from, link });
    }
  }
  return broken.sort((a, b) => a.from.localeCompare(b.from) || a.link.localeCompare(b.link));
}

/** How many internal links a build has, to show the check looked at something. */
export function countInternalLinks(outDir: string, siteUrl: string): number {
  return htmlFiles(outDir).reduce((sum, file) => {
    const pageUrl = new URL(sitePath(outDir, file), siteUrl).href;
    return sum + linksOfHtml(readFileSync(file, 'utf8')).filter((link) => internalPath(link, pageUrl)).length;
  }, 0);
}

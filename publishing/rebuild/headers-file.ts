/**
 * Reads a `_headers` file (the format of Netlify and Cloudflare Pages) so the local static server
 * sends what such a host would: a path pattern at the start of a line, then its headers indented
 * below it as `Name: value`. `*` matches anything (also across `/`), `:name` one path segment;
 * lines starting with `#` are comments. Every matching rule applies, in file order; a header
 * named twice is joined with ", " as hosts do.
 */
import { readFile, stat } from 'node:fs/promises';
import { pathInBuild } from '../site-build/layered-build.ts';

export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

export const HEADERS_FILE = '_headers';

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: trimmed, headers: [] });
      continue;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 1) throw new Error(`${HEADERS_FILE} line ${index + 1}: expected "Name: value" under a path`);
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers the rules give a URL path. */
export function headersForPath(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(urlPath)) continue;
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

const cache = new Map<string, { mtimeMs: number; rules: HeaderRule[] }>();

/** The rules of the build's `_headers` (wherever a layer keeps it), read again only when the file changes; none without one. */
export async function headerRulesOf(root: string): Promise<HeaderRule[]> {
  const file = pathInBuild(root, HEADERS_FILE);
  let mtimeMs: number;
  try {
    if (!file) return [];
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.rules;
  const rules = parseHeadersFile(await readFile(file, 'utf8'));
  cache.set(file, { mtimeMs, rules });
  return rules;
}

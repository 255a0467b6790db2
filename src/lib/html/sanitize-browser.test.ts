// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { itSanitisesLikeThePolicy } from '../../../tests/support/sanitizer-cases.ts';
import { sanitizeInlineHtmlInBrowser } from './sanitize-browser.ts';

/** Every module `file` imports by a relative path, followed through the whole graph. */
function relativeImports(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/^import [^;]*?from '([^']+)';/gms)) {
    if (!specifier.startsWith('.')) continue;
    const next = join(dirname(file), specifier);
    if (!seen.has(next)) relativeImports(next, seen);
  }
  return seen;
}

describe('sanitizeInlineHtmlInBrowser (DOMPurify on the window)', () => {
  itSanitisesLikeThePolicy(sanitizeInlineHtmlInBrowser);

  it('never imports jsdom, so browser bundles stay free of it', () => {
    const graph = relativeImports(join(import.meta.dirname, 'sanitize-browser.ts'));
    expect(graph.size).toBeGreaterThan(1);
    for (const file of graph) expect(readFileSync(file, 'utf8'), file).not.toMatch(/from 'jsdom'/);
    expect(readFileSync(join(import.meta.dirname, 'sanitize-build.ts'), 'utf8')).toMatch(/from 'jsdom'/);
  });
});

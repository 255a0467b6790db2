import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepCacheForCode, siteCodeDigest } from './code-cache.ts';

let root: string;
let cacheDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'code-cache-'));
  cacheDir = join(root, 'cache');
  mkdirSync(join(root, 'src', 'islands'), { recursive: true });
  writeFileSync(join(root, 'src', 'islands', 'Form.tsx'), 'export const a = 1;');
  writeFileSync(join(root, 'astro.config.mjs'), 'export default {};');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What a build leaves in the cache: a page copied by the next build while the code is the same. */
function cachePage(): string {
  const page = join(cacheDir, 'pages', 'index.html');
  mkdirSync(join(cacheDir, 'pages'), { recursive: true });
  writeFileSync(page, '<script src="/_astro/Form.abc123.js"></script>');
  return page;
}

describe('the build cache and the site code', () => {
  it('empties a cache it has no record of, then keeps it while the code stays the same', () => {
    const stale = cachePage();
    expect(keepCacheForCode(cacheDir, root)).toBe('emptied');
    expect(existsSync(stale)).toBe(false);
    const page = cachePage();
    expect(keepCacheForCode(cacheDir, root)).toBe('kept');
    expect(existsSync(page)).toBe(true);
  });

  it('empties the cache when a source file or the Astro settings change', () => {
    keepCacheForCode(cacheDir, root);
    const page = cachePage();
    writeFileSync(join(root, 'src', 'islands', 'Form.tsx'), 'export const a = 2;');
    expect(keepCacheForCode(cacheDir, root)).toBe('emptied');
    expect(existsSync(page)).toBe(false);
    cachePage();
    writeFileSync(join(root, 'astro.config.mjs'), 'export default { build: {} };');
    expect(keepCacheForCode(cacheDir, root)).toBe('emptied');
  });

  it('keeps the cache when only a test changes, since tests change no page', () => {
    keepCacheForCode(cacheDir, root);
    const before = siteCodeDigest(root);
    writeFileSync(join(root, 'src', 'islands', 'Form.test.tsx'), 'it("runs", () => {});');
    expect(siteCodeDigest(root)).toBe(before);
    const page = cachePage();
    expect(keepCacheForCode(cacheDir, root)).toBe('kept');
    expect(existsSync(page)).toBe(true);
  });
});

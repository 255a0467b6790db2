import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAsideChangedPagesCache } from './changed-pages.ts';

let work: string;
const put = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'changed-pages-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('the cache of changed pages', () => {
  it('is empty at once for the next build, and the old one and any left behind are removed after', async () => {
    const cacheDir = join(work, 'cache');
    put(join(cacheDir, 'changed-pages', 'blogs', 'tea', 'index.html'), 'tea 1');
    put(join(cacheDir, 'changed-pages.old-1-2', 'blogs', 'gems', 'index.html'), 'gems 1');
    put(join(cacheDir, 'incremental-build.json'), '{}');

    const removed = setAsideChangedPagesCache(cacheDir);
    expect(existsSync(join(cacheDir, 'changed-pages'))).toBe(false);

    expect(await removed).toEqual([]);
    expect(readdirSync(cacheDir)).toEqual(['incremental-build.json']);
  });

  it('has nothing to remove in a cache that has none yet', async () => {
    expect(await setAsideChangedPagesCache(join(work, 'no-cache-yet'))).toEqual([]);
  });
});

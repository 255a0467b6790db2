import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkBuild } from './link-build.ts';
import { overlayTree, removeGone, setAsideChangedPagesCache } from './changed-pages.ts';

let work: string;
const put = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const read = (file: string) => readFileSync(file, 'utf8');

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'changed-pages-'));
  put(join(work, 'live', 'index.html'), 'home 1');
  put(join(work, 'live', 'blogs', 'tea', 'index.html'), 'tea 1');
  put(join(work, 'live', 'blogs', 'gems', 'index.html'), 'gems 1');
  put(join(work, 'live', 'blogs', 'gems.json'), 'gems as JSON');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('a build of changed pages over the live build', () => {
  it('takes the rendered files in place of the linked ones and leaves the live build as it was', async () => {
    put(join(work, 'layer', 'index.html'), 'home 2');
    put(join(work, 'layer', 'blogs', 'new', 'index.html'), 'new 1');
    await linkBuild(join(work, 'live'), join(work, 'next'));
    expect(await overlayTree(join(work, 'layer'), join(work, 'next'))).toBe(2);
    expect(read(join(work, 'next', 'index.html'))).toBe('home 2');
    expect(read(join(work, 'next', 'blogs', 'new', 'index.html'))).toBe('new 1');
    expect(read(join(work, 'next', 'blogs', 'tea', 'index.html'))).toBe('tea 1');
    // The file the two builds shared was replaced, not written into.
    expect(read(join(work, 'live', 'index.html'))).toBe('home 1');
    // The layer can go: the new build holds its files.
    rmSync(join(work, 'layer'), { recursive: true });
    expect(read(join(work, 'next', 'index.html'))).toBe('home 2');
  });

  it('removes the files of pages that are gone and the folders they leave empty', async () => {
    await linkBuild(join(work, 'live'), join(work, 'next'));
    await removeGone(join(work, 'next'), ['blogs/gems/index.html', 'blogs/gems.json']);
    expect(existsSync(join(work, 'next', 'blogs', 'gems'))).toBe(false);
    expect(existsSync(join(work, 'next', 'blogs', 'gems.json'))).toBe(false);
    expect(read(join(work, 'next', 'blogs', 'tea', 'index.html'))).toBe('tea 1');
    expect(read(join(work, 'live', 'blogs', 'gems', 'index.html'))).toBe('gems 1');
  });

  it('refuses to remove a file outside the build', async () => {
    await expect(removeGone(join(work, 'live'), ['../outside.txt'])).rejects.toThrow(
      '../outside.txt is not inside the build',
    );
  });
});

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

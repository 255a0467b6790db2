import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changedPathCount,
  fileInBuild,
  filesOfBuild,
  foldersBeneath,
  LAYER_MANIFEST,
  makeLayer,
  pathInBuild,
  readAsWhole,
  wholeCopyOf,
} from './layered-build.ts';

let builds: string;
const put = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
/** The text of `path` in the build `id`, as every reader of a build finds it; undefined when it has none. */
const read = (id: string, path: string) => {
  const file = pathInBuild(join(builds, id), path);
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/** A layer made as a publish makes it: written in a staging folder, then moved to its own. */
async function layer(id: string, below: string, files: Record<string, string>, gone: string[] = []) {
  const staging = join(builds, '.staging');
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const [path, text] of Object.entries(files)) put(join(staging, path), text);
  await makeLayer(staging, join(builds, below), { gone });
  renameSync(staging, join(builds, id));
}

beforeEach(() => {
  builds = mkdtempSync(join(tmpdir(), 'layered-build-'));
  put(join(builds, 'whole', 'index.html'), 'home 1');
  put(join(builds, 'whole', 'blogs', 'tea', 'index.html'), 'tea 1');
  put(join(builds, 'whole', 'blogs', 'gems', 'index.html'), 'gems 1');
  put(join(builds, 'whole', 'pagefind', 'pagefind-entry.json'), 'index 1');
  put(join(builds, 'whole', 'pagefind', 'shard-1', 'old.pf_fragment'), 'old fragment');
});
afterEach(() => rmSync(builds, { recursive: true, force: true }));

describe('a whole build', () => {
  it('is its folder, as it is', async () => {
    expect(read('whole', 'blogs/tea/index.html')).toBe('tea 1');
    expect(foldersBeneath(join(builds, 'whole'))).toEqual([]);
    expect(changedPathCount(join(builds, 'whole'))).toBe(0);
    expect(await filesOfBuild(join(builds, 'whole'))).toEqual([
      'blogs/gems/index.html',
      'blogs/tea/index.html',
      'index.html',
      'pagefind/pagefind-entry.json',
      'pagefind/shard-1/old.pf_fragment',
    ]);
  });
});

describe('a layer', () => {
  it('holds only what it rendered, finds the rest in the build beneath and leaves that build as it was', async () => {
    await layer('l1', 'whole', { 'index.html': 'home 2', 'blogs/new/index.html': 'new 1' });
    expect(read('l1', 'index.html')).toBe('home 2');
    expect(read('l1', 'blogs/new/index.html')).toBe('new 1');
    expect(read('l1', 'blogs/tea/index.html')).toBe('tea 1');
    expect(read('whole', 'index.html')).toBe('home 1');
    expect(existsSync(join(builds, 'l1', 'blogs', 'tea'))).toBe(false);
    expect(await fileInBuild(join(builds, 'l1'), 'blogs/new/index.html')).toBe(
      join(builds, 'l1', 'blogs', 'new', 'index.html'),
    );
  });

  it('has no file of a page that is gone', async () => {
    await layer('l1', 'whole', { 'index.html': 'home 2' }, ['blogs/gems/index.html']);
    expect(read('l1', 'blogs/gems/index.html')).toBeUndefined();
    expect(await fileInBuild(join(builds, 'l1'), 'blogs/gems/index.html')).toBeUndefined();
    expect(read('whole', 'blogs/gems/index.html')).toBe('gems 1');
    expect(await filesOfBuild(join(builds, 'l1'))).not.toContain('blogs/gems/index.html');
  });

  it('on a layer names every change since the whole build, so a path is one lookup', async () => {
    await layer('l1', 'whole', { 'index.html': 'home 2', 'blogs/new/index.html': 'new 1' }, ['blogs/gems/index.html']);
    await layer('l2', 'l1', { 'index.html': 'home 3', 'blogs/gems/index.html': 'gems again' }, [
      'blogs/new/index.html',
    ]);
    await layer('l3', 'l2', { 'blogs/tea/index.html': 'tea 2' });
    expect(read('l3', 'index.html')).toBe('home 3');
    expect(read('l3', 'blogs/gems/index.html')).toBe('gems again');
    expect(read('l3', 'blogs/new/index.html')).toBeUndefined();
    expect(read('l3', 'blogs/tea/index.html')).toBe('tea 2');
    // Each build below still reads as it did.
    expect(read('l2', 'blogs/tea/index.html')).toBe('tea 1');
    expect(read('l1', 'blogs/new/index.html')).toBe('new 1');
    const manifest = JSON.parse(readFileSync(join(builds, 'l3', LAYER_MANIFEST), 'utf8')) as object;
    expect(manifest).toEqual({
      base: 'whole',
      files: { 'index.html': 'l2', 'blogs/gems/index.html': 'l2', 'blogs/tea/index.html': '.' },
      gone: ['blogs/new/index.html'],
      folders: {},
    });
    expect(
      foldersBeneath(join(builds, 'l3'))
        .map((dir) => dir.slice(builds.length + 1))
        .sort(),
    ).toEqual(['l2', 'whole']);
    expect(await filesOfBuild(join(builds, 'l3'))).toEqual([
      'blogs/gems/index.html',
      'blogs/tea/index.html',
      'index.html',
      'pagefind/pagefind-entry.json',
      'pagefind/shard-1/old.pf_fragment',
    ]);
  });

  it('holding a folder whole (the search index) finds none of the old one beneath it', async () => {
    const staging = join(builds, '.search-staging');
    mkdirSync(staging);
    await makeLayer(staging, join(builds, 'whole'), { replaces: ['pagefind'] });
    // The index is written into the layer after it was made.
    put(join(staging, 'pagefind', 'pagefind-entry.json'), 'index 2');
    renameSync(staging, join(builds, 'indexed'));
    await layer('after', 'indexed', { 'index.html': 'home 2' });
    for (const id of ['indexed', 'after']) {
      expect(read(id, 'pagefind/pagefind-entry.json')).toBe('index 2');
      expect(read(id, 'pagefind/shard-1/old.pf_fragment')).toBeUndefined();
      expect(read(id, 'blogs/tea/index.html')).toBe('tea 1');
    }
    expect(await filesOfBuild(join(builds, 'after'))).toEqual([
      'blogs/gems/index.html',
      'blogs/tea/index.html',
      'index.html',
      'pagefind/pagefind-entry.json',
    ]);
  });

  it('made again over the same build, lists what was written into it since, the rest still beneath', async () => {
    const staging = join(builds, '.search-staging');
    mkdirSync(staging);
    await makeLayer(staging, join(builds, 'whole'));
    // The index's changed files, written after the layer was made; the kept ones stay beneath.
    put(join(staging, 'pagefind', 'pagefind-entry.json'), 'index 2');
    await makeLayer(staging, join(builds, 'whole'));
    renameSync(staging, join(builds, 'indexed'));
    expect(read('indexed', 'pagefind/pagefind-entry.json')).toBe('index 2');
    expect(read('indexed', 'pagefind/shard-1/old.pf_fragment')).toBe('old fragment');
    expect(read('indexed', 'blogs/tea/index.html')).toBe('tea 1');
  });

  it('writing into a folder a layer beneath held whole, names that folder file by file', async () => {
    const staging = join(builds, '.search-staging');
    mkdirSync(staging);
    await makeLayer(staging, join(builds, 'whole'), { replaces: ['pagefind'] });
    put(join(staging, 'pagefind', 'pagefind-entry.json'), 'index 2');
    put(join(staging, 'pagefind', 'shard-1', 'new.pf_fragment'), 'new fragment');
    renameSync(staging, join(builds, 'indexed'));
    await layer('next', 'indexed', { 'pagefind/pagefind-entry.json': 'index 3' });
    expect(read('next', 'pagefind/pagefind-entry.json')).toBe('index 3');
    expect(read('next', 'pagefind/shard-1/new.pf_fragment')).toBe('new fragment');
    expect(read('next', 'pagefind/shard-1/old.pf_fragment')).toBeUndefined();
  });

  it('never resolves a path outside the build, nor its manifest as a page beneath', async () => {
    await layer('l1', 'whole', { 'index.html': 'home 2' });
    for (const id of ['whole', 'l1']) {
      expect(pathInBuild(join(builds, id), '../whole/index.html')).toBeUndefined();
      expect(pathInBuild(join(builds, id), 'blogs/../../x')).toBeUndefined();
      expect(pathInBuild(join(builds, id), 'index.html\0')).toBeUndefined();
      expect(read(id, '/index.html')).toBe(id === 'l1' ? 'home 2' : 'home 1');
    }
    expect(await filesOfBuild(join(builds, 'l1'))).not.toContain(LAYER_MANIFEST);
  });

  it('refuses a path gone that leaves the build, and a layer away from the build beneath', async () => {
    mkdirSync(join(builds, '.staging'));
    await expect(makeLayer(join(builds, '.staging'), join(builds, 'whole'), { gone: ['../x'] })).rejects.toThrow(
      '../x is not inside the build',
    );
    const elsewhere = mkdtempSync(join(tmpdir(), 'layered-elsewhere-'));
    try {
      await expect(makeLayer(elsewhere, join(builds, 'whole'))).rejects.toThrow(/must sit beside the build/);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('in the making is read again when its manifest changes', async () => {
    const staging = join(builds, '.staging');
    mkdirSync(staging);
    put(join(staging, 'index.html'), 'home 2');
    expect(pathInBuild(staging, 'blogs/tea/index.html')).toBe(join(staging, 'blogs', 'tea', 'index.html'));
    await makeLayer(staging, join(builds, 'whole'));
    expect(pathInBuild(staging, 'blogs/tea/index.html')).toBe(join(builds, 'whole', 'blogs', 'tea', 'index.html'));
  });

  it('counts the paths its manifest carries', async () => {
    await layer('l1', 'whole', { 'index.html': 'home 2', 'blogs/new/index.html': 'new 1' }, ['blogs/gems/index.html']);
    expect(changedPathCount(join(builds, 'l1'))).toBe(3);
  });
});

describe('a whole copy', () => {
  it('of a layer holds every file of the build as a hard link, and no manifest', async () => {
    await layer('l1', 'whole', { 'index.html': 'home 2' }, ['blogs/gems/index.html']);
    const copy = join(builds, 'copy');
    await wholeCopyOf(join(builds, 'l1'), copy);
    expect(await filesOfBuild(copy)).toEqual(await filesOfBuild(join(builds, 'l1')));
    expect(existsSync(join(copy, LAYER_MANIFEST))).toBe(false);
    expect(readFileSync(join(copy, 'index.html'), 'utf8')).toBe('home 2');
    expect(statSync(join(copy, 'blogs', 'tea', 'index.html')).ino).toBe(
      statSync(join(builds, 'whole', 'blogs', 'tea', 'index.html')).ino,
    );
  });
});

describe('reading a build as a plain folder', () => {
  it('reads a whole build in place and a layer as a whole copy, removed after', async () => {
    await layer('l1', 'whole', { 'index.html': 'home 2' });
    expect(await readAsWhole(join(builds, 'whole'), (dir) => dir)).toBe(join(builds, 'whole'));
    let copy = '';
    const home = await readAsWhole(join(builds, 'l1'), (dir) => {
      copy = dir;
      return readFileSync(join(dir, 'index.html'), 'utf8') + readFileSync(join(dir, 'blogs/tea/index.html'), 'utf8');
    });
    expect(home).toBe('home 2tea 1');
    expect(existsSync(copy)).toBe(false);
  });
});

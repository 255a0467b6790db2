import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  keyCountsOf,
  keyedPagesOfAstroBuild,
  movePageRecord,
  pageRecordCode,
  pageRecordFile,
  pageRecordIdentity,
  readPageRecord,
  recordAfterChanges,
  sharePageRecord,
  writePageRecord,
} from './page-record.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'page-record-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('recordAfterChanges', () => {
  const live = {
    code: 'old',
    pages: {
      'blogs/tea/index.html': 'tea-1',
      'blogs/gems/index.html': 'gems-1',
      'blogs/page/2/index.html': 'list-2',
      'blogs/gems.json': 'json-gems',
    },
  };

  it('keeps the pages whose key is still there, takes the rendered ones and names the files gone', () => {
    // gems was deleted (its page and JSON keys are gone), tea updated (new key, rendered), the
    // second list page is unchanged, and a new blog was rendered.
    const keys = new Set(['tea-2', 'list-2', 'new-1']);
    const rendered = { 'blogs/tea/index.html': 'tea-2', 'blogs/new/index.html': 'new-1' };
    expect(recordAfterChanges(live, keys, rendered, 'now')).toEqual({
      record: {
        code: 'now',
        pages: {
          'blogs/page/2/index.html': 'list-2',
          'blogs/tea/index.html': 'tea-2',
          'blogs/new/index.html': 'new-1',
        },
      },
      gone: ['blogs/gems.json', 'blogs/gems/index.html'],
    });
  });

  it("changes the live record's key counts into those of the record it makes", () => {
    // Two pages share a key; one of them is rendered again with a key of its own.
    const shared = { code: 'old', pages: { ...live.pages, 'blogs/page/3/index.html': 'list-2' } };
    const counts = keyCountsOf(shared.pages);
    expect(counts.get('list-2')).toBe(2);
    const rendered = { 'blogs/tea/index.html': 'tea-2', 'blogs/page/3/index.html': 'list-3' };
    const { record } = recordAfterChanges(shared, new Set(['tea-2', 'list-2', 'list-3']), rendered, 'now', counts);
    expect(counts).toEqual(keyCountsOf(record.pages));
    expect([...counts.keys()].sort()).toEqual(['list-2', 'list-3', 'tea-2']);
  });
});

describe('page records', () => {
  it('sit beside the build folder, move with it, and read back what was written', () => {
    const staging = join(work, '.staging');
    mkdirSync(staging);
    expect(pageRecordFile(`${staging}/`)).toBe(join(work, '.staging.pages.json'));
    expect(readPageRecord(staging)).toBeUndefined();
    writePageRecord(staging, { code: 'c', pages: { 'index.html': 'k' } });
    movePageRecord(staging, join(work, 'build-1'));
    expect(existsSync(pageRecordFile(staging))).toBe(false);
    expect(readPageRecord(join(work, 'build-1'))).toEqual({ code: 'c', pages: { 'index.html': 'k' } });
  });

  it("reads the keyed pages of Astro's incremental record, by their file names in the build", () => {
    writeFileSync(
      join(work, 'incremental-build.json'),
      JSON.stringify({
        routes: {
          'src/pages/blogs/[id].astro': {
            paths: {
              '/blogs/tea': { cacheKey: 'k1', outputFile: 'blogs/tea/index.html' },
              '/blogs/caf%C3%A9': { cacheKey: 'k2', outputFile: 'blogs/caf%C3%A9/index.html' },
            },
          },
          'src/pages/about.astro': { paths: { '/about': { outputFile: 'about/index.html' } } },
        },
      }),
    );
    expect(keyedPagesOfAstroBuild(work)).toEqual({ 'blogs/tea/index.html': 'k1', 'blogs/café/index.html': 'k2' });
    expect(keyedPagesOfAstroBuild(join(work, 'none'))).toEqual({});
  });
});

describe('sharePageRecord', () => {
  it("gives another folder of the same pages the build's record as a link, not a copy, and nothing when there is none", async () => {
    const build = join(work, 'build');
    const record = { code: 'c1', pages: { 'blogs/tea/index.html': 'tea-1' } };
    writePageRecord(build, record);
    await sharePageRecord(build, join(work, 'indexed'));
    expect(readPageRecord(join(work, 'indexed'))).toEqual(record);
    expect(statSync(pageRecordFile(join(work, 'indexed'))).ino).toBe(statSync(pageRecordFile(build)).ino);

    await sharePageRecord(join(work, 'none'), join(work, 'other'));
    expect(existsSync(pageRecordFile(join(work, 'other')))).toBe(false);
  });
});

describe('pageRecordCode and pageRecordIdentity', () => {
  it("reads a record's code from its head, and from the whole file when the head does not hold it", () => {
    const build = join(work, 'build');
    expect(pageRecordCode(build)).toBeUndefined();
    writePageRecord(build, { code: 'digest "quoted" https://example.com', pages: { 'index.html': 'home-1' } });
    expect(pageRecordCode(build)).toBe('digest "quoted" https://example.com');
    writeFileSync(pageRecordFile(build), JSON.stringify({ pages: { 'index.html': 'home-1' }, code: 'pages first' }));
    expect(pageRecordCode(build)).toBe('pages first');
  });

  it('names the same record file after a move and a share, and another after a new write', async () => {
    const [first, moved, shared] = ['first', 'moved', 'shared'].map((name) => join(work, name)) as [
      string,
      string,
      string,
    ];
    expect(pageRecordIdentity(first)).toBeUndefined();
    writePageRecord(first, { code: 'c', pages: { 'index.html': 'home-1' } });
    const identity = pageRecordIdentity(first);
    movePageRecord(first, moved);
    await sharePageRecord(moved, shared);
    expect(pageRecordIdentity(moved)).toBe(identity);
    expect(pageRecordIdentity(shared)).toBe(identity);
    writePageRecord(first, { code: 'c', pages: { 'index.html': 'home-1' } });
    expect(pageRecordIdentity(first)).not.toBe(identity);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProblems } from './build-checker.ts';

let dir: string;

function page(path: string, html: string): void {
  const file = join(dir, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/** The smallest build that passes: a home page and lists that each link an item. */
function completeBuild(): void {
  page('', '<h1>home</h1>');
  page('blogs', '<a href="/blogs/tea-country">Tea country</a>');
  page('vlogs', '<a href="/vlogs/surf">Surf</a>');
  page('magazines', '<a href="/magazines/6">Issue 6</a>');
  page('blogs/tea-country', '<h1>Tea country</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>Page not found</h1>');
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-checker-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the build checker', () => {
  it('passes a complete build', async () => {
    completeBuild();
    expect(await buildProblems(dir, [])).toEqual([]);
    expect(await buildProblems(dir, [{ kind: 'blog', id: 'tea-country', action: 'create' }])).toEqual([]);
    expect(await buildProblems(dir, [{ kind: 'vlog', id: 'gone', action: 'delete' }])).toEqual([]);
  });

  it('fails a build without a home page', async () => {
    completeBuild();
    rmSync(join(dir, 'index.html'));
    expect(await buildProblems(dir, [])).toEqual(['the home page is missing']);
  });

  it('fails a build that lacks a created or updated item, or still has a deleted one', async () => {
    completeBuild();
    expect(
      await buildProblems(dir, [
        { kind: 'issue', id: '7', action: 'create' },
        { kind: 'vlog', id: 'new', action: 'update' },
        { kind: 'blog', id: 'tea-country', action: 'delete' },
      ]),
    ).toEqual([
      '/magazines/7 is missing after its create',
      '/vlogs/new is missing after its update',
      '/blogs/tea-country still exists after its delete',
    ]);
  });

  it('fails a build whose lists link no item', async () => {
    completeBuild();
    page('vlogs', '<p>No vlogs yet</p><a href="/vlogs">Vlogs</a>');
    rmSync(join(dir, 'magazines'), { recursive: true });
    expect(await buildProblems(dir, [])).toEqual([
      'the list page /vlogs links no item',
      'the list page /magazines is missing',
    ]);
  });

  it('passes a list with nothing in it yet that says so, on a first build or after an empty live one', async () => {
    completeBuild();
    page('vlogs', '<div data-empty-state><p>No films yet</p><a href="/newsletter">Get the newsletter</a></div>');
    expect(await buildProblems(dir, [])).toEqual([]);
    const live = mkdtempSync(join(tmpdir(), 'build-checker-live-'));
    try {
      mkdirSync(join(live, 'vlogs'), { recursive: true });
      writeFileSync(join(live, 'vlogs', 'index.html'), '<div data-empty-state><p>No films yet</p></div>');
      expect(await buildProblems(dir, [{ kind: 'blog', id: 'tea-country', action: 'create' }], live)).toEqual([]);
    } finally {
      rmSync(live, { recursive: true, force: true });
    }
  });

  it('fails a list that lost its items without a delete, even when it says it is empty', async () => {
    const live = mkdtempSync(join(tmpdir(), 'build-checker-live-'));
    try {
      dir = live;
      completeBuild();
      dir = mkdtempSync(join(tmpdir(), 'build-checker-'));
      completeBuild();
      page('vlogs', '<div data-empty-state><p>No films yet</p></div>');
      expect(await buildProblems(dir, [{ kind: 'blog', id: 'tea-country', action: 'update' }], live)).toEqual([
        'the list page /vlogs links no item',
      ]);
      // Deleting the last vlog empties the list on purpose.
      expect(await buildProblems(dir, [{ kind: 'vlog', id: 'surf', action: 'delete' }], live)).toEqual([]);
    } finally {
      rmSync(live, { recursive: true, force: true });
    }
  });
});

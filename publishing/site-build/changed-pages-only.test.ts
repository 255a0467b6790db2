import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changedPagesOnlyIn,
  keptPageUrls,
  keysOfBuild,
  onlyChanged,
  startChangedPagesOnly,
} from './changed-pages-only.ts';

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'changed-pages-only-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const paths = [
  { params: { id: 'tea' }, cacheKey: 'tea-2' },
  { params: { id: 'gems' }, cacheKey: 'gems-1' },
];

describe('a build of the changed pages only', () => {
  it('is off unless the build worker starts it: every page is built', () => {
    expect(changedPagesOnlyIn(cacheDir)).toBeUndefined();
    expect(onlyChanged(paths, undefined)).toEqual(paths);
    expect(keptPageUrls(undefined, 'https://example.com')).toEqual([]);
  });

  it('renders only the pages whose key the live build lacks, and keeps every key in its folder', () => {
    const folder = startChangedPagesOnly(cacheDir, {
      'blogs/tea/index.html': 'tea-1',
      'blogs/gems/index.html': 'gems-1',
    });
    expect(changedPagesOnlyIn(cacheDir)).toBe(folder);
    expect(onlyChanged(paths, folder)).toEqual([paths[0]]);
    expect(onlyChanged([{ cacheKey: 'home' }], folder)).toEqual([{ cacheKey: 'home' }]);
    expect([...keysOfBuild(folder)]).toEqual(['tea-2', 'gems-1', 'home']);
  });

  it('lists the addresses of the live pages it keeps, for the sitemap', () => {
    const folder = startChangedPagesOnly(cacheDir, {
      'index.html': 'home',
      'blogs/tea/index.html': 'tea-1',
      'blogs/gems/index.html': 'gems-1',
      'blogs/gems.json': 'json-gems',
    });
    onlyChanged(
      [{ cacheKey: 'home' }, { cacheKey: 'gems-1' }, { cacheKey: 'json-gems' }, { cacheKey: 'tea-2' }],
      folder,
    );
    expect(keptPageUrls(folder, 'https://example.com')).toEqual([
      'https://example.com/',
      'https://example.com/blogs/gems/',
    ]);
  });

  it('starts each build of changed pages with no keys of the last one', () => {
    const first = startChangedPagesOnly(cacheDir, { 'index.html': 'home' });
    onlyChanged([{ cacheKey: 'old' }], first);
    expect([...keysOfBuild(startChangedPagesOnly(cacheDir, { 'index.html': 'home' }))]).toEqual([]);
  });
});

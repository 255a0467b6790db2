import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_INDEXING } from '../../src/config/search.ts';
import { keptBundleDir, primaryHoldsPages } from './index-cache.ts';

let cacheDir = '';
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

function keepPrimary(entry: string): void {
  mkdirSync(keptBundleDir(cacheDir, 0), { recursive: true });
  writeFileSync(join(keptBundleDir(cacheDir, 0), SEARCH_INDEXING.entryFile), entry);
}

describe('primaryHoldsPages', () => {
  it('tells a kept primary bundle of pages from one of none, a missing one or a damaged one', () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'index-cache-'));
    expect(primaryHoldsPages(cacheDir)).toBe(false);
    keepPrimary('{"version":"1.6.0","languages":{}}');
    expect(primaryHoldsPages(cacheDir)).toBe(false);
    keepPrimary('{"version":"1.6.0","languages":{"en-gb":{"hash":"en-gb_1","wasm":"en-gb","page_count":1}}}');
    expect(primaryHoldsPages(cacheDir)).toBe(true);
    keepPrimary('{"version":');
    expect(primaryHoldsPages(cacheDir)).toBe(false);
  });
});

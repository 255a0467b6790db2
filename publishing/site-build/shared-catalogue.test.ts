import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testItem } from '../../tests/support/items.ts';
import {
  askForCatalogue,
  catalogueComplete,
  catalogueFolder,
  catalogueWanted,
  readSharedCatalogue,
  shareCatalogue,
  shareNoCatalogue,
} from './shared-catalogue.ts';

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'shared-catalogue-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('the catalogue a build shares with its search index', () => {
  it('is not shared unless the build asks for it', () => {
    expect(catalogueWanted(cacheDir)).toBeUndefined();
    const blogs = [testItem({ id: 'tea' })];
    expect(shareCatalogue(undefined, 'blogs', blogs)).toBe(blogs);
    expect(existsSync(catalogueFolder(cacheDir))).toBe(false);
  });

  it('is read as the build shared it, once every part is there', async () => {
    const folder = askForCatalogue(cacheDir);
    expect(catalogueWanted(cacheDir)).toBe(folder);
    const blogs = [testItem({ id: 'tea' })];
    shareCatalogue(folder, 'blogs', blogs);
    shareCatalogue(folder, 'vlogs', []);
    let read = false;
    const reading = readSharedCatalogue(folder).then((catalogue) => {
      read = true;
      return catalogue;
    });
    await new Promise((wait) => setTimeout(wait, 300));
    expect(read).toBe(false);
    shareCatalogue(folder, 'issues', []);
    expect(await reading).toEqual({ blogs, vlogs: [], issues: [] });
  });

  it('gives what the build shared once it is over, leaving out the parts it never read', async () => {
    const folder = askForCatalogue(cacheDir);
    shareCatalogue(folder, 'blogs', []);
    catalogueComplete(cacheDir);
    expect(await readSharedCatalogue(folder)).toEqual({ blogs: [] });
  });

  it("starts each build without the last one's parts, and leaves none when not asked", () => {
    const folder = askForCatalogue(cacheDir);
    writeFileSync(join(folder, 'blogs.json'), '[]');
    expect(existsSync(join(askForCatalogue(cacheDir), 'blogs.json'))).toBe(false);
    shareNoCatalogue(cacheDir);
    expect(catalogueWanted(cacheDir)).toBeUndefined();
  });
});

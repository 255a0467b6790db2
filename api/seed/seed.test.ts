import { cpSync, existsSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureBlogs, tinyContent } from '../../tests/support/items.ts';
import { openTempMagazine } from '../../tests/support/temp-magazine.ts';
import type { TempMagazine } from '../../tests/support/temp-magazine.ts';
import { ensureImages, planImages } from './images.ts';
import { blogToWire } from './to-wire.ts';
import { reset, seedIfEmpty } from './seed.ts';
import type { SeedContent } from './seed-content.ts';

let magazine: TempMagazine;
let drawnOnce: string;

// Drawing is the slow part; most tests start from a copy of images drawn once. It is given as long
// as a test, since on a busy machine drawing a dozen images takes longer than a hook's default.
beforeAll(async () => {
  drawnOnce = mkdtempSync(join(tmpdir(), 'serendib-api-images-'));
  await ensureImages(drawnOnce, planImages(tinyContent));
}, 30_000);
afterAll(() => rmSync(drawnOnce, { recursive: true, force: true }));

beforeEach(async () => {
  magazine = await openTempMagazine();
});
afterEach(() => magazine.cleanup());

const copyDrawnImages = () => cpSync(drawnOnce, magazine.mediaDir, { recursive: true });

/** Every media URL in the database, as a file path. */
async function referencedFiles(): Promise<string[]> {
  const { db, mediaDir } = magazine;
  const issues = await Promise.all((await db.listIssues()).map((issue) => db.findIssue(Number(issue.id))));
  const urls = [
    ...(await db.listItems('blog')).flatMap((item) => item.images ?? []),
    ...(await db.listItems('vlog')).flatMap((item) => item.images ?? []),
    ...issues.flatMap((issue) => issue?.pages ?? []),
  ];
  return urls.map((url) => `${mediaDir}/${url.replace(/^\/media\//, '')}`);
}

describe('seedIfEmpty', () => {
  it('seeds an empty database once, with every referenced image', async () => {
    const first = await seedIfEmpty(magazine.db, magazine.mediaDir, tinyContent);
    expect(first).toMatchObject({ seeded: true, blogs: 1, vlogs: 1, issues: 1 });
    expect(first.images.generated).toBeGreaterThan(0);
    const counts = await magazine.db.counts();
    expect(counts).toEqual({ items: 2, issues: 1 });
    const files = await referencedFiles();
    expect(files.length).toBe(1 * 2 + 1 + 2);
    expect(files.filter((file) => !existsSync(file))).toEqual([]);

    const second = await seedIfEmpty(magazine.db, magazine.mediaDir, tinyContent);
    expect(second.seeded).toBe(false);
    expect(second.images.generated).toBe(0);
    expect(await magazine.db.counts()).toEqual(counts);
  });

  it('leaves a database with content alone but still draws missing images', async () => {
    copyDrawnImages();
    const [missing] = planImages(tinyContent);
    if (!missing) throw new Error('nothing planned');
    unlinkSync(join(magazine.mediaDir, ...missing.key));
    const [blog] = fixtureBlogs;
    if (!blog) throw new Error('fixture missing');
    await magazine.db.insertItem(blogToWire(blog));
    const result = await seedIfEmpty(magazine.db, magazine.mediaDir, tinyContent);
    expect(result.seeded).toBe(false);
    expect(await magazine.db.counts()).toEqual({ items: 1, issues: 0 });
    expect(result.images.generated).toBe(1);
    expect(existsSync(join(magazine.mediaDir, ...missing.key))).toBe(true);
  });

  it('stores nothing when the content breaks the wire schema', async () => {
    const broken: SeedContent = { ...tinyContent, blogs: [{ ...fixtureBlogs[0]!, id: 'Not A Slug' }] };
    await expect(seedIfEmpty(magazine.db, magazine.mediaDir, broken)).rejects.toThrow(
      /blog "Not A Slug" does not match/,
    );
    const duplicated: SeedContent = {
      ...tinyContent,
      vlogs: [{ ...tinyContent.vlogs[0]!, id: tinyContent.blogs[0]!.id }],
    };
    await expect(seedIfEmpty(magazine.db, magazine.mediaDir, duplicated)).rejects.toThrow(
      /two blogs or vlogs with id "tea-country-mornings"/,
    );
    expect(await magazine.db.counts()).toEqual({ items: 0, issues: 0 });
  });
});

describe('reset', () => {
  it('replaces whatever the database holds with the seed', async () => {
    copyDrawnImages();
    await seedIfEmpty(magazine.db, magazine.mediaDir, tinyContent);
    const extra = fixtureBlogs[2];
    if (!extra) throw new Error('fixture missing');
    await magazine.db.insertItem(blogToWire(extra));
    expect((await magazine.db.counts()).items).toBe(3);

    const result = await reset(magazine.db, magazine.mediaDir, tinyContent);
    expect(result).toMatchObject({ seeded: true, blogs: 1, vlogs: 1, issues: 1 });
    expect(result.images.generated).toBe(0);
    expect(await magazine.db.counts()).toEqual({ items: 2, issues: 1 });
    expect(await magazine.db.findItem(extra.id)).toBeUndefined();
    expect((await referencedFiles()).filter((file) => !existsSync(file))).toEqual([]);
  });

  it('keeps the old content when the new seed is invalid', async () => {
    copyDrawnImages();
    await seedIfEmpty(magazine.db, magazine.mediaDir, tinyContent);
    const broken: SeedContent = { ...tinyContent, issues: [{ ...tinyContent.issues[0]!, id: '01' }] };
    await expect(reset(magazine.db, magazine.mediaDir, broken)).rejects.toThrow(/issue "01"/);
    expect(await magazine.db.counts()).toEqual({ items: 2, issues: 1 });
  });
});

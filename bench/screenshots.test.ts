import { describe, expect, it } from 'vitest';
import { SHOTS, shotFileName, VIEWPORTS } from './screenshots.ts';

// The API is answered here in its place: these tests check which pages are named, not the stack.
const api = async (path: string) => ({ '/blogs': [{ id: 'first-blog' }], '/issues': [{ id: '6' }] })[path] ?? [];

describe('the screenshots', () => {
  it('photograph home, the newest article, the newest issue in the reader and the desk as an editor', async () => {
    expect(await Promise.all(SHOTS.map((shot) => shot.path(api)))).toEqual([
      '/',
      '/blogs/first-blog',
      '/magazines/6',
      '/desk',
    ]);
    expect(SHOTS.filter((shot) => shot.asEditor).map((shot) => shot.name)).toEqual(['desk']);
  });

  it('at a phone and a desktop size, each to a file of its own', () => {
    expect(VIEWPORTS.map(({ width, height }) => `${width}x${height}`)).toEqual(['390x844', '1280x900']);
    const files = SHOTS.flatMap((shot) => VIEWPORTS.map((viewport) => shotFileName(shot, viewport)));
    expect(new Set(files).size).toBe(SHOTS.length * VIEWPORTS.length);
    expect(files).toContain('article-phone.png');
  });

  it('say which list was empty when there is nothing to photograph', async () => {
    const article = SHOTS.find((shot) => shot.name === 'article');
    await expect(article?.path(async () => [])).rejects.toThrow("The API's /blogs list is empty");
  });
});

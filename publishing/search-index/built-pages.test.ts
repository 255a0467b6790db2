import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeLayer } from '../site-build/layered-build.ts';
import { builtPageExists, builtPageFile } from './built-pages.ts';

let builds: string;
const put = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

beforeEach(async () => {
  builds = mkdtempSync(join(tmpdir(), 'built-pages-'));
  put(join(builds, 'pages', 'magazines', '1', 'index.html'), 'issue 1');
  put(join(builds, 'pages', 'magazines', '2', 'index.html'), 'issue 2');
  // The index's folder: a layer over the pages that holds nothing but the index.
  mkdirSync(join(builds, '.search-staging'));
  await makeLayer(join(builds, '.search-staging'), join(builds, 'pages'), { replaces: ['pagefind'] });
});
afterEach(() => rmSync(builds, { recursive: true, force: true }));

describe("the search index's reading of built pages", () => {
  it('finds them through a layer that holds only the index', () => {
    const site = join(builds, '.search-staging');
    expect(readFileSync(builtPageFile(site, 'magazines/1/index.html'), 'utf8')).toBe('issue 1');
    expect(builtPageExists(site, 'magazines/2/index.html')).toBe(true);
    expect(builtPageExists(site, 'magazines/3/index.html')).toBe(false);
  });

  it('finds no page that a layer removed, nor one outside the site', async () => {
    const staging = join(builds, '.staging');
    mkdirSync(staging);
    await makeLayer(staging, join(builds, 'pages'), { gone: ['magazines/2/index.html'] });
    renameSync(staging, join(builds, 'next'));
    expect(builtPageExists(join(builds, 'next'), 'magazines/2/index.html')).toBe(false);
    expect(builtPageExists(join(builds, 'next'), 'magazines/1/index.html')).toBe(true);
    expect(() => builtPageFile(join(builds, 'next'), '../pages/magazines/1/index.html')).toThrow(/is not a page/);
  });
});

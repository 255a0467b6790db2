import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInStaging, STAGING_FOLDER, type StagedBuild } from './staged-build.ts';

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A stand-in for Astro's build: writes one page naming the folder it was given. */
function fakeBuild(seen: string[]) {
  return async ({ outDir }: StagedBuild) => {
    seen.push(outDir);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `built in ${outDir}`);
  };
}

describe('buildInStaging', () => {
  it('gives every build of one cache the same folder, whatever folder the build goes to', async () => {
    work = mkdtempSync(join(tmpdir(), 'staged-'));
    const cacheDir = join(work, 'cache');
    const seen: string[] = [];
    for (const name of ['first', 'second']) {
      await buildInStaging({ root: work, outDir: join(work, name), cacheDir }, fakeBuild(seen));
    }
    expect(seen).toEqual([join(cacheDir, STAGING_FOLDER), join(cacheDir, STAGING_FOLDER)]);
    for (const name of ['first', 'second']) {
      expect(readFileSync(join(work, name, 'index.html'), 'utf8')).toBe(`built in ${join(cacheDir, STAGING_FOLDER)}`);
    }
    expect(existsSync(join(cacheDir, STAGING_FOLDER))).toBe(false);
  });

  it('replaces what the folder held, as a build into it would, and leaves it alone when the build fails', async () => {
    work = mkdtempSync(join(tmpdir(), 'staged-'));
    const outDir = join(work, 'dist');
    mkdirSync(outDir);
    writeFileSync(join(outDir, 'old.html'), 'from the last build');
    const failing = async () => {
      throw new Error('the API is down');
    };
    await expect(buildInStaging({ root: work, outDir, cacheDir: join(work, 'cache') }, failing)).rejects.toThrow(
      'the API is down',
    );
    expect(readFileSync(join(outDir, 'old.html'), 'utf8')).toBe('from the last build');
    await buildInStaging({ root: work, outDir, cacheDir: join(work, 'cache') }, fakeBuild([]));
    expect(existsSync(join(outDir, 'old.html'))).toBe(false);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  });
});

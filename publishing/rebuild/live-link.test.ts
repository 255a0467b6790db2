import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeLayer, pathInBuild } from '../site-build/layered-build.ts';
import { listBuilds, liveBuildDir, newBuildId, pruneBuilds, switchLive } from './live-link.ts';

let work: string;
let buildsDir: string;
let liveLink: string;

function makeBuild(id: string, page = id): string {
  const dir = join(buildsDir, id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), page);
  return dir;
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'live-link-'));
  buildsDir = join(work, 'builds');
  liveLink = join(work, 'live');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('the live link', () => {
  it('is created by the first switch and moved by the next', async () => {
    expect(await liveBuildDir(liveLink)).toBeUndefined();
    await switchLive(liveLink, makeBuild('b1'));
    expect(readFileSync(join(liveLink, 'index.html'), 'utf8')).toBe('b1');
    await switchLive(liveLink, makeBuild('b2'));
    expect(readFileSync(join(liveLink, 'index.html'), 'utf8')).toBe('b2');
    expect(basename((await liveBuildDir(liveLink)) ?? '')).toBe('b2');
  });

  it('leaves no temporary links behind', async () => {
    await switchLive(liveLink, makeBuild('b1'));
    await switchLive(liveLink, makeBuild('b2'));
    expect(readdirSync(work).sort()).toEqual(['builds', 'live']);
  });

  it('refuses to replace a real folder', async () => {
    mkdirSync(liveLink);
    await expect(switchLive(liveLink, makeBuild('b1'))).rejects.toThrow(/not a link to a build/);
    expect(existsSync(join(liveLink, 'index.html'))).toBe(false);
  });

  it('names builds so that they sort by time', () => {
    const early = newBuildId(new Date('2026-01-02T03:04:05.006Z'), 9);
    const later = newBuildId(new Date('2026-01-02T03:04:05.006Z'), 10);
    const latest = newBuildId(new Date('2026-01-02T03:04:06.000Z'), 0);
    expect(early).toBe('20260102T030405006Z-0009');
    expect([latest, early, later].sort()).toEqual([early, later, latest]);
  });
});

describe('pruning', () => {
  it('keeps the live build and the newest previous ones', async () => {
    for (const id of ['b1', 'b2', 'b3', 'b4', 'b5']) makeBuild(id);
    await switchLive(liveLink, join(buildsDir, 'b3'));
    const removed = await pruneBuilds(buildsDir, liveLink, 2);
    expect(removed.map((dir) => basename(dir)).sort()).toEqual(['b1', 'b2']);
    expect((await listBuilds(buildsDir)).map((dir) => basename(dir))).toEqual(['b5', 'b4', 'b3']);
  });

  it('leaves a build still being written alone', async () => {
    for (const id of ['b1', 'b2', '.staging']) makeBuild(id);
    await switchLive(liveLink, join(buildsDir, 'b2'));
    expect((await listBuilds(buildsDir)).map((dir) => basename(dir))).toEqual(['b2', 'b1']);
    await pruneBuilds(buildsDir, liveLink, 0);
    expect(existsSync(join(buildsDir, '.staging', 'index.html'))).toBe(true);
  });

  it('never removes the live build, however old', async () => {
    for (const id of ['b1', 'b2', 'b3']) makeBuild(id);
    await switchLive(liveLink, join(buildsDir, 'b1'));
    await pruneBuilds(buildsDir, liveLink, 0);
    expect((await listBuilds(buildsDir)).map((dir) => basename(dir))).toEqual(['b1']);
    expect(readFileSync(join(liveLink, 'index.html'), 'utf8')).toBe('b1');
  });
});

describe('pruning layers', () => {
  it('keeps every folder a kept layer reads from, however old', async () => {
    for (const id of ['b1', 'b2', 'b3']) makeBuild(id);
    for (const [id, below] of [
      ['b4', 'b2'],
      ['b5', 'b4'],
    ] as const) {
      const staging = join(buildsDir, '.staging');
      mkdirSync(staging);
      writeFileSync(join(staging, `${id}.html`), id);
      await makeLayer(staging, join(buildsDir, below));
      renameSync(staging, join(buildsDir, id));
    }
    await switchLive(liveLink, join(buildsDir, 'b5'));
    const removed = await pruneBuilds(buildsDir, liveLink, 0);
    expect(removed.map((dir) => basename(dir)).sort()).toEqual(['b1', 'b3']);
    expect((await listBuilds(buildsDir)).map((dir) => basename(dir))).toEqual(['b5', 'b4', 'b2']);
    expect(readFileSync(pathInBuild(liveLink, 'b4.html') ?? '', 'utf8')).toBe('b4');
    expect(readFileSync(pathInBuild(liveLink, 'index.html') ?? '', 'utf8')).toBe('b2');
  });
});

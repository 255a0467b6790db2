import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesOfBuild, LAYER_MANIFEST, makeLayer } from '../site-build/layered-build.ts';
import { pageRecordFile } from '../site-build/page-record.ts';
import { compactLive } from './compaction.ts';
import { liveBuildDir, switchLive } from './live-link.ts';
import { createRebuildService } from './rebuild-service.ts';

let work: string;
let buildsDir: string;
let liveLink: string;
const put = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), 'compaction-'));
  buildsDir = join(work, 'builds');
  liveLink = join(work, 'live');
  put(join(buildsDir, 'b1', 'index.html'), 'home 1');
  put(join(buildsDir, 'b1', 'blogs', 'tea', 'index.html'), 'tea 1');
  const staging = join(buildsDir, '.staging');
  put(join(staging, 'index.html'), 'home 2');
  put(join(staging, 'blogs', 'spice', 'index.html'), 'spice 1');
  await makeLayer(staging, join(buildsDir, 'b1'), { gone: ['blogs/tea/index.html'] });
  renameSync(staging, join(buildsDir, 'b2'));
  writeFileSync(pageRecordFile(join(buildsDir, 'b2')), '{"code":"c","pages":{}}');
  await switchLive(liveLink, join(buildsDir, 'b2'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('making a long chain of layers whole', () => {
  it('leaves a short one as it is', async () => {
    const signal = new AbortController().signal;
    expect(await compactLive({ liveLink, buildsDir, build: 'b3', bound: 3, signal })).toBeUndefined();
    expect(basename((await liveBuildDir(liveLink)) ?? '')).toBe('b2');
  });

  it('switches a long one to a whole copy of the same pages, with its record', async () => {
    const signal = new AbortController().signal;
    const whole = await compactLive({ liveLink, buildsDir, build: 'b3', bound: 2, signal });
    expect(whole).toBe(join(buildsDir, 'b3'));
    expect(basename((await liveBuildDir(liveLink)) ?? '')).toBe('b3');
    expect(existsSync(join(buildsDir, 'b3', LAYER_MANIFEST))).toBe(false);
    expect(await filesOfBuild(join(buildsDir, 'b3'))).toEqual(await filesOfBuild(join(buildsDir, 'b2')));
    expect(readFileSync(join(liveLink, 'index.html'), 'utf8')).toBe('home 2');
    expect(existsSync(join(liveLink, 'blogs', 'tea', 'index.html'))).toBe(false);
    expect(readFileSync(pageRecordFile(join(buildsDir, 'b3')), 'utf8')).toBe('{"code":"c","pages":{}}');
  });

  it('stops for a write and leaves the live layer and no copy behind', async () => {
    const controller = new AbortController();
    controller.abort();
    const whole = await compactLive({ liveLink, buildsDir, build: 'b3', bound: 2, signal: controller.signal });
    expect(whole).toBeUndefined();
    expect(basename((await liveBuildDir(liveLink)) ?? '')).toBe('b2');
    expect(existsSync(join(buildsDir, 'b3'))).toBe(false);
    expect(existsSync(join(buildsDir, '.whole-staging'))).toBe(false);
  });
});

describe('the rebuild service', () => {
  it('makes the live layer whole after a publish once it carries more paths than its bound', async () => {
    const lines: string[] = [];
    const rebuild = createRebuildService({
      liveLink,
      buildsDir,
      quietMs: 0,
      keepPreviousBuilds: 1,
      layerPathsBound: 1,
      // A publish's build: its pages as a layer over the live build.
      build: async (outDir, live) => {
        put(join(outDir, 'blogs', 'new', 'index.html'), '<a href="/blogs/new">new</a>');
        for (const list of ['blogs', 'vlogs', 'magazines'])
          put(join(outDir, list, 'index.html'), `<a href="/${list}/one">one</a>`);
        if (live) await makeLayer(outDir, live);
      },
      log: (line) => lines.push(line),
      warn: (line) => lines.push(`WARN ${line}`),
    });
    const result = await rebuild.rebuildNow([{ kind: 'blog', id: 'new', action: 'create' }]);
    expect(result.ok).toBe(true);
    // Made whole behind the publish, once it is live.
    await rebuild.whenIdle();
    const live = (await liveBuildDir(liveLink)) ?? '';
    expect(basename(live)).not.toBe(result.build);
    expect(existsSync(join(live, LAYER_MANIFEST))).toBe(false);
    expect(readFileSync(join(live, 'blogs', 'new', 'index.html'), 'utf8')).toContain('new');
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('home 2');
    expect(lines).toContainEqual(`${basename(live)} is live: ${result.build} made whole`);
  });
});

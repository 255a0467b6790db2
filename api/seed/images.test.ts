import { readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempMagazine } from '../../tests/support/temp-magazine.ts';
import type { TempMagazine } from '../../tests/support/temp-magazine.ts';
import { fixtureContent, tinyContent } from '../../tests/support/items.ts';
import { DRAWN_FILE, ensureImages, planImages } from './images.ts';
import { mediaFile, mediaUrl } from '../media/media-paths.ts';
import { blogToWire, issueToWire, vlogToWire } from './to-wire.ts';

let magazine: TempMagazine;
beforeEach(async () => {
  magazine = await openTempMagazine();
});
afterEach(() => magazine.cleanup());

describe('planImages', () => {
  it('plans two sizes of every image the wire objects refer to', () => {
    const planned = planImages(fixtureContent).map((image) => mediaUrl(image.key));
    const referenced = [
      ...fixtureContent.blogs.flatMap((blog) => blogToWire(blog).images ?? []),
      ...fixtureContent.vlogs.flatMap((vlog) => vlogToWire(vlog).images ?? []),
      ...fixtureContent.issues.flatMap((issue) => issueToWire(issue).pages ?? []),
    ];
    expect(planned).toEqual(expect.arrayContaining(referenced));
    expect(planned).toHaveLength(referenced.length * 2);
    expect(planned).toEqual(
      expect.arrayContaining([
        '/media/blogs/tea-country-mornings/2-800x500.webp',
        '/media/vlogs/galle-fort-walk/poster-640x360.webp',
        '/media/issues/2/page-03-200x260.webp',
      ]),
    );
    expect(new Set(planned).size).toBe(planned.length);
  });

  it('draws the same picture for the same key and different ones for different keys', () => {
    const first = planImages(fixtureContent).map((image) => image.draw());
    const second = planImages(fixtureContent).map((image) => image.draw());
    expect(second).toEqual(first);
    // Each picture is planned at two sizes from one drawing; distinct pictures differ.
    const distinct = new Set(first);
    expect(distinct.size).toBe(first.length / 2);
  });

  it('prints issue text escaped and the masthead on the cover', () => {
    const cover = planImages(tinyContent).find((image) => image.key.join('/') === 'issues/1/page-01-1000x1300.webp');
    const svg = cover?.draw() ?? '';
    expect(svg).toContain('SERENDIB LUXE');
    expect(svg).toContain('Hideaways &#60;for&#62; the long');
    expect(svg).not.toContain('<for>');
  });

  it('draws an inner page from its text: section, headline and body set as type, no placeholder bars', () => {
    const inner = planImages(tinyContent).find((image) => image.key.join('/') === 'issues/1/page-02-1000x1300.webp');
    const svg = inner?.draw() ?? '';
    expect(svg).toContain('>TEA COUNTRY</tspan>');
    expect(svg).toContain('>Into the hills</tspan>');
    expect(svg).toContain('&#60;terraces&#62; by nine.');
    expect(svg).toContain('until noon.');
    expect(svg).not.toContain('fill-opacity="0.16"');
  });
});

describe('ensureImages', () => {
  it('writes webp files of the size in their names, and only once', async () => {
    const planned = planImages(tinyContent);
    const first = await ensureImages(magazine.mediaDir, planned);
    expect(first.generated).toBe(planned.length);
    expect(first.existing).toBe(0);
    expect(first.bytes).toBeGreaterThan(0);

    for (const image of planned) {
      const meta = await sharp(mediaFile(magazine.mediaDir, image.key)).metadata();
      expect(meta.format).toBe('webp');
      expect(`${meta.width}x${meta.height}`).toBe(`${image.size.width}x${image.size.height}`);
      expect(image.key.at(-1)).toContain(`-${image.size.width}x${image.size.height}.webp`);
    }

    const again = await ensureImages(magazine.mediaDir, planned);
    expect(again).toMatchObject({ generated: 0, existing: planned.length, bytes: 0 });
    const leftovers = readdirSync(magazine.mediaDir, { recursive: true }).filter((name) =>
      String(name).endsWith('.tmp'),
    );
    expect(leftovers).toEqual([]);
  });

  it('redraws only the images whose drawing changed, on any machine that drew the old one', async () => {
    const planned = planImages(tinyContent);
    await ensureImages(magazine.mediaDir, planned);
    const [changed, ...same] = planned;
    if (!changed) throw new Error('nothing planned');
    const redrawn = [{ ...changed, draw: () => `${changed.draw()}<rect width="1" height="1"/>` }, ...same];
    const before = statSync(mediaFile(magazine.mediaDir, changed.key)).mtimeMs;
    expect(await ensureImages(magazine.mediaDir, redrawn)).toMatchObject({ generated: 1, existing: same.length });
    expect(statSync(mediaFile(magazine.mediaDir, changed.key)).mtimeMs).toBeGreaterThanOrEqual(before);
    expect(await ensureImages(magazine.mediaDir, redrawn)).toMatchObject({ generated: 0 });
  });

  it('redraws images it has no record of, such as those of an older seed', async () => {
    const planned = planImages(tinyContent);
    await ensureImages(magazine.mediaDir, planned);
    rmSync(join(magazine.mediaDir, DRAWN_FILE));
    expect(await ensureImages(magazine.mediaDir, planned)).toMatchObject({ generated: planned.length, existing: 0 });
  });

  it('redraws an empty file left behind by a crash', async () => {
    const [image] = planImages(tinyContent);
    if (!image) throw new Error('nothing planned');
    const file = mediaFile(magazine.mediaDir, image.key);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
    const report = await ensureImages(magazine.mediaDir, [image]);
    expect(report.generated).toBe(1);
    expect(statSync(file).size).toBeGreaterThan(1000);
    expect(readdirSync(join(magazine.mediaDir, ...image.key.slice(0, -1)))).toEqual([image.key.at(-1)]);
  });
});

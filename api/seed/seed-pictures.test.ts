import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverLayout } from './art/covers.ts';
import { svgDocument } from './art/scene.ts';
import { planImages, type PlannedImage } from './images.ts';
import { loadSeedContent } from './seed-content.ts';

const content = await loadSeedContent();
const planned = planImages(content);
const named = (name: string): PlannedImage => {
  const image = planned.find((candidate) => candidate.key.join('/') === name);
  if (!image) throw new Error(`${name} is not planned`);
  return image;
};

/** The digest of the pixels a planned picture renders to, at its own size. */
async function pixelHash(image: PlannedImage): Promise<string> {
  const svg = svgDocument(image.draw(), image.view.width, image.view.height, image.size.width, image.size.height);
  const pixels = await sharp(Buffer.from(svg)).raw().toBuffer();
  return createHash('sha256').update(pixels).digest('hex');
}

describe('the seed pictures', () => {
  it('gives every picture of every story of a topic a picture of its own', async () => {
    const topics = new Map<string, string[]>();
    for (const blog of content.blogs) {
      const names = blog.images.map((_, index) => `blogs/${blog.id}/${index + 1}-800x500.webp`);
      topics.set(blog.category, [...(topics.get(blog.category) ?? []), ...names]);
    }
    for (const vlog of content.vlogs) {
      topics.set(vlog.category, [...(topics.get(vlog.category) ?? []), `vlogs/${vlog.id}/poster-640x360.webp`]);
    }
    expect(topics.size).toBe(10);
    for (const [topic, names] of topics) {
      const hashes = await Promise.all(names.map((name) => pixelHash(named(name))));
      expect({ topic, distinct: new Set(hashes).size }).toEqual({ topic, distinct: names.length });
    }
  });

  it('draws the six covers differently, each in a layout of its own', async () => {
    const covers = content.issues.map((issue) => named(`issues/${issue.id}/page-01-200x260.webp`));
    const hashes = await Promise.all(covers.map(pixelHash));
    expect(new Set(hashes).size).toBe(content.issues.length);
    expect(new Set(content.issues.map(coverLayout)).size).toBe(content.issues.length);
  });

  it('sets the cover lines in the magazine typefaces, as outlines that need no installed font', () => {
    for (const issue of content.issues) {
      const svg = named(`issues/${issue.id}/page-01-1000x1300.webp`).draw();
      expect(svg).not.toContain('<text');
      expect(svg).toContain(`<title>${issue.cover.coverline.split(' ')[0] ?? ''}`);
      expect(svg).toMatch(/<path transform="translate\([\d.]+ [\d.]+\) scale\([\d.]+ -[\d.]+\)" d="M/);
    }
  });
});

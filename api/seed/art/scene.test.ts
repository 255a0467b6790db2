import { describe, expect, it } from 'vitest';
import { paletteFor } from './palettes.ts';
import { sceneElements } from './scene.ts';

describe('sceneElements', () => {
  it('draws the same picture for the same key and another for a different key', () => {
    const request = {
      key: 'blogs/tea/1',
      category: 'travel',
      description: 'Tea pluckers on a green hillside',
    } as const;
    expect(sceneElements(request, 1600, 1000)).toBe(sceneElements(request, 1600, 1000));
    expect(sceneElements({ ...request, key: 'blogs/tea/2' }, 1600, 1000)).not.toBe(sceneElements(request, 1600, 1000));
  });

  it('keeps gradient ids apart when several pictures share one page', () => {
    const svg = sceneElements({ key: 'k', category: 'gems', description: 'A sapphire' }, 400, 300, 'block-2');
    const ids = [...svg.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids.every((id) => id?.startsWith('block-2-'))).toBe(true);
  });

  it('lets the words of the description choose the motif', () => {
    const draw = (description: string) =>
      Array.from({ length: 40 }, (_, i) => sceneElements({ key: `k-${i}`, category: 'travel', description }, 800, 500));
    const gems = (svgs: string[]) => svgs.filter((svg) => svg.includes('-table')).length;
    // Travel alone draws sea and hills; a sapphire brings in the cut gem.
    expect(gems(draw('A quiet morning'))).toBe(0);
    expect(gems(draw('A blue sapphire ring'))).toBeGreaterThan(8);
    expect(gems(draw('During the boring season'))).toBe(0);
  });
});

describe('paletteFor', () => {
  it('starts from the category and follows the words of the description', () => {
    expect(paletteFor('gems', 'a plain stone').sky).toEqual(['#0b1a4a', '#3a5bbf']);
    expect(paletteFor('travel', 'Lanterns at night').night).toBe(true);
    expect(paletteFor('travel', 'Surf at sunset').sky[1]).toBe('#f0a868');
    expect(paletteFor('art', 'A ruby pendant').accent).toBe('#c0304a');
  });
});

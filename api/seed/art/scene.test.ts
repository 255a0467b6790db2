import { describe, expect, it } from 'vitest';
import { paletteFor } from './palettes.ts';
import { CATEGORY_SLUGS } from '../../../contract/categories.ts';
import { chooseScene, sceneElements } from './scene.ts';

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

describe('chooseScene', () => {
  it('gives six neighbouring stories of any topic six compositions and six lights', () => {
    for (const category of CATEGORY_SLUGS) {
      const choices = Array.from({ length: 6 }, (_, story) =>
        chooseScene({ key: `k-${story}`, category, description: 'A quiet morning', place: { story, picture: 0 } }),
      );
      expect(new Set(choices.map((choice) => choice.composition)).size).toBe(6);
      expect(new Set(choices.map((choice) => choice.tone)).size).toBe(6);
    }
  });

  it("composes a story's own pictures differently, and lets a page ask for a composition", () => {
    const picture = (index: number) =>
      chooseScene({
        key: `k-${index}`,
        category: 'art',
        description: 'A gallery',
        place: { story: 2, picture: index },
      });
    expect(new Set([0, 1, 2].map((index) => picture(index).composition)).size).toBe(3);
    const asked = chooseScene({ key: 'k', category: 'art', description: 'A gallery', composition: 'medallion' });
    expect(asked.composition).toBe('medallion');
  });
});

describe('paletteFor', () => {
  it('starts from the category and follows the words of the description', () => {
    expect(paletteFor('gems', 'a plain stone').sky).toEqual(['#0b1a4a', '#3a5bbf']);
    expect(paletteFor('travel', 'Lanterns at night').night).toBe(true);
    expect(paletteFor('travel', 'Surf at sunset').sky[1]).toBe('#f0a868');
    expect(paletteFor('art', 'A ruby pendant').accent).toBe('#c0304a');
  });

  it('lights the palette by its tone, and the words of the description win over it', () => {
    expect(paletteFor('travel', 'A quiet morning', 'night').night).toBe(true);
    expect(paletteFor('entertainment', 'A quiet morning', 'noon').night).toBe(false);
    expect(paletteFor('travel', 'A quiet morning', 'dusk').sky).not.toEqual(
      paletteFor('travel', 'A quiet morning').sky,
    );
    expect(paletteFor('travel', 'Surf at sunset', 'noon').sky[1]).toBe('#f0a868');
  });
});

import { describe, expect, it } from 'vitest';
import { planArticle } from './article-layout.ts';

const paragraphs = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}`);

describe('planArticle', () => {
  it('makes the first image the hero and spreads the others among the paragraphs', () => {
    const plan = planArticle(paragraphs(6), ['hero', 'a', 'b']);
    expect(plan.hero).toBe('hero');
    const placed = plan.blocks.flatMap((block, index) => (block.image ? [[index, block.image]] : []));
    expect(placed).toEqual([
      [1, 'a'],
      [3, 'b'],
    ]);
    expect(plan.gallery).toEqual([]);
  });

  it('never places an image after the last paragraph, and sends leftovers to the gallery', () => {
    const plan = planArticle(paragraphs(5), ['hero', 'a', 'b', 'c', 'd', 'e']);
    expect(plan.blocks.at(-1)?.image).toBeUndefined();
    expect(plan.blocks.filter((block) => block.image)).toHaveLength(2);
    expect(plan.gallery).toEqual(['c', 'd', 'e']);
  });

  it('copes with no images and with a single paragraph', () => {
    expect(planArticle(paragraphs(3), [])).toEqual({
      hero: undefined,
      blocks: paragraphs(3).map((paragraph) => ({ paragraph })),
      gallery: [],
    });
    expect(planArticle(['only'], ['hero', 'x']).gallery).toEqual(['x']);
  });
});

import { describe, expect, it } from 'vitest';
import { HERO_SLIDES } from '../../config/site.ts';
import { TIMINGS } from '../../config/ui.ts';
import { testItem } from '../../../tests/support/items.ts';
import { sortNewest } from './article-lists.ts';
import { HERO_LABELS, HERO_VARIANTS, heroSlides } from './hero.ts';

const image = (id: string) => `/media/blogs/${id}/1-1600x1000.webp`;

describe('heroSlides', () => {
  it('keeps the ten topic slides in order, each linking to its topic page', () => {
    const slides = heroSlides([]);
    expect(slides.map((slide) => slide.topic)).toEqual(HERO_SLIDES.map((slide) => slide.topic));
    expect(slides[0]).toMatchObject({ label: 'Travel & Tourism', path: '/travel', image: undefined });
    expect(slides[9]).toMatchObject({ label: 'Sports', path: '/sports' });
  });

  it("pictures each topic with its newest blog's first image", () => {
    const blogs = [
      testItem({ id: 'old-gems', category: 'gems', createdAt: '2024-01-01T00:00:00Z', images: [image('old-gems')] }),
      testItem({
        id: 'new-gems',
        category: 'gems',
        createdAt: '2026-01-01T00:00:00Z',
        images: [image('new-gems'), image('second')],
      }),
      testItem({ id: 'travel', category: 'travel', images: [image('travel')] }),
    ];
    const slides = heroSlides(sortNewest(blogs));
    expect(slides.find((slide) => slide.topic === 'gems')?.image).toBe(image('new-gems'));
    expect(slides.find((slide) => slide.topic === 'travel')?.image).toBe(image('travel'));
  });

  it('skips blogs without images and vlogs', () => {
    const items = [
      testItem({ id: 'newest-no-image', category: 'art', createdAt: '2026-05-01T00:00:00Z' }),
      testItem({ id: 'vlog', type: 'vlog', category: 'art', createdAt: '2026-04-01T00:00:00Z', images: [image('v')] }),
      testItem({ id: 'older', category: 'art', createdAt: '2025-01-01T00:00:00Z', images: [image('older')] }),
    ];
    expect(heroSlides(sortNewest(items)).find((slide) => slide.topic === 'art')?.image).toBe(image('older'));
  });

  it("takes the editors' words and picture, and keeps each slide's topic link", () => {
    const chosen = '/media/uploads/abc/hero-1600x1000.webp';
    const settings = HERO_SLIDES.map((slide) =>
      slide.topic === 'gems' ? { ...slide, title: 'Blue Fire', text: 'Sapphires by lamplight.', image: chosen } : slide,
    );
    const blogs = [testItem({ id: 'new-gems', category: 'gems', images: [image('new-gems')] })];
    const gems = heroSlides(blogs, settings).find((slide) => slide.topic === 'gems');
    expect(gems).toMatchObject({ title: 'Blue Fire', text: 'Sapphires by lamplight.', image: chosen, path: '/gems' });
  });
});

describe('HERO_VARIANTS', () => {
  it('rotates one hero every 4 s with dots to /blogs, the other every 5 s with a 400 ms fade to /luxury', () => {
    expect(HERO_VARIANTS.rotating).toMatchObject({
      intervalMs: TIMINGS.heroIntervalMs,
      fadeMs: 0,
      dots: true,
      readMore: { href: '/blogs' },
    });
    expect(HERO_VARIANTS.fading).toMatchObject({
      intervalMs: TIMINGS.heroFadeIntervalMs,
      fadeMs: TIMINGS.heroFadeMs,
      dots: false,
      readMore: { href: '/luxury' },
    });
    expect([TIMINGS.heroIntervalMs, TIMINGS.heroFadeIntervalMs, TIMINGS.heroFadeMs]).toEqual([4000, 5000, 400]);
  });
});

describe('HERO_LABELS', () => {
  it('names slides and dots by position and title', () => {
    expect(HERO_LABELS.slide(2, 10, 'Gems of Ratnapura')).toBe('3 of 10: Gems of Ratnapura');
    expect(HERO_LABELS.dot(0, 10, 'Island Escapes')).toBe('Slide 1 of 10: Island Escapes');
  });
});

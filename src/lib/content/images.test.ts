import { describe, expect, it } from 'vitest';
import { imageSource, PLACEHOLDER_IMAGE, sizeFromName, smallImageSource } from './images.ts';

const base = 'http://api.test:8787/api';

describe('imageSource', () => {
  it('gives the placeholder when there is no image', () => {
    expect(imageSource(undefined, 'article', base)).toEqual(PLACEHOLDER_IMAGE);
  });

  it('reads the size from the name and offers the small variant', () => {
    expect(imageSource('/media/blogs/a/1-1600x1000.webp', 'article', base)).toEqual({
      src: 'http://api.test:8787/media/blogs/a/1-1600x1000.webp',
      width: 1600,
      height: 1000,
      srcset:
        'http://api.test:8787/media/blogs/a/1-800x500.webp 800w, http://api.test:8787/media/blogs/a/1-1600x1000.webp 1600w',
    });
  });

  it('offers no srcset for images of another size', () => {
    const image = imageSource('https://cdn.test/x-640x480.webp', 'article', base);
    expect(image).toEqual({ src: 'https://cdn.test/x-640x480.webp', width: 640, height: 480 });
  });

  it('falls back to the size of its use when the name has none', () => {
    const image = imageSource('https://cdn.test/page.jpg', 'page', base);
    expect([image.width, image.height, image.srcset]).toEqual([1000, 1300, undefined]);
  });
});

describe('smallImageSource', () => {
  it('gives the small variant for thumbnails', () => {
    expect(smallImageSource('/media/issues/1/page-02-1000x1300.webp', 'page', base)).toEqual({
      src: 'http://api.test:8787/media/issues/1/page-02-200x260.webp',
      width: 200,
      height: 260,
    });
  });

  it('gives the image itself when there is no small variant', () => {
    expect(smallImageSource('https://cdn.test/page.jpg', 'page', base).src).toBe('https://cdn.test/page.jpg');
  });
});

describe('sizeFromName', () => {
  it('parses sizes and ignores names without one', () => {
    expect(sizeFromName('/media/issues/1/page-01-200x260.webp')).toEqual({ width: 200, height: 260 });
    expect(sizeFromName('/media/cover.webp')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CAPTION_LIMITS, coverCaption, imageCaption, pictureCaption } from './picture-captions.ts';
import { coverCaptionWriteShape, imageCaptionsWriteShape } from './picture-captions-shapes.ts';

describe('a picture’s caption and credit', () => {
  const item = {
    images: ['/media/a.webp', '/media/b.webp', '/media/c.webp'],
    imageCaptions: ['Dawn over the terraces.', '', 'The last train down.'],
    imageCredits: ['Photograph: Nadee Perera', 'Photograph: Kasun Herath'],
  };

  it('is found by the image’s place among the item’s images', () => {
    expect(imageCaption(item, '/media/a.webp')).toEqual({
      caption: 'Dawn over the terraces.',
      credit: 'Photograph: Nadee Perera',
    });
    expect(imageCaption(item, '/media/b.webp')).toEqual({ credit: 'Photograph: Kasun Herath' });
    expect(imageCaption(item, '/media/c.webp')).toEqual({ caption: 'The last train down.' });
  });

  it('is none for an image without either, an image not among them, or no image', () => {
    expect(imageCaption({ images: ['/media/a.webp'] }, '/media/a.webp')).toBeUndefined();
    expect(imageCaption(item, '/media/elsewhere.webp')).toBeUndefined();
    expect(imageCaption(item, undefined)).toBeUndefined();
    expect(pictureCaption('  ', '')).toBeUndefined();
  });

  it('is an issue’s for its cover', () => {
    expect(coverCaption({ coverCaption: 'Inside: tea.', coverCredit: ' Photograph: Ishara Fernando ' })).toEqual({
      caption: 'Inside: tea.',
      credit: 'Photograph: Ishara Fernando',
    });
    expect(coverCaption({})).toBeUndefined();
  });

  it('is written one line each, within its limit', () => {
    const items = z.strictObject(imageCaptionsWriteShape);
    const issues = z.strictObject(coverCaptionWriteShape);
    expect(items.parse({ imageCaptions: [' a '], imageCredits: ['b'] })).toEqual({
      imageCaptions: ['a'],
      imageCredits: ['b'],
    });
    expect(items.safeParse({ imageCaptions: ['a'.repeat(CAPTION_LIMITS.caption + 1)] }).error?.issues[0]).toMatchObject(
      { path: ['imageCaptions', 0], message: `must be at most ${CAPTION_LIMITS.caption} characters` },
    );
    expect(issues.safeParse({ coverCredit: 'a'.repeat(CAPTION_LIMITS.credit + 1) }).success).toBe(false);
    expect(issues.safeParse({ coverCaption: 'one\ntwo' }).error?.issues[0]?.message).toBe('must be one line');
  });
});

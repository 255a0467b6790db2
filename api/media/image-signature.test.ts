import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasImageSignature, SIGNATURE_BYTES } from './image-signature.ts';

const headOf = async (format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff') =>
  (
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c80' } })
      .toFormat(format)
      .toBuffer()
  ).subarray(0, SIGNATURE_BYTES);

describe('hasImageSignature', () => {
  it('knows the first bytes of JPEG, PNG, WebP and AVIF files made by sharp', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      expect(hasImageSignature(await headOf(format)), format).toBe(true);
    }
  });

  it('refuses other images, SVG, text and files shorter than a signature', async () => {
    expect(hasImageSignature(await headOf('gif'))).toBe(false);
    expect(hasImageSignature(await headOf('tiff'))).toBe(false);
    expect(hasImageSignature(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(hasImageSignature(Buffer.from('I am not a picture.'))).toBe(false);
    expect(hasImageSignature((await headOf('jpeg')).subarray(0, SIGNATURE_BYTES - 1))).toBe(false);
  });
});

/**
 * Sizes of API images. The API writes each image's pixel size into its file name
 * (`.../1-1600x1000.webp`) and a smaller variant beside it, so pages can reserve space and offer
 * a srcset without asking the image.
 */
import { IMAGE_VARIANTS } from '../../config/ui.ts';
import { resolveMediaUrl } from '../api/urls.ts';

export type ImageUse = keyof typeof IMAGE_VARIANTS;

export interface ImageSource {
  src: string;
  width: number;
  height: number;
  srcset?: string;
}

const SIZE_IN_NAME = /-(\d+)x(\d+)\.(webp|avif|jpe?g|png)$/;

export const PLACEHOLDER_IMAGE = { src: '/images/placeholder.svg', width: 1600, height: 1000 } as const;

export function sizeFromName(url: string): { width: number; height: number } | undefined {
  const match = SIZE_IN_NAME.exec(url);
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** The image's address, size and srcset; the placeholder when there is no image. */
export function imageSource(url: string | undefined, use: ImageUse = 'article', base?: string): ImageSource {
  if (!url) return { ...PLACEHOLDER_IMAGE };
  const [largeWidth, largeHeight] = IMAGE_VARIANTS[use].large;
  const [smallWidth, smallHeight] = IMAGE_VARIANTS[use].small;
  const src = resolveMediaUrl(url, base);
  const named = sizeFromName(url);
  if (!named) return { src, width: largeWidth, height: largeHeight };
  if (named.width !== largeWidth || named.height !== largeHeight) return { src, ...named };
  const small = src.replace(SIZE_IN_NAME, `-${smallWidth}x${smallHeight}.$3`);
  return { src, ...named, srcset: `${small} ${smallWidth}w, ${src} ${largeWidth}w` };
}

/** The small variant alone (thumbnails); the image itself when its name offers none. */
export function smallImageSource(url: string, use: ImageUse = 'article', base?: string): ImageSource {
  const image = imageSource(url, use, base);
  const small = image.srcset?.split(', ')[0]?.split(' ')[0];
  if (!small) return image;
  const [width, height] = IMAGE_VARIANTS[use].small;
  return { src: small, width, height };
}

/**
 * An API image with its size reserved and a srcset of the generated variants. Written without
 * JSX, so the search documents' process, which Node runs directly, renders it as the pages do.
 */
import { createElement as h } from 'react';
import { imageSource, type ImageUse } from '../lib/content/images.ts';

export interface ResponsiveImageProps {
  url: string | undefined;
  alt: string;
  use?: ImageUse;
  sizes?: string;
  eager?: boolean;
  className?: string;
  /** Pagefind reads the result's image from the element that carries this (`image[src]`). */
  'data-pagefind-meta'?: string;
}

export function ResponsiveImage({
  url,
  alt,
  use = 'article',
  sizes = '(min-width: 900px) 50vw, 100vw',
  eager = false,
  className,
  'data-pagefind-meta': pagefindMeta,
}: ResponsiveImageProps) {
  const image = imageSource(url, use);
  return h('img', {
    className,
    src: image.src,
    srcSet: image.srcset,
    sizes: image.srcset ? sizes : undefined,
    width: image.width,
    height: image.height,
    alt,
    loading: eager ? 'eager' : 'lazy',
    // Never 'sync', even for the picture that opens a page: a synchronous decode holds the frame
    // (and the main thread waiting on it) until the whole image is decoded.
    decoding: 'async',
    fetchPriority: eager ? 'high' : undefined,
    'data-pagefind-meta': pagefindMeta,
  });
}

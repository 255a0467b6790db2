/**
 * The picture of a page of the book near the open spread: its picture, the zoom picture once zoomed
 * in on (useZoomPicture), or the placeholder when the picture fails. The picture keeps the page's
 * box whichever size it is.
 */
import { useState, type ReactNode } from 'react';
import { PLACEHOLDER_IMAGE } from '../../lib/content/images.ts';
import { READER_MESSAGES } from '../../lib/reader/messages.ts';
import { useZoomPicture } from './useZoomPicture.ts';

export interface BookPageProps {
  src: string;
  /** The page's zoom picture, where it has one. */
  zoomSrc?: string;
  /** Whether the page is zoomed in on: its zoom picture is fetched and swapped in. */
  zoomed: boolean;
  alt: string;
}

/** Mounted only while the page is near the open spread: a page that comes back starts again from its own picture. */
export function BookPage({ src, zoomSrc, zoomed, alt }: BookPageProps): ReactNode {
  const [failed, setFailed] = useState(false);
  const shown = useZoomPicture(src, zoomSrc, zoomed);
  if (failed) {
    return (
      <img
        className="reader-page__image reader-page__image--placeholder"
        src={PLACEHOLDER_IMAGE.src}
        alt={READER_MESSAGES.pageUnavailable(alt)}
        width={PLACEHOLDER_IMAGE.width}
        height={PLACEHOLDER_IMAGE.height}
        draggable={false}
      />
    );
  }
  return (
    <img
      className="reader-page__image"
      src={shown}
      alt={alt}
      width={1000}
      height={1300}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * Which picture a page of the book shows: its reader's size, and once the reader zooms in on the
 * spread it is in, its zoom picture (issues made from a print PDF have one, contract/
 * imported-page-pictures.ts). The zoom picture is fetched only then, and swapped in only once it
 * has been decoded, in the same box: until then the smaller picture stays, so the page never goes
 * blank or moves. Once swapped in it stays, zoomed out or not; one that fails leaves the smaller.
 */
import { useEffect, useState } from 'react';

/** Fetches and decodes a picture away from the page; the browser then has it for the page's own image. */
export function decodePicture(src: string): Promise<void> {
  const picture = new Image();
  picture.decoding = 'async';
  picture.src = src;
  return picture.decode();
}

/**
 * The address to show: `src`, or `zoomSrc` once `wanted` has asked for it and it has been decoded.
 */
export function useZoomPicture(src: string, zoomSrc: string | undefined, wanted: boolean): string {
  const [decoded, setDecoded] = useState<string | undefined>(undefined);
  const swapped = zoomSrc !== undefined && decoded === zoomSrc;
  useEffect(() => {
    if (!wanted || zoomSrc === undefined || swapped) return;
    let current = true;
    decodePicture(zoomSrc).then(
      () => {
        if (current) setDecoded(zoomSrc);
      },
      // A zoom picture that cannot be had leaves the page's own picture, which is sharp enough to read.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, zoomSrc, swapped]);
  return swapped ? zoomSrc : src;
}

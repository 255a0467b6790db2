/** Reader zoom: 50% to 300% in steps of 20%, 100% by default. */
import { ZOOM } from '../../config/reader.ts';

/** Whole percent, so repeated steps of 0.2 do not drift (0.1 + 0.2 !== 0.3). */
function tidy(zoom: number): number {
  return Math.round(zoom * 100) / 100;
}

/** Any zoom (a pinch's), kept within 50% and 300% and to whole percent. */
export function clampZoom(zoom: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, tidy(zoom)));
}

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM.max, tidy(zoom + ZOOM.step));
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM.min, tidy(zoom - ZOOM.step));
}

export function canZoomIn(zoom: number): boolean {
  return zoom < ZOOM.max;
}

export function canZoomOut(zoom: number): boolean {
  return zoom > ZOOM.min;
}

/** The value shown beside the zoom buttons, e.g. "140%". */
export function zoomLabel(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

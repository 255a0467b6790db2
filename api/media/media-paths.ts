/**
 * Where each generated image lives. The pixel size is part of the name so pages can reserve
 * space before the image arrives; the URL and the file path are built from the same parts so
 * they cannot drift apart.
 */
import { join } from 'node:path';

/** The WebP quality of every picture the API writes: the seed's drawings, uploads and imported pages. */
export const WEBP_QUALITY = 70;

export interface ImageSize {
  width: number;
  height: number;
}

export const BLOG_IMAGE: ImageSize = { width: 1600, height: 1000 };
export const BLOG_IMAGE_SMALL: ImageSize = { width: 800, height: 500 };
export const VLOG_POSTER: ImageSize = { width: 1280, height: 720 };
export const VLOG_POSTER_SMALL: ImageSize = { width: 640, height: 360 };
/** The reader's page and its zoom size, named with the rule the reader finds the zoom picture by. */
export { ISSUE_PAGE, ISSUE_PAGE_ZOOM } from '../../contract/issue-page-pictures.ts';
export const ISSUE_PAGE_THUMB: ImageSize = { width: 200, height: 260 };

/** The folder of editors' uploads, one folder per uploaded picture: `uploads/<hash>/<use>-<size>.webp`. */
export const UPLOADS_FOLDER = 'uploads';

/** Path segments below the media directory, e.g. ["blogs", "tea-country", "1-1600x1000.webp"]. */
export type MediaKey = string[];

const sized = (name: string, size: ImageSize) => `${name}-${size.width}x${size.height}.webp`;

export const blogImageKey = (blogId: string, n: number, size: ImageSize): MediaKey => [
  'blogs',
  blogId,
  sized(String(n), size),
];

export const vlogPosterKey = (vlogId: string, size: ImageSize): MediaKey => ['vlogs', vlogId, sized('poster', size)];

export const issuePageKey = (issueId: string, page: number, size: ImageSize): MediaKey => [
  'issues',
  issueId,
  sized(`page-${String(page).padStart(2, '0')}`, size),
];

export const mediaUrl = (key: MediaKey): string => `/media/${key.map(encodeURIComponent).join('/')}`;

export const mediaFile = (mediaDir: string, key: MediaKey): string => join(mediaDir, ...key);

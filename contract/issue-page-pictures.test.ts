import { describe, expect, it } from 'vitest';
import {
  ISSUE_PAGE,
  ISSUE_PAGE_ZOOM,
  importedPageName,
  importFolder,
  replacementFolder,
  zoomPictureOf,
} from './issue-page-pictures.ts';

const pagePath = (job: number, page: number) =>
  `/media/${[...importFolder(job), importedPageName(page, ISSUE_PAGE)].join('/')}`;

describe('imported page pictures', () => {
  it('names a page by its number and size', () => {
    expect(importedPageName(7, ISSUE_PAGE_ZOOM)).toBe('page-007-2000x2600.webp');
    expect(importedPageName(120, ISSUE_PAGE)).toBe('page-120-1000x1300.webp');
  });

  it('finds the zoom picture of an imported page, as a path or an absolute address', () => {
    expect(zoomPictureOf(pagePath(3, 12))).toBe(`/media/imports/3/${importedPageName(12, ISSUE_PAGE_ZOOM)}`);
    expect(zoomPictureOf(`http://127.0.0.1:8787${pagePath(41, 1)}`)).toBe(
      'http://127.0.0.1:8787/media/imports/41/page-001-2000x2600.webp',
    );
    const replaced = `/media/${replacementFolder('0b8e5c1e-2f6a-4c1d-9e7b-3a5d2c4f6e80').join('/')}`;
    expect(zoomPictureOf(`${replaced}/${importedPageName(1, ISSUE_PAGE)}`)).toBe(
      `${replaced}/${importedPageName(1, ISSUE_PAGE_ZOOM)}`,
    );
  });

  it('finds none for pages not made by an import', () => {
    for (const url of [
      '/media/issues/1/page-01-1000x1300.webp', // the seed's drawings
      '/media/issues/long/page-120-1000x1300.webp', // a long issue's page past 99
      '/media/uploads/0a1b2c/page-1000x1300.webp', // an uploaded page picture
      '/media/imports/3/page-012-200x260.webp', // the thumbnail
      '/media/imports/3/page-012-2000x2600.webp', // already the zoom picture
      '/media/imports/x/page-012-1000x1300.webp',
      '/media/imports/replacements/../page-012-1000x1300.webp',
      '',
    ]) {
      expect(zoomPictureOf(url), url).toBeUndefined();
    }
  });
});

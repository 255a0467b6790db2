/**
 * The sizes of an issue's page pictures, and how an issue made from a print PDF names them, in one
 * place: the API writes them by it and the reader finds a page's zoom picture by it. Each import
 * keeps its pages in a folder of its own (`imports/<job>/`), and a page drawn anew from a PDF on the
 * desk has one too (`imports/replacements/<uuid>/`): every page in every size, its number
 * and size in its name. Pages made any other way (the seed's drawings, uploaded page pictures) have
 * no zoom size and are not named so.
 */

export interface PictureSize {
  width: number;
  height: number;
}

/** The reader's page. */
export const ISSUE_PAGE: PictureSize = { width: 1000, height: 1300 };
/** The page for the reader's zoom: sharp at 300% on a desktop screen. */
export const ISSUE_PAGE_ZOOM: PictureSize = { width: 2000, height: 2600 };

/** The folder, under the media folder, of every import's pictures. */
export const IMPORTS_FOLDER = 'imports';

/** The import's own folder under the media folder. */
export const importFolder = (jobId: number): string[] => [IMPORTS_FOLDER, String(jobId)];

/** A page drawn anew from a PDF on the desk: a folder of its own, named by a random UUID. */
export const replacementFolder = (uuid: string): string[] => [IMPORTS_FOLDER, 'replacements', uuid];

const sizeInName = ({ width, height }: PictureSize) => `-${width}x${height}.webp`;

/** A page picture's file name: its number and its size. */
export const importedPageName = (page: number, size: PictureSize): string =>
  `page-${String(page).padStart(3, '0')}${sizeInName(size)}`;

const PAGE_SIZE_IN_NAME = sizeInName(ISSUE_PAGE);
const IMPORTED_PAGE_PATH = new RegExp(
  `/${IMPORTS_FOLDER}/(\\d+|replacements/[0-9a-f-]{36})/page-\\d{3,}${PAGE_SIZE_IN_NAME.replace('.', '\\.')}$`,
);

/**
 * The address of a page's zoom picture, from the address of the page as the reader shows it (a
 * media path or an absolute URL), or undefined for a page that has none (one not made by an import).
 */
export function zoomPictureOf(pageUrl: string): string | undefined {
  if (!IMPORTED_PAGE_PATH.test(pageUrl)) return undefined;
  return `${pageUrl.slice(0, -PAGE_SIZE_IN_NAME.length)}${sizeInName(ISSUE_PAGE_ZOOM)}`;
}

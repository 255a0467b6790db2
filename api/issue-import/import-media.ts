/**
 * Where an import's page pictures live: one folder per import under the media folder, each page in
 * every size, its size in its name as every picture's name here (the site reads sizes from names).
 * Light on purpose: the API's process names these files without loading the import's renderer.
 */
import { ISSUE_PAGE, ISSUE_PAGE_THUMB, ISSUE_PAGE_ZOOM, type ImageSize } from '../media/media-paths.ts';

/** Every size a page is kept in, largest first: zoom, the reader's page, the thumbnail. */
export const IMPORTED_PAGE_SIZES: readonly ImageSize[] = [ISSUE_PAGE_ZOOM, ISSUE_PAGE, ISSUE_PAGE_THUMB];

/** The import's folder and its pictures' names: the rule the reader finds a page's zoom picture by. */
export { importedPageName, importFolder } from '../../contract/issue-page-pictures.ts';

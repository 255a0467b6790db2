/**
 * Replacing one page of an issue from a PDF (a corrected advert, a page set again): the API draws
 * the chosen page of the file as the import draws every page, and answers the new page for the desk
 * to put in place. Imports nothing but zod and its siblings, so the API can import it too.
 */
import './zod-settings.ts';
import { z } from 'zod';
import { ISSUE_LINK_LIMITS, pageLinkSchema } from './issue-links.ts';
import { mediaUrlSchema, pageTextSchema } from './schemas.ts';

export { PDF_PAGE_PARAM } from './issue-pages.ts';

/** `POST /api/admin/issues/{id}/pages/{n}/replacement` (201): the new page, not yet in the issue. */
export const pageReplacementSchema = z.object({
  /** The reader's size of its picture; the other sizes sit beside it, as an imported page's. */
  image: mediaUrlSchema,
  text: pageTextSchema.nullable(),
  /** Its links to addresses; links to pages of the file it came from are left out. */
  links: z.array(pageLinkSchema).max(ISSUE_LINK_LIMITS.linksPerPage),
  /** How many pages the PDF has. */
  pdfPageCount: z.number().int().positive(),
});
export type PageReplacement = z.output<typeof pageReplacementSchema>;

/** The replacement's refusals, in the words the desk shows. */
export const PAGE_REPLACEMENT_MESSAGES = {
  noSuchPdfPage: (pages: number) => `This PDF has ${pages} page${pages === 1 ? '' : 's'}: choose one of them.`,
  badPdfPage: 'Name the page of the PDF as a whole number from 1.',
  noSuchIssuePage: (pages: number) => `The issue has ${pages} page${pages === 1 ? '' : 's'}.`,
  notDrawn: 'This page of the PDF could not be drawn; export it again from the layout program.',
} as const;

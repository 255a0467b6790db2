/** How a page of an issue is named to readers: by the reader's page label and by that page's social card. */
export const pageOfIssue = (page: number, total: number): string => `Page ${page} of ${total}`;

/**
 * The query parameter of a page replacement naming the page of the PDF to draw (from 1; the first
 * when left out). Here, without zod, so the site's address book can name it.
 */
export const PDF_PAGE_PARAM = 'pdfPage';

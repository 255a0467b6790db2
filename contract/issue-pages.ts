/** How a page of an issue is named to readers: by the reader's page label and by that page's social card. */
export const pageOfIssue = (page: number, total: number): string => `Page ${page} of ${total}`;

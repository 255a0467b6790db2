/**
 * What the page's own code tells the readership beacon, as one event on the document: a search run
 * with its result count, an issue page turned to, a newsletter sign-up. The page's code knows
 * nothing of the beacon, and a page without it (a reader who asks not to be tracked) loses nothing.
 */
import { READERSHIP_EVENT } from './event-name.ts';

export type ReadershipNews = { search: string; results: number } | { page: number } | { signedUp: true };

function tell(news: ReadershipNews, doc: Document = document): void {
  doc.dispatchEvent(new CustomEvent<ReadershipNews>(READERSHIP_EVENT, { detail: news }));
}

export const tellSearch = (term: string, results: number, doc?: Document) => tell({ search: term, results }, doc);
/** `page` numbered from 1, as readers see it. */
export const tellPageTurn = (page: number, doc?: Document) => tell({ page }, doc);
export const tellSignUp = (doc?: Document) => tell({ signedUp: true }, doc);

/** Every word the desk's issue editor (pages, date) shows an editor, in one place (the API's own are in contract/). */
import { PAGE_TEXT_LIMITS } from '../../../contract/schemas.ts';

export const PAGE_EDITOR_TEXT = {
  date: {
    label: 'Date',
    hint: 'As readers see it, for example “March 2026”. Left empty, the day the issue is published.',
  },
  legend: 'Pages',
  pageName: (page: number) => `Page ${page}`,
  cover: ' (cover)',
  /** The cover as the caption and credit fields name it. */
  coverName: 'the cover',
  noText: 'No text on this page. Readers of the text view and search find nothing here until words are added.',
  noLinks: 'No links on this page.',
  fields: {
    alt: (page: number) => `Alt text for page ${page}`,
    altWithText: (page: number) => `Alt text for page ${page} (optional: its words describe it)`,
    section: 'Section',
    headline: 'Headline',
    standfirst: 'Standfirst',
    body: 'Text (a blank line between paragraphs)',
  },
  links: 'Links',
  linkTo: {
    page: (page: number) => `page ${page}`,
  },
  actions: {
    earlier: 'Earlier',
    later: 'Later',
    cover: 'Make cover',
    remove: 'Remove',
    replace: 'Replace…',
    removeLink: 'Remove link',
  },
  /** The actions' names as heard, naming the page; each holds its button's words, as speech input needs. */
  actionNames: {
    earlier: (page: number) => `Move page ${page} earlier`,
    later: (page: number) => `Move page ${page} later`,
    cover: (page: number) => `Make cover from page ${page}`,
    remove: (page: number) => `Remove page ${page}`,
    replace: (page: number) => `Replace page ${page}`,
  },
  replace: {
    legend: (page: number) => `Replace page ${page}`,
    file: 'A picture of the page, or a PDF',
    pdfPage: 'Page of the PDF',
    send: 'Replace the page',
    cancel: 'Cancel',
    busy: 'Replacing the page… a PDF page is drawn on the API, which takes a few seconds.',
    noFile: 'Choose a picture of the page or a PDF.',
    notSaved: 'The issue could not be saved just now, so the PDF cannot be drawn for it yet. Try again in a moment.',
    done: (page: number) => `Page ${page} was replaced. Check its text and links.`,
  },
  problems: {
    headline: 'A page with words needs a headline: the reader’s text view and search lead with it.',
    headlineLength: `A headline may be at most ${PAGE_TEXT_LIMITS.headline} characters.`,
    standfirst: `A standfirst may be at most ${PAGE_TEXT_LIMITS.standfirst} characters.`,
    section: `A section may be at most ${PAGE_TEXT_LIMITS.section} characters.`,
    paragraphs: `A page may have at most ${PAGE_TEXT_LIMITS.paragraphs} paragraphs.`,
    paragraph: `A paragraph may be at most ${PAGE_TEXT_LIMITS.paragraph} characters.`,
  },
} as const;

/**
 * A print PDF of an issue, laid out from its pages' words the way a layout program exports one: a
 * headline in large type, a standfirst, the body in columns, links to other pages and to the web,
 * and an outline (bookmarks) naming each story. The seed imports one through the same pipeline an
 * editor's PDF takes, and the tests make theirs here with the quirks they need.
 */
import PDFDocument from 'pdfkit';

export interface PrintedLink {
  /** The words that carry the link, printed after the body. */
  label: string;
  /** A web or mail address, or another page of the issue (from 1). */
  to: string | number;
}

export interface PrintedPage {
  headline?: string;
  standfirst?: string;
  body?: string[];
  /** The body in this many columns (1 by default). */
  columns?: 1 | 2 | 3;
  /** A line set right to left, in the font given by `rtlFont`, under the body. */
  rtlLine?: string;
  links?: PrintedLink[];
  /** A picture-only page: a coloured field with no words. */
  picture?: string;
  /** A photograph (JPEG or PNG bytes) over the whole page, under the page's words. */
  photo?: Buffer;
  /** Names this page in the outline. */
  bookmark?: string;
  /** The page's size in points; a magazine page by default. */
  size?: [number, number];
}

export interface PrintOptions {
  title?: string;
  /** Encrypts the file with this password, as a protected export is. */
  password?: string;
  /** When the file says it was made; the same pages printed at the same time make the same bytes. */
  madeAt?: Date;
  /** A font file with the letters of `rtlLine` (right-to-left scripts are not in PDF's standard fonts). */
  rtlFont?: string;
  /**
   * What a PDF may carry besides its pages, which an import must ignore: a script run when the file
   * opens, a file attached to it, and a form field on the first page.
   */
  extras?: { script: string; attachment: { name: string; data: Buffer }; field: string };
}

/** The extras a hostile or careless export may carry, added to the document before its pages. */
function printExtras(doc: PDFKit.PDFDocument, extras: NonNullable<PrintOptions['extras']>): void {
  doc.file(extras.attachment.data, { name: extras.attachment.name });
  // pdfkit has no call for a document script; the catalog's open action is set as a PDF writer sets it.
  const root = doc as unknown as { _root: { data: Record<string, unknown> }; ref(data: object): { end(): void } };
  const action = root.ref({ Type: 'Action', S: 'JavaScript', JS: new String(extras.script) });
  action.end();
  root._root.data.OpenAction = action;
  doc.initForm();
}

/** A magazine page: 8.5 by 11 inches, as points. */
const PAGE_SIZE: [number, number] = [612, 792];
const MARGIN = 48;

const COLUMN_GAP = 24;

/**
 * The body's paragraphs in `columns` side by side, the paragraphs shared out in order, as a layout
 * program sets a story in columns: each column read to its foot before the next.
 */
function printBody(doc: PDFKit.PDFDocument, body: readonly string[], columns: number, textWidth: number): void {
  const columnWidth = (textWidth - (columns - 1) * COLUMN_GAP) / columns;
  const top = doc.y;
  const perColumn = Math.ceil(body.length / columns);
  let bottom = top;
  for (let column = 0; column < columns; column += 1) {
    const x = MARGIN + column * (columnWidth + COLUMN_GAP);
    doc.y = top;
    for (const paragraph of body.slice(column * perColumn, (column + 1) * perColumn)) {
      doc.font('Times-Roman').fontSize(11).text(paragraph, x, doc.y, { width: columnWidth }).moveDown(0.8);
    }
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = MARGIN;
  doc.y = bottom;
}

/**
 * A right-to-left line set word by word from the right margin, as layout programs place such words;
 * the font shapes each word, and the space between words is left as a gap.
 */
function printRightToLeft(doc: PDFKit.PDFDocument, line: string, font: string, right: number): void {
  const size = 14;
  const y = doc.y;
  doc.font(font).fontSize(size);
  let x = right;
  for (const word of line.split(/\s+/).filter(Boolean)) {
    x -= doc.widthOfString(word);
    doc.text(word, x, y, { lineBreak: false });
    x -= size * 0.3;
  }
  doc.x = MARGIN;
  doc.y = y + size * 1.6;
}

function printPage(doc: PDFKit.PDFDocument, page: PrintedPage, number: number, options: PrintOptions): void {
  const [width, height] = page.size ?? PAGE_SIZE;
  doc.addPage({ size: [width, height], margin: MARGIN });
  doc.addNamedDestination(`page-${number}`);
  if (page.bookmark) doc.outline.addItem(page.bookmark);
  if (page.picture) {
    doc.rect(0, 0, width, height).fill(page.picture);
    return;
  }
  if (page.photo) doc.image(page.photo, 0, 0, { width, height });
  const textWidth = width - 2 * MARGIN;
  doc.fillColor('#111111');
  if (page.headline) doc.font('Times-Bold').fontSize(34).text(page.headline, { width: textWidth }).moveDown(0.6);
  if (page.standfirst) doc.font('Times-Italic').fontSize(16).text(page.standfirst, { width: textWidth }).moveDown(0.8);
  printBody(doc, page.body ?? [], page.columns ?? 1, textWidth);
  if (number === 1 && options.extras) {
    doc.formText(options.extras.field, MARGIN, doc.y + 8, 200, 24, { value: options.extras.field });
    doc.moveDown(2.4);
  }
  if (page.rtlLine && options.rtlFont) printRightToLeft(doc, page.rtlLine, options.rtlFont, MARGIN + textWidth);
  for (const link of page.links ?? []) {
    const target = typeof link.to === 'number' ? { goTo: `page-${link.to}` } : { link: link.to };
    doc
      .font('Times-Roman')
      .fontSize(12)
      .fillColor('#7a4a12')
      .text(link.label, { ...target, underline: true });
    doc.moveDown(0.4);
  }
  // The folio sits in the bottom margin, where pdfkit would otherwise start a new page.
  doc.page.margins.bottom = 0;
  doc
    .font('Times-Roman')
    .fontSize(9)
    .fillColor('#555555')
    .text(String(number), MARGIN, height - MARGIN / 2 - 9, {
      width: textWidth,
      align: 'center',
      lineBreak: false,
    });
}

/** The issue's pages printed to one PDF file's bytes. */
export function printIssuePdf(pages: readonly PrintedPage[], options: PrintOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: false,
    info: {
      ...(options.title ? { Title: options.title } : {}),
      ...(options.madeAt ? { CreationDate: options.madeAt, ModDate: options.madeAt } : {}),
    },
    ...(options.password ? { userPassword: options.password, ownerPassword: options.password, pdfVersion: '1.7' } : {}),
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (options.rtlFont) doc.registerFont(options.rtlFont, options.rtlFont);
  if (options.extras) printExtras(doc, options.extras);
  // Links to later pages name destinations declared when those pages are printed.
  pages.forEach((page, index) => printPage(doc, page, index + 1, options));
  doc.end();
  return done;
}

/**
 * A damaged PDF's pages, saved: a file cut short by a failed upload or copy loses its end, where most
 * layout programs write the catalog and the page tree, so pdf.js can open nothing although every page
 * before the cut is still in the file. This finds the page objects that survive, in the order the
 * file holds them (the order layout programs write pages), and writes them again under a new page
 * tree, so the import can draw them. A page whose drawing instructions were lost is named as
 * unreadable rather than drawn blank.
 */
import { readFile, writeFile } from 'node:fs/promises';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  PDFWriter,
  type PDFObject,
} from '@cantoo/pdf-lib';

export interface RepairedPdf {
  /** The rewritten file, which pdf.js opens. */
  file: string;
  pageCount: number;
  /** Pages (from 1) found in the file whose content was lost. */
  unreadable: number[];
}

/** Page attributes a page may take from the page tree above it, which a repaired page must carry itself. */
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'].map((key) => PDFName.of(key));
/**
 * A page's drawing instructions, which must all be in the file for the page to be read. A lost font
 * or picture is drawn around (pdf.js substitutes a font), so such a page is still kept.
 */
const CONTENTS = PDFName.of('Contents');

const TYPE = PDFName.of('Type');
const PARENT = PDFName.of('Parent');

export const repairedFile = (file: string): string => `${file.replace(/\.pdf$/i, '')}.repaired.pdf`;

function isPage(object: PDFObject | undefined): object is PDFDict {
  return object instanceof PDFDict && object.get(TYPE) === PDFName.of('Page');
}

/** True when everything `object` refers to is in the file, other pages and the page tree aside. */
function complete(context: PDFContext, object: PDFObject | undefined, seen: Set<PDFRef>): boolean {
  if (object instanceof PDFRef) {
    if (seen.has(object)) return true;
    seen.add(object);
    const target = context.lookup(object);
    if (target === undefined) return false;
    return isPage(target) || complete(context, target, seen);
  }
  if (object instanceof PDFArray) return object.asArray().every((item) => complete(context, item, seen));
  const dict = object instanceof PDFDict ? object : (object as { dict?: unknown } | undefined)?.dict;
  if (dict instanceof PDFDict) {
    return [...dict.entries()].every(([key, value]) => key === PARENT || complete(context, value, seen));
  }
  return true;
}

/** The page's inherited attributes, copied onto it from whatever of its old page tree survives. */
function carryInherited(context: PDFContext, page: PDFDict): void {
  let parent = page.lookupMaybe(PARENT, PDFDict);
  for (let depth = 0; parent && depth < 32; depth += 1) {
    for (const key of INHERITED) {
      const value = parent.get(key);
      if (value !== undefined && page.get(key) === undefined) page.set(key, value);
    }
    parent = parent.lookupMaybe(PARENT, PDFDict);
  }
}

/** The page objects in the order the file holds them. */
function pagesInFileOrder(context: PDFContext): Array<[PDFRef, PDFDict]> {
  return context.enumerateIndirectObjects().filter((entry): entry is [PDFRef, PDFDict] => isPage(entry[1]));
}

/**
 * Rewrites the pages of the damaged PDF at `file` under a new page tree; answers undefined when no
 * page survives. The whole file is read into memory here, which only a damaged file costs.
 */
export async function repairPdf(file: string): Promise<RepairedPdf | undefined> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(await readFile(file), {
      throwOnInvalidObject: false,
      ignoreEncryption: true,
      updateMetadata: false,
    });
  } catch {
    return undefined;
  }
  const { context } = document;
  const pages = pagesInFileOrder(context);
  if (pages.length === 0) return undefined;
  const unreadable: number[] = [];
  pages.forEach(([, page], index) => {
    carryInherited(context, page);
    const contents = page.get(CONTENTS);
    if (contents === undefined || !complete(context, contents, new Set())) unreadable.push(index + 1);
  });
  const tree = context.register(context.obj({ Type: 'Pages', Count: pages.length, Kids: pages.map(([ref]) => ref) }));
  for (const [, page] of pages) page.set(PARENT, tree);
  context.trailerInfo.Root = context.register(context.obj({ Type: 'Catalog', Pages: tree }));
  const repaired = repairedFile(file);
  await writeFile(repaired, await PDFWriter.forContext(context, 50).serializeToBuffer());
  return { file: repaired, pageCount: pages.length, unreadable };
}

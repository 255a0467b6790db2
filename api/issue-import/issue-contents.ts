/**
 * An issue's contents from its PDF: the outline (bookmarks) when the file has one, else the pages'
 * headlines. Both name the page each entry starts on, counted from 1.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ISSUE_LINK_LIMITS, type ContentsEntry } from '../../contract/issue-links.ts';
import type { PageText } from '../../contract/schemas.ts';

/** The page (from 1) a destination points to: a name from the file's table, or an explicit one. */
export async function destinationPage(document: PDFDocumentProxy, dest: unknown): Promise<number | undefined> {
  try {
    const explicit = typeof dest === 'string' ? await document.getDestination(dest) : dest;
    if (!Array.isArray(explicit) || explicit.length === 0) return undefined;
    const [target] = explicit as unknown[];
    if (typeof target === 'number' && Number.isInteger(target)) return target + 1;
    if (target && typeof target === 'object' && 'num' in target) {
      return (await document.getPageIndex(target as { num: number; gen: number })) + 1;
    }
  } catch {
    // A destination that names a missing page or object leads nowhere; the entry is left out.
  }
  return undefined;
}

interface OutlineNode {
  title: string;
  dest: unknown;
  items: OutlineNode[];
}

/** The outline's entries, depth first, each with the page it opens; entries that lead nowhere are left out. */
export async function outlineContents(document: PDFDocumentProxy): Promise<ContentsEntry[]> {
  const outline = ((await document.getOutline().catch(() => null)) ?? []) as OutlineNode[];
  const entries: ContentsEntry[] = [];
  const visit = async (nodes: readonly OutlineNode[], depth: number): Promise<void> => {
    for (const node of nodes) {
      if (entries.length >= ISSUE_LINK_LIMITS.contents) return;
      const title = node.title.replace(/\s+/g, ' ').trim().slice(0, 300);
      const page = node.dest === null ? undefined : await destinationPage(document, node.dest);
      if (title !== '' && page !== undefined) entries.push({ title, page, depth: Math.min(depth, 5) });
      if (depth < 5) await visit(node.items ?? [], depth + 1);
    }
  };
  await visit(outline, 0);
  return entries;
}

/**
 * Contents made from the pages' headlines, for a PDF without an outline: each page that opens with a
 * headline set larger than its body, once per headline (a story running over pages is named once).
 */
export function headlineContents(texts: readonly (PageText | null)[], headed: readonly boolean[]): ContentsEntry[] {
  const entries: ContentsEntry[] = [];
  let previous = '';
  texts.forEach((text, index) => {
    if (!text || !headed[index] || text.headline === previous) return;
    previous = text.headline;
    if (entries.length < ISSUE_LINK_LIMITS.contents) entries.push({ title: text.headline, page: index + 1, depth: 0 });
  });
  return entries;
}

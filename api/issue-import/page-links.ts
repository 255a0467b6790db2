/**
 * The links printed on a PDF page, as the reader places them over the page's picture. Only links a
 * reader may follow survive: to another page of the issue, or to an http(s) or mailto address.
 * Scripts, file launches, links into other files and form actions are dropped.
 */
import { followableHref, ISSUE_LINK_LIMITS, type PageLink } from '../../contract/issue-links.ts';
import type { TextRun } from './text-runs.ts';

/** The part of a pdf.js annotation this module reads. */
export interface PdfAnnotation {
  subtype?: string;
  rect?: number[];
  url?: string;
  unsafeUrl?: string;
  dest?: unknown;
  action?: string;
}

/** The page a PDF destination (a name, or an explicit one) points to, from 1; undefined when none. */
export type DestinationResolver = (dest: unknown) => Promise<number | undefined>;

/** The page's geometry at scale 1: its size and the transform from PDF space to the page as seen. */
export interface PageFrame {
  width: number;
  height: number;
  transform: readonly number[];
  /** The page's number, from 1, and the issue's page count, for the named next/previous actions. */
  number: number;
  count: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function apply(transform: readonly number[], x: number, y: number): [number, number] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = transform;
  return [a * x + c * y + e, b * x + d * y + f];
}

function boxOf(rect: readonly number[], frame: PageFrame): Box {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = rect;
  const [ax, ay] = apply(frame.transform, x1, y1);
  const [bx, by] = apply(frame.transform, x2, y2);
  const clamp = (value: number, max: number): number => Math.min(max, Math.max(0, value));
  return {
    left: clamp(Math.min(ax, bx), frame.width),
    right: clamp(Math.max(ax, bx), frame.width),
    top: clamp(Math.min(ay, by), frame.height),
    bottom: clamp(Math.max(ay, by), frame.height),
  };
}

/** The words whose middle lies inside the box, in the order they were found. */
function wordsUnder(box: Box, runs: readonly TextRun[]): string {
  const inside = runs.filter((run) => {
    const middleX = run.x + run.width / 2;
    const middleY = run.baseline - run.size * 0.3;
    return middleX >= box.left && middleX <= box.right && middleY >= box.top && middleY <= box.bottom;
  });
  return inside
    .map((run) => run.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const NAMED_ACTIONS: Record<string, (frame: PageFrame) => number> = {
  NextPage: (frame) => frame.number + 1,
  PrevPage: (frame) => frame.number - 1,
  FirstPage: () => 1,
  LastPage: (frame) => frame.count,
};

async function targetOf(
  annotation: PdfAnnotation,
  frame: PageFrame,
  resolve: DestinationResolver,
): Promise<{ href: string } | { page: number } | undefined> {
  const address = annotation.url ?? annotation.unsafeUrl;
  if (address !== undefined) {
    const href = followableHref(address);
    return href === undefined ? undefined : { href };
  }
  let page: number | undefined;
  if (annotation.dest !== undefined && annotation.dest !== null) page = await resolve(annotation.dest);
  else if (annotation.action !== undefined) page = NAMED_ACTIONS[annotation.action]?.(frame);
  return page !== undefined && page >= 1 && page <= frame.count ? { page } : undefined;
}

/** The links of one page, in the order the file lists them. */
export async function pageLinks(
  annotations: readonly PdfAnnotation[],
  frame: PageFrame,
  runs: readonly TextRun[],
  resolve: DestinationResolver,
): Promise<PageLink[]> {
  const links: PageLink[] = [];
  for (const annotation of annotations) {
    if (links.length >= ISSUE_LINK_LIMITS.linksPerPage) break;
    if (annotation.subtype !== 'Link' || !annotation.rect) continue;
    const box = boxOf(annotation.rect, frame);
    if (box.right - box.left < 1 || box.bottom - box.top < 1) continue;
    const target = await targetOf(annotation, frame, resolve);
    if (!target) continue;
    const words = wordsUnder(box, runs).slice(0, 200);
    const label = words || ('page' in target ? `Page ${target.page}` : new URL(target.href).host || target.href);
    links.push({
      x: box.left / frame.width,
      y: box.top / frame.height,
      width: (box.right - box.left) / frame.width,
      height: (box.bottom - box.top) / frame.height,
      label: label.slice(0, 200),
      ...target,
    });
  }
  return links;
}

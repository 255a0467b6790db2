/**
 * What an import's pages make of an issue: every page picture (a page that failed gets a plain
 * placeholder page, named in the job), the words and links of each page, the contents (the PDF's
 * outline, else the pages' headlines) and a title (the PDF's own, else its file name). The desk's
 * draft and the seed's issue are both made from it.
 */
import { mkdir, rename, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import type { ContentsEntry, PageLink } from '../../contract/issue-links.ts';
import { TITLE_MAX_LENGTH, type PageText } from '../../contract/schemas.ts';
import { ISSUE_PAGE, mediaFile, mediaUrl, type ImageSize } from '../media/media-paths.ts';
import { headlineContents } from './issue-contents.ts';
import type { ImportJob, ImportPageRow } from './import-jobs.ts';
import { IMPORTED_PAGE_SIZES, importedPageName, importFolder } from './import-media.ts';

export interface ImportedIssue {
  title: string;
  pages: string[];
  pageTexts: (PageText | null)[];
  pageLinks: PageLink[][];
  contents: ContentsEntry[];
}

/** A plain page in every size, for a page that could not be drawn: the reader keeps its place. */
async function placeholderPage(mediaDir: string, jobId: number, page: number): Promise<string> {
  for (const size of IMPORTED_PAGE_SIZES) {
    const file = mediaFile(mediaDir, [...importFolder(jobId), importedPageName(page, size)]);
    if (
      await stat(file).then(
        () => true,
        () => false,
      )
    )
      continue;
    await mkdir(dirname(file), { recursive: true });
    await sharp(Buffer.from(placeholderSvg(size)))
      .webp()
      .toFile(`${file}.tmp`);
    await rename(`${file}.tmp`, file);
  }
  return mediaUrl([...importFolder(jobId), importedPageName(page, ISSUE_PAGE)]);
}

function placeholderSvg({ width, height }: ImageSize): string {
  const inset = Math.round(width / 20);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4efe6"/>
    <rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="#c9b99a" stroke-width="${Math.max(1, inset / 8)}"/>
  </svg>`;
}

/** "march-2026_print v3.pdf" as "March 2026 print v3". */
export function titleFromFileName(fileName: string): string {
  const words = fileName
    .replace(/\.pdf$/i, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const title = words ? words[0]?.toUpperCase() + words.slice(1) : 'New issue';
  return title.slice(0, TITLE_MAX_LENGTH);
}

/** The issue's parts from the job and its pages, in page order. */
export async function importedIssue(
  mediaDir: string,
  job: ImportJob,
  pages: readonly ImportPageRow[],
): Promise<ImportedIssue> {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  const images: string[] = [];
  for (const page of ordered) images.push(page.image ?? (await placeholderPage(mediaDir, job.id, page.page)));
  const contents =
    job.contents.length > 0
      ? job.contents
      : headlineContents(
          ordered.map((page) => page.text),
          ordered.map((page) => page.headed),
        );
  return {
    title: (job.title ?? titleFromFileName(job.fileName)).slice(0, TITLE_MAX_LENGTH),
    pages: images,
    pageTexts: ordered.map((page) => page.text),
    pageLinks: ordered.map((page) => page.links),
    contents: contents.filter((entry) => entry.page <= images.length),
  };
}

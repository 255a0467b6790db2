/**
 * What the desk edits: one blog, vlog or issue as a flat draft, made from the API's record and
 * turned back into the body of a save. Images carry their alt text, caption and credit beside
 * them, so reordering keeps each with its picture.
 */
import type { CategorySlug } from '../../../contract/categories.ts';
import type { DeskKind, EditorialStatus } from '../../../contract/desk.ts';
import type { ContentsEntry, PageLink } from '../../../contract/issue-links.ts';
import { ownWords, PAGE_WORD_FIELDS, type PageWords } from '../../../contract/page-words.ts';
import type { DeskRecord, EditorialWrite, IssueWrite, ItemWrite } from '../api/desk.ts';
import type { Sanitize } from '../html/sanitize-policy.ts';
import { bodyToEditorHtml, editorHtmlToBody } from './article-body.ts';
import { pageTextDraft, pageTextOf, type PageTextDraft } from './page-text.ts';

export interface DeskImage {
  path: string;
  alt: string;
  /** What the picture tells, shown under it (an issue's: its cover's only). */
  caption?: string;
  /** Who made the picture, shown under it. */
  credit?: string;
  /** An issue page's words as the editor types them (issues only). */
  text?: PageTextDraft;
  /** The links printed on an issue's page (issues made from a print PDF). */
  links?: PageLink[];
}

export interface Draft {
  kind: DeskKind;
  /** Absent until the API has stored the item once. */
  id?: string;
  /** The version this draft was made from; absent until stored. */
  version?: number;
  status: EditorialStatus;
  publishAt?: string;
  title: string;
  /** An article's excerpt, or an issue's description. */
  excerpt: string;
  /** The search title and description and the social title and description; the excerpt stands in for those left empty. */
  words?: PageWords;
  category: CategorySlug | '';
  author: string;
  videoURL: string;
  /** The editor's document (articles only). */
  bodyHtml: string;
  /** An article's images, or an issue's pages (cover first). */
  images: DeskImage[];
  /** An issue's date as readers see it ("March 2026"); empty for the date it goes live. */
  date: string;
  /** An issue's number as typed ("12"); empty leaves the API's (the stored one, or the id). */
  issueNumber: string;
  /** An issue's cover month, `YYYY-MM`; empty leaves the API's (the stored one, or the month it was made). */
  coverDate: string;
  /** An issue's contents: each story's title and the page it starts on. */
  contents: ContentsEntry[];
  createdAt?: string;
  /** The API keeps changes to this published item that readers do not see yet. */
  unpublishedChanges?: boolean;
}

export function emptyDraft(kind: DeskKind): Draft {
  return {
    kind,
    status: 'draft',
    title: '',
    excerpt: '',
    category: '',
    author: '',
    videoURL: '',
    bodyHtml: '',
    images: [],
    date: '',
    issueNumber: '',
    coverDate: '',
    contents: [],
  };
}

function paired(
  paths: readonly string[] = [],
  alts: readonly string[] = [],
  captions: readonly string[] = [],
  credits: readonly string[] = [],
): DeskImage[] {
  return paths.map((path, index) => ({
    path,
    alt: alts[index] ?? '',
    ...(captions[index] ? { caption: captions[index] } : {}),
    ...(credits[index] ? { credit: credits[index] } : {}),
  }));
}

/** The words a record has for each place, as the desk's fields show them. */
function wordsOf(record: PageWords): PageWords {
  const words: PageWords = {};
  for (const field of PAGE_WORD_FIELDS) if (record[field]) words[field] = record[field];
  return words;
}

/** The words to send: each one the editor wrote, trimmed; an empty field is sent as none. */
function wordsToSend(words: PageWords = {}): PageWords {
  const sent: PageWords = {};
  for (const field of PAGE_WORD_FIELDS) {
    const text = ownWords(words, field);
    if (text) sent[field] = text;
  }
  return sent;
}

/** Captions and credits for every image, index by index; sent only when some image has one. */
function captionsToSend(images: readonly DeskImage[]) {
  const captions = images.map((image) => image.caption?.trim() ?? '');
  const credits = images.map((image) => image.credit?.trim() ?? '');
  return {
    ...(captions.some(Boolean) ? { imageCaptions: captions } : {}),
    ...(credits.some(Boolean) ? { imageCredits: credits } : {}),
  };
}

export function draftFromRecord(kind: DeskKind, record: DeskRecord, sanitize: Sanitize): Draft {
  const editorial = {
    kind,
    id: record.id,
    version: record.version,
    status: record.status,
    ...(record.publishAt ? { publishAt: record.publishAt } : {}),
    ...(record.createdAt ? { createdAt: record.createdAt } : {}),
    ...(record.unpublishedChanges ? { unpublishedChanges: true } : {}),
  };
  if ('pages' in record || !('type' in record)) {
    const issue = record as Extract<DeskRecord, { pages?: unknown }>;
    return {
      ...emptyDraft(kind),
      ...editorial,
      title: issue.title,
      excerpt: issue.description,
      words: wordsOf(issue),
      date: issue.date ?? '',
      issueNumber: issue.issueNumber === undefined ? '' : String(issue.issueNumber),
      coverDate: issue.coverDate ?? '',
      images: paired(issue.pages, issue.pageAlts, [issue.coverCaption ?? ''], [issue.coverCredit ?? '']).map(
        (page, index) => ({
          ...page,
          text: pageTextDraft(issue.pageTexts?.[index]),
          links: issue.pageLinks?.[index] ?? [],
        }),
      ),
      contents: issue.contents ?? [],
    };
  }
  return {
    ...emptyDraft(kind),
    ...editorial,
    title: record.title,
    excerpt: record.excerpt,
    words: wordsOf(record),
    category: record.category as CategorySlug,
    author: record.author ?? '',
    videoURL: record.videoURL ?? '',
    bodyHtml: bodyToEditorHtml(record, sanitize),
    images: paired(record.images, record.imageAlts, record.imageCaptions, record.imageCredits),
  };
}

/**
 * The body of a save: the item's own fields, its status and the version it was made from. Fields
 * the API derives (category name, display date, cover and poster, page count) are left for it to
 * set, so reordering images moves the cover with them. A published item's save that is not `live`
 * asks the API to keep the changes beside the live item, so readers see them only once published.
 */
export function writeFromDraft(
  draft: Draft,
  sanitize: Sanitize,
  how: { live: boolean } = { live: false },
): (ItemWrite | IssueWrite) & EditorialWrite {
  const keptUnpublished = draft.status === 'published' && draft.id !== undefined && !how.live;
  const editorial: EditorialWrite = {
    ...(keptUnpublished ? { unpublishedChanges: true } : {}),
    status: draft.status,
    ...(draft.status === 'scheduled' && draft.publishAt ? { publishAt: draft.publishAt } : {}),
    ...(draft.version === undefined ? {} : { version: draft.version }),
  };
  const id = draft.id === undefined ? {} : { id: draft.id };
  const paths = draft.images.map((image) => image.path);
  const alts = draft.images.map((image) => image.alt.trim());
  if (draft.kind === 'issue') return { ...id, ...editorial, ...issueFields(draft), pages: paths, pageAlts: alts };
  const body = editorHtmlToBody(draft.bodyHtml, sanitize);
  return {
    ...id,
    ...editorial,
    type: draft.kind,
    title: draft.title,
    excerpt: draft.excerpt,
    ...wordsToSend(draft.words),
    category: draft.category,
    ...(draft.author.trim() ? { author: draft.author.trim() } : {}),
    ...(draft.kind === 'vlog' ? { videoURL: draft.videoURL.trim() } : {}),
    ...(draft.createdAt ? { createdAt: draft.createdAt } : {}),
    images: paths,
    imageAlts: alts,
    ...captionsToSend(draft.images),
    description: body.description,
    variations: body.variations,
  };
}

/**
 * An issue's own fields beside its pages. Words and links are sent only when some page has them and
 * contents only when there are some, so an issue made from page pictures is sent as it always was.
 */
function issueFields(draft: Draft) {
  const texts = draft.images.map((page) => pageTextOf(page.text));
  const links = draft.images.map((page) => page.links ?? []);
  const contents = draft.contents ?? [];
  const date = (draft.date ?? '').trim();
  const cover = draft.images[0];
  const coverCaption = cover?.caption?.trim();
  const coverCredit = cover?.credit?.trim();
  const issueNumber = (draft.issueNumber ?? '').trim();
  const coverDate = (draft.coverDate ?? '').trim();
  return {
    title: draft.title,
    description: draft.excerpt,
    ...wordsToSend(draft.words),
    ...(coverCaption ? { coverCaption } : {}),
    ...(coverCredit ? { coverCredit } : {}),
    ...(date ? { date } : {}),
    // Anything but a whole number is sent as no number (null), which the API refuses by name.
    ...(issueNumber ? { issueNumber: /^[0-9]+$/.test(issueNumber) ? Number(issueNumber) : Number.NaN } : {}),
    ...(coverDate ? { coverDate } : {}),
    ...(texts.some(Boolean) ? { pageTexts: texts } : {}),
    ...(links.some((onPage) => onPage.length > 0) ? { pageLinks: links } : {}),
    ...(contents.length > 0 ? { contents } : {}),
  };
}

/**
 * Images (or pages) still without alt text; nothing goes public while there are any. An issue's
 * page with words needs none: its text describes it (the reader's text view reads it).
 */
export function imagesWithoutAlt(draft: Pick<Draft, 'images'>): DeskImage[] {
  return draft.images.filter((image) => !image.alt.trim() && !pageTextOf(image.text));
}

/** Moves one image from `from` to `to`; out-of-range moves change nothing. */
export function moveImage(images: readonly DeskImage[], from: number, to: number): DeskImage[] {
  if (from === to || from < 0 || to < 0 || from >= images.length || to >= images.length) return [...images];
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as DeskImage);
  return next;
}

/** Whether the stored record holds exactly the draft's content, whatever the versions say. */
export function sameContent(draft: Draft, record: DeskRecord, sanitize: Sanitize): boolean {
  const content = (from: Draft) => {
    const {
      version: _version,
      createdAt: _createdAt,
      id: _id,
      ...rest
    } = writeFromDraft(from, sanitize) as unknown as Record<string, unknown>;
    return JSON.stringify(rest);
  };
  return content(draft) === content({ ...draftFromRecord(draft.kind, record, sanitize), createdAt: undefined });
}

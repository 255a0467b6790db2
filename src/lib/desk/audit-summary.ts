/**
 * One audit log row as the desk shows it: which item, what was done, and what changed between the
 * item before and after, field by field in a few words (the whole before and after stay in the API).
 */
import type { AuditEntry } from '../../../contract/desk.ts';
import { PAGE_WORD_FIELDS } from '../../../contract/page-words.ts';
import { PLACE_WORDS_TEXT } from './place-words-text.ts';

export const AUDIT_ACTION_TEXT: Record<AuditEntry['action'], string> = {
  create: 'Created',
  update: 'Saved',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  draft: 'Saved unpublished changes',
  import: 'Imported from a PDF',
  'replace-page': 'Page drawn anew from a PDF',
  lead: 'Made the lead story',
  pin: 'Pinned as the issue of the month',
  unpin: 'Unpinned: the newest issue leads',
  hero: 'Saved the hero',
};

type Shape = Record<string, unknown>;

const asShape = (value: unknown): Shape | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Shape) : undefined;

/** The fields worth naming, with the words the desk's form uses for them. */
const TEXT_FIELDS: [field: string, label: string][] = [
  ['title', 'Title'],
  ['excerpt', 'Excerpt'],
  ['category', 'Topic'],
  ['author', 'Author'],
  ['videoURL', 'Video link'],
  ...PAGE_WORD_FIELDS.map((field): [string, string] => [field, PLACE_WORDS_TEXT.labels[field]]),
];

/** An author's record: the name and bio are quoted like an item's words, the rest only named. */
const AUTHOR_FIELDS: [field: string, label: string][] = [
  ['name', 'Name'],
  ['bio', 'Bio'],
];
const AUTHOR_PARTS: [field: string, label: string][] = [
  ['portrait', 'Portrait changed'],
  ['links', 'Links changed'],
];

/** What changed in an author's record, field by field. */
function authorChange(before: Shape, after: Shape): string[] {
  const lines: string[] = [];
  for (const [field, label] of AUTHOR_FIELDS) {
    if (!same(before[field], after[field])) lines.push(`${label}: ${quoted(before[field])} → ${quoted(after[field])}`);
  }
  for (const [field, line] of AUTHOR_PARTS) if (!same(before[field], after[field])) lines.push(line);
  return lines;
}

/** Captions and credits: an article's index by index, an issue's for its cover. */
const CAPTION_PARTS: [fields: string[], label: string][] = [
  [['imageCaptions', 'coverCaption'], 'Captions changed'],
  [['imageCredits', 'coverCredit'], 'Credits changed'],
];

/** An issue's parts beside its pages, named when a write changed them. */
const ISSUE_PARTS: [field: string, label: string][] = [
  ['pageTexts', 'Words of the pages'],
  ['pageLinks', 'Links on the pages'],
  ['contents', 'Contents'],
];

/** Long values are cut so a row stays one glance. */
const SHOWN_CHARACTERS = 60;

function quoted(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
  if (!text) return '(empty)';
  return `“${text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1)}…` : text}”`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function picturesChange(label: string, before: unknown, after: unknown): string | undefined {
  const was = list(before);
  const is = list(after);
  if (same(was, is)) return undefined;
  if (was.length !== is.length) return `${label}: ${was.length} → ${is.length}`;
  const sorted = (values: unknown[]) => JSON.stringify(values.map(String).sort());
  return sorted(was) === sorted(is) ? `${label} reordered` : `${label} changed`;
}

function statusChange(before: Shape, after: Shape): string | undefined {
  if (same(before.status, after.status) && same(before.publishAt, after.publishAt)) return undefined;
  const describe = (shape: Shape) =>
    shape.status === 'scheduled' && typeof shape.publishAt === 'string'
      ? `scheduled for ${formatAuditTime(shape.publishAt)}`
      : String(shape.status ?? '');
  return `Status: ${describe(before)} → ${describe(after)}`;
}

/** Which of the hero's slides changed, by number: the words before and after, or "Picture changed". */
function heroChange(before: Shape | undefined, after: Shape): string[] {
  const was = list(before?.slides);
  return list(after.slides).flatMap((slide, index) => {
    const is = asShape(slide) ?? {};
    const old = asShape(was[index]) ?? {};
    const lines: string[] = [];
    for (const field of ['title', 'text'] as const) {
      if (!same(old[field], is[field])) lines.push(`Slide ${index + 1}: ${quoted(old[field])} → ${quoted(is[field])}`);
    }
    if (!same(old.image, is.image)) lines.push(`Slide ${index + 1}: picture changed`);
    return lines;
  });
}

/** A change of the front names what it replaced; the action says the rest. */
function frontChange(before: Shape | undefined, after: Shape | undefined): string[] | undefined {
  if (Array.isArray(after?.slides)) return heroChange(before, after);
  if (typeof after?.lead === 'string') return typeof before?.lead === 'string' ? [`In place of ${before.lead}`] : [];
  if (typeof after?.pinned === 'string') {
    return typeof before?.pinned === 'string' ? [`In place of issue ${before.pinned}`] : [];
  }
  if (typeof before?.pinned === 'string' && !after) return [];
  return undefined;
}

/** What changed from `before` to `after`, one short line per field; empty when nothing did. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'> & { kind?: AuditEntry['kind'] }): string[] {
  const before = asShape(entry.before);
  const after = asShape(entry.after);
  if (entry.kind === 'author') return before && after ? authorChange(before, after) : [];
  if (!before && typeof after?.fileName === 'string')
    return [`From ${after.fileName}, ${String(after.pageCount)} pages`];
  if (typeof after?.pdfPage === 'number' && typeof after.fileName === 'string')
    return [`Page ${String(after.page)} from page ${after.pdfPage} of ${after.fileName}`];
  const front = frontChange(before, after);
  if (front) return front;
  if (!before || !after) return [];
  const lines: string[] = [];
  for (const [field, label] of TEXT_FIELDS) {
    if (!same(before[field], after[field])) lines.push(`${label}: ${quoted(before[field])} → ${quoted(after[field])}`);
  }
  const issue = 'pages' in after;
  if (issue) {
    if (!same(before.description, after.description)) {
      lines.push(`Description: ${quoted(before.description)} → ${quoted(after.description)}`);
    }
    if (!same(before.date, after.date)) lines.push(`Date: ${quoted(before.date)} → ${quoted(after.date)}`);
    for (const [field, label] of ISSUE_PARTS) if (!same(before[field], after[field])) lines.push(`${label} changed`);
  } else if (!same(before.description, after.description) || !same(before.variations, after.variations)) {
    lines.push('Text changed');
  }
  const [pictures, label, alts] = issue ? ['pages', 'Pages', 'pageAlts'] : ['images', 'Images', 'imageAlts'];
  const moved = picturesChange(label, before[pictures], after[pictures]);
  if (moved) lines.push(moved);
  else if (!same(before[alts], after[alts])) lines.push('Alt text changed');
  for (const [fields, line] of CAPTION_PARTS) {
    if (fields.some((field) => !same(before[field], after[field]))) lines.push(line);
  }
  const status = statusChange(before, after);
  if (status) lines.push(status);
  return lines;
}

/** The front page's row names what of it changed. */
export const FRONT_PAGE_TITLE = 'Front page: the hero';

/** The item's title as the row names it: after the write, else before it, else its id. */
export function auditItemTitle(
  entry: Pick<AuditEntry, 'before' | 'after' | 'id'> & { kind?: AuditEntry['kind'] },
): string {
  if (entry.kind === 'front') return FRONT_PAGE_TITLE;
  const field = entry.kind === 'author' ? 'name' : 'title';
  const title = asShape(entry.after)?.[field] ?? asShape(entry.before)?.[field];
  return typeof title === 'string' && title.trim() ? title : entry.id;
}

const timeFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** When a write was made, in the editor's own time zone (en-GB, to the second). */
export function formatAuditTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : timeFormatter.format(new Date(time));
}

/**
 * What the API stores for an editor's item or issue: what was sent, with the fields the API owns
 * (display date, category name, cover, page count, dates) filled in. Text, HTML included, is kept
 * exactly as sent; the site sanitises it where it renders it.
 */
import type { StoredIssue, StoredItem } from '../storage/db.ts';
import { CATEGORY_NAMES } from '../../contract/categories.ts';
import { itemDisplayDate } from '../../contract/display-date.ts';
import type { EditorialWrite, IssueWrite, ItemWrite } from './write-schemas.ts';

export interface Stamp {
  id: string;
  /** When the item was first published: kept from the stored one on update. */
  createdAt: string;
  /** Set on update only. */
  updated?: string;
}

/** A write without its editorial fields: the API keeps those beside the item, not in it. */
function withoutEditorial<T extends EditorialWrite>({
  status: _status,
  publishAt: _publishAt,
  version: _version,
  updatedAt: _updatedAt,
  updatedBy: _updatedBy,
  unpublishedChanges: _unpublishedChanges,
  ...content
}: T): Omit<T, keyof EditorialWrite> {
  return content;
}

/**
 * `position` is the API's too: it says which blog is the lead story, which only the lead route
 * changes (front-writes.ts), so a write keeps the stored item's, whatever it sends.
 */
export function storedItem(
  type: 'blog' | 'vlog',
  {
    id: _id,
    type: _type,
    date: _date,
    categoryName: _name,
    updated: _updated,
    createdAt: _createdAt,
    position: _position,
    ...write
  }: ItemWrite,
  stamp: Stamp & { position?: string | undefined },
): StoredItem {
  const sent = withoutEditorial(write);
  return {
    ...sent,
    id: stamp.id,
    ...(stamp.position ? { position: stamp.position } : {}),
    type,
    date: itemDisplayDate(stamp.createdAt),
    createdAt: stamp.createdAt,
    ...(stamp.updated ? { updated: stamp.updated } : {}),
    categoryName: CATEGORY_NAMES[sent.category],
    ...(sent.imageUrl === undefined && sent.images[0] ? { imageUrl: sent.images[0] } : {}),
  };
}

/**
 * An issue without a number is numbered by its id (issues are numbered in the order they were
 * made), and without a cover date it is dated the month it was made: the rule PostgreSQL's
 * migration 0009 and the SQLite file's (front-page.ts) gave the issues stored before these fields.
 */
export function coverDefaults(id: string, createdAt: string): { issueNumber: number; coverDate: string } {
  return { issueNumber: Number(id), coverDate: createdAt.slice(0, 7) };
}

/** On a replace, `kept` is the stored issue: a number or cover date the write leaves out stays as it was. */
export function storedIssue(
  { id: _id, createdAt: _createdAt, pageCount: _count, ...write }: IssueWrite,
  stamp: Stamp,
  kept?: Pick<StoredIssue, 'issueNumber' | 'coverDate'>,
): StoredIssue {
  const sent = withoutEditorial(write);
  const defaults = coverDefaults(stamp.id, stamp.createdAt);
  return {
    ...sent,
    id: stamp.id,
    issueNumber: sent.issueNumber ?? kept?.issueNumber ?? defaults.issueNumber,
    coverDate: sent.coverDate ?? kept?.coverDate ?? defaults.coverDate,
    coverImage: sent.coverImage ?? sent.pages[0],
    pageCount: sent.pages.length,
    createdAt: stamp.createdAt,
  };
}

/**
 * An item or issue as it goes live: dated at that moment, so a draft written last month is listed
 * (and shown) as new on the day it is published.
 */
export function wentLive<T extends StoredItem | StoredIssue>(value: T, at: string): T {
  if ('type' in value) return { ...value, createdAt: at, date: itemDisplayDate(at) };
  return { ...value, createdAt: at };
}

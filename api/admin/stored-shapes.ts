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

export function storedItem(
  type: 'blog' | 'vlog',
  {
    id: _id,
    type: _type,
    date: _date,
    categoryName: _name,
    updated: _updated,
    createdAt: _createdAt,
    ...write
  }: ItemWrite,
  stamp: Stamp,
): StoredItem {
  const sent = withoutEditorial(write);
  return {
    ...sent,
    id: stamp.id,
    type,
    date: itemDisplayDate(stamp.createdAt),
    createdAt: stamp.createdAt,
    ...(stamp.updated ? { updated: stamp.updated } : {}),
    categoryName: CATEGORY_NAMES[sent.category],
    ...(sent.imageUrl === undefined && sent.images[0] ? { imageUrl: sent.images[0] } : {}),
  };
}

export function storedIssue(
  { id: _id, createdAt: _createdAt, pageCount: _count, ...write }: IssueWrite,
  stamp: Stamp,
): StoredIssue {
  const sent = withoutEditorial(write);
  return {
    ...sent,
    id: stamp.id,
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

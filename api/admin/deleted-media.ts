/**
 * The uploads a deleted blog, vlog or issue leaves behind: each uploaded picture is a folder of
 * its sizes (`uploads/<hash>/`), removed when no other item, issue or unpublished change, whatever
 * its status, names it. Pictures of the seed, and addresses elsewhere, are left alone.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_PREFIX } from '../media/media-path.ts';
import { UPLOADS_FOLDER } from '../media/media-paths.ts';
import type { ContentStore } from '../storage/storage.ts';

/** A plain folder name: never `..` or a path. */
const UPLOAD_URL = new RegExp(`${MEDIA_PREFIX}${UPLOADS_FOLDER}/([A-Za-z0-9_-]+)/`, 'g');

/** What a media URL of the upload starts with, as content holds it. */
const uploadUrl = (folder: string) => `${MEDIA_PREFIX}${UPLOADS_FOLDER}/${folder}/`;

/** The upload folders the values name, each once (in any field: images, pages, cover, text). */
export function uploadFoldersOf(values: readonly unknown[]): string[] {
  const text = JSON.stringify(values);
  return [...new Set(Array.from(text.matchAll(UPLOAD_URL), (match) => match[1] as string))];
}

/** The upload folders of `values` that nothing left in `db` names: call it after the delete. */
export async function uploadsNoLongerUsed(db: ContentStore, values: readonly unknown[]): Promise<string[]> {
  const unused: string[] = [];
  for (const folder of uploadFoldersOf(values)) {
    if (!(await db.desk.usesMedia(uploadUrl(folder)))) unused.push(folder);
  }
  return unused;
}

/**
 * Removes the folders once the delete is committed, each after asking again whether anything
 * names it: a write since (an editor using the same picture again) keeps it.
 */
export async function removeUploads(db: ContentStore, mediaDir: string, folders: readonly string[]): Promise<void> {
  for (const folder of await uploadsNoLongerUsed(db, folders.map(uploadUrl))) {
    await rm(join(mediaDir, UPLOADS_FOLDER, folder), { recursive: true, force: true });
  }
}

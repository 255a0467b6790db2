/**
 * Writes the sizes of an encoded upload (reencode.ts) under `uploads/<hash>/`: each through a
 * temporary file renamed into place, so a reader never meets half a file, and a size already there
 * (the same picture uploaded before) is left as it is.
 */
import { mkdir, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { UploadedMedia } from '../../contract/desk.ts';
import { mediaFile, mediaUrl } from './media-paths.ts';
import type { EncodedUpload } from './reencode.ts';

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile() && info.size > 0,
    () => false,
  );
}

async function writeOnce(file: string, bytes: Buffer): Promise<void> {
  if (await exists(file)) return;
  const folder = dirname(file);
  await mkdir(folder, { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    // Only an empty folder goes: another upload of the same picture may have written into it.
    await rmdir(folder).catch(() => undefined);
    throw error;
  }
}

/** Writes every size of one encoded image and answers their paths, widest last. */
export async function storeUpload(mediaDir: string, encoded: EncodedUpload): Promise<UploadedMedia> {
  const sizes: UploadedMedia['sizes'] = [];
  for (const { size, key, webp } of encoded.sizes) {
    await writeOnce(mediaFile(mediaDir, key), webp);
    sizes.push({ path: mediaUrl(key), width: size.width });
  }
  const largest = encoded.sizes.at(-1)?.size;
  return { path: sizes.at(-1)?.path ?? '', width: largest?.width ?? 0, height: largest?.height ?? 0, sizes };
}

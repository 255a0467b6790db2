/**
 * A local editor token, so `npm start` and `npm run api` can publish out of the box: made once,
 * kept in a file only its owner may read (in a folder made for the owner only), and read again by
 * `npm run publish`.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createPrivateFolder, PRIVATE_FILE_MODE } from '../storage/private-files.ts';

export function readEditorTokenFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The token in `file`, made first when there is none. */
export function ensureEditorTokenFile(file: string): { token: string; created: boolean } {
  const existing = readEditorTokenFile(file);
  if (existing) {
    // A file made by hand, or by an earlier version, may be readable by others.
    chmodSync(file, PRIVATE_FILE_MODE);
    return { token: existing, created: false };
  }
  const token = randomBytes(32).toString('base64url');
  createPrivateFolder(dirname(file));
  writeFileSync(file, `${token}\n`, { mode: PRIVATE_FILE_MODE });
  // The mode above is cut by the umask and ignored for a file that already existed empty.
  chmodSync(file, PRIVATE_FILE_MODE);
  return { token, created: true };
}

export interface EditorTokenChoice {
  token: string | undefined;
  /** One line for the start-up log: where editors find the token, or why publishing is off. */
  note: string;
}

/**
 * The token the API starts with: EDITOR_TOKEN when set; else, with development features on, the
 * one in `file` (made on first start). Any other API without EDITOR_TOKEN refuses every write.
 */
export function chooseEditorToken(setting: string | undefined, development: boolean, file: string): EditorTokenChoice {
  if (setting) return { token: setting, note: 'Publishing: editor token from EDITOR_TOKEN' };
  if (!development) return { token: undefined, note: 'Publishing: off (set EDITOR_TOKEN to allow editors to write)' };
  const { token, created } = ensureEditorTokenFile(file);
  return {
    token,
    note: `Publishing: editor token ${created ? 'made in' : 'read from'} ${file} (npm run publish uses it)`,
  };
}

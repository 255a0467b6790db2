/**
 * Drawn social cards kept on disk by their key (what they show: card-maker.ts), so a card is drawn
 * once however many cards are asked for, and again only when what it shows changes. Every API
 * instance that shares the folder shares the cards; a card is the same wherever it is drawn, so
 * two instances drawing one at once write the same bytes.
 */
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Inside the media folder, whose writes the API already needs; a hidden name is never served as media. */
export const CARDS_FOLDER = '.social-cards';

export interface CardFiles {
  /** The card's JPEG, or undefined when it was not drawn yet. */
  read(key: string): Promise<Buffer | undefined>;
  keep(key: string, jpeg: Buffer): Promise<void>;
}

/** `key` is base64url (letters, digits, - and _): a plain file name. */
export function cardFiles(folder: string): CardFiles {
  // Spread over folders by the key's first two characters, so none holds every card.
  const fileOf = (key: string) => join(folder, key.slice(0, 2), `${key}.jpg`);
  return {
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async keep(key, jpeg) {
      const file = fileOf(key);
      await mkdir(join(folder, key.slice(0, 2)), { recursive: true });
      // Written beside it, then renamed: a reader never sees half a card.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await writeFile(temporary, jpeg);
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
  };
}

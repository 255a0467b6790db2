/**
 * Cuts the magazine's typefaces down to what the site sets (src/config/typefaces.ts): the Latin
 * characters, the weights 400 to 700 and the kept OpenType features. The variable files from
 * Fontsource carry weights 200 (or 400) to 900 and every feature their designers drew, which a
 * reader's browser fetches before the page settles; the cut files are a quarter smaller in all
 * (Source Serif 4 a third).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import {
  KEPT_FEATURES,
  LATIN_RANGE,
  TYPEFACE_FILES,
  WEIGHT_RANGE,
  cutFontPath,
  sourceFontPath,
  type TypefaceFile,
} from '../../src/config/typefaces.ts';

/** Every character of a CSS unicode-range list such as `U+0000-00FF,U+0131`. */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

export interface CutFont {
  file: TypefaceFile;
  /** Where the cut file belongs, from the project root. */
  path: string;
  sourceBytes: number;
  bytes: Buffer;
}

/** Each face's file cut down, read from the Fontsource packages under `root`. */
export async function cutTypefaces(root: string): Promise<CutFont[]> {
  const text = charactersOf(LATIN_RANGE);
  const files = [...TYPEFACE_FILES.display, ...TYPEFACE_FILES.text];
  return Promise.all(
    files.map(async (file) => {
      const source = await readFile(join(root, sourceFontPath(file)));
      const bytes = await subsetFont(source, text, {
        targetFormat: 'woff2',
        keepFeatures: KEPT_FEATURES,
        variationAxes: { wght: { min: WEIGHT_RANGE.min, max: WEIGHT_RANGE.max } },
      });
      return { file, path: cutFontPath(file), sourceBytes: source.length, bytes };
    }),
  );
}

/**
 * A font with Hebrew letters for test PDFs with a right-to-left line (PDF's standard fonts have
 * none), from the project's own packages so no test depends on the machine's fonts.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-hebrew/package.json'));

export const HEBREW_FONT = join(fontsource, 'files', 'noto-sans-hebrew-hebrew-400-normal.woff');

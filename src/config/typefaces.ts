/**
 * The magazine's two typefaces, served from the site itself (font-src 'self'): Playfair Display, a
 * high-contrast display serif for headlines, standfirsts and pull quotes, and Source Serif 4, a
 * text serif drawn for long reading on screens. Both come from their Fontsource packages as
 * variable woff2 files, cut down by `npm run fonts` (publishing/typefaces/cut-typefaces.ts) to what the
 * site sets: the Latin characters, the weights 400 to 700 and the OpenType features its styles ask
 * for. The cut files are kept in src/assets/fonts/; Astro copies them into the build, writes the
 * @font-face rules with metric-matched fallbacks (size-adjust and ascent/descent overrides on a
 * local serif, so text does not move when the face arrives) and the preload links.
 *
 * A character outside the Latin set, such as the ā of a transliterated Sinhala name, is drawn by
 * the fallback face for that character alone.
 */
import { fontProviders } from 'astro/config';

/** Fontsource's Latin subset: Basic Latin, Latin-1 and the typographic punctuation block. */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The CSS custom properties the faces are reached by; src/styles/type.css builds the scale on them. */
export const TYPEFACE_VARIABLES = { display: '--font-display', text: '--font-text' } as const;

/** The weights the styles set (src/styles/*.css: 400 to 700); the cut files vary over these only. */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

/**
 * The OpenType features the cut files keep: kerning, ligatures and mark placement, which text
 * needs everywhere, and the figure styles the styles choose (old-style and proportional in running
 * text, lining for labels, tabular for the reader's page numbers).
 */
export const KEPT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'onum', 'pnum', 'lnum', 'tnum'];

/** Where the cut files are kept, from the project root. */
const CUT_FONTS_DIR = 'src/assets/fonts';

/** One face's file: the Fontsource file it is cut from, and its style. */
export interface TypefaceFile {
  pkg: string;
  name: string;
  style: 'normal' | 'italic';
}

export const TYPEFACE_FILES = {
  display: [
    { pkg: 'playfair-display', name: 'playfair-display-latin-wght-normal', style: 'normal' },
    { pkg: 'playfair-display', name: 'playfair-display-latin-wght-italic', style: 'italic' },
  ],
  text: [
    { pkg: 'source-serif-4', name: 'source-serif-4-latin-wght-normal', style: 'normal' },
    { pkg: 'source-serif-4', name: 'source-serif-4-latin-wght-italic', style: 'italic' },
  ],
} as const satisfies Record<keyof typeof TYPEFACE_VARIABLES, readonly TypefaceFile[]>;

/** The Fontsource file a face is cut from, from the project root. */
export const sourceFontPath = (file: TypefaceFile) =>
  `node_modules/@fontsource-variable/${file.pkg}/files/${file.name}.woff2`;

/** The cut file Astro serves, from the project root. */
export const cutFontPath = (file: TypefaceFile) => `${CUT_FONTS_DIR}/${file.name}.woff2`;

function variants(files: readonly TypefaceFile[]) {
  const [first, ...rest] = files.map((file) => ({
    src: [`./${cutFontPath(file)}`] as [string],
    weight: `${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max}`,
    style: file.style,
    unicodeRange: [LATIN_RANGE] as [string],
  }));
  // Astro asks for at least one variant of each face.
  if (!first) throw new Error('A typeface needs at least one file');
  return [first, ...rest] as [typeof first, ...(typeof first)[]];
}

export const TYPEFACES = [
  {
    provider: fontProviders.local(),
    name: 'Playfair Display',
    cssVariable: TYPEFACE_VARIABLES.display,
    fallbacks: ['Georgia', 'serif'],
    // Preloaded, so it is nearly always there by the first paint. When it is not, that page keeps
    // the fallback: a headline set again in the face breaks its lines elsewhere and moves what
    // follows (0.023 of layout shift on an article in Lighthouse with swap).
    display: 'optional' as const,
    options: { variants: variants(TYPEFACE_FILES.display) },
  },
  {
    provider: fontProviders.local(),
    name: 'Source Serif 4',
    cssVariable: TYPEFACE_VARIABLES.text,
    fallbacks: ['Georgia', 'serif'],
    // Not preloaded, so it may arrive after the first paint: then that page keeps the fallback
    // rather than reflowing its paragraphs (the next page has the face from the cache).
    display: 'optional' as const,
    options: { variants: variants(TYPEFACE_FILES.text) },
  },
];

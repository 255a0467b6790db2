/**
 * The magazine's two typefaces, served from the site itself (font-src 'self'): Playfair Display, a
 * high-contrast display serif for headlines, standfirsts and pull quotes, and Source Serif 4, a
 * text serif drawn for long reading on screens. Both come from their Fontsource packages as
 * variable woff2 files; Astro copies them into the build, writes the @font-face rules with
 * metric-matched fallbacks (size-adjust and ascent/descent overrides on a local serif, so text
 * does not move when the face arrives) and the preload links.
 *
 * Only the Latin subset is served: every character the magazine prints (accented letters such as
 * é and ç, curly quotes, dashes, ellipses, × and ·) is in it. A character outside it, such as the ā
 * of a transliterated Sinhala name, is drawn by the fallback face for that character alone.
 */
import { fontProviders } from 'astro/config';

/** Fontsource's Latin subset: Basic Latin, Latin-1 and the typographic punctuation block. */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The CSS custom properties the faces are reached by; src/styles/type.css builds the scale on them. */
export const TYPEFACE_VARIABLES = { display: '--font-display', text: '--font-text' } as const;

const file = (pkg: string, name: string) => `./node_modules/@fontsource-variable/${pkg}/files/${name}.woff2`;

/** Astro asks for at least one variant of each face. */
function variants<T>(first: T, ...rest: T[]): [T, ...T[]] {
  return [first, ...rest];
}

function variant(pkg: string, name: string, weight: string, style: 'normal' | 'italic') {
  return { src: [file(pkg, name)] as [string], weight, style, unicodeRange: [LATIN_RANGE] as [string] };
}

export const TYPEFACES = [
  {
    provider: fontProviders.local(),
    name: 'Playfair Display',
    cssVariable: TYPEFACE_VARIABLES.display,
    fallbacks: ['Georgia', 'serif'],
    display: 'swap' as const,
    options: {
      variants: variants(
        variant('playfair-display', 'playfair-display-latin-wght-normal', '400 900', 'normal'),
        variant('playfair-display', 'playfair-display-latin-wght-italic', '400 900', 'italic'),
      ),
    },
  },
  {
    provider: fontProviders.local(),
    name: 'Source Serif 4',
    cssVariable: TYPEFACE_VARIABLES.text,
    fallbacks: ['Georgia', 'serif'],
    // Not preloaded, so it may arrive after the first paint: then that page keeps the fallback
    // rather than reflowing its paragraphs (the next page has the face from the cache).
    display: 'optional' as const,
    options: {
      variants: variants(
        variant('source-serif-4', 'source-serif-4-latin-wght-normal', '200 900', 'normal'),
        variant('source-serif-4', 'source-serif-4-latin-wght-italic', '200 900', 'italic'),
      ),
    },
  },
];

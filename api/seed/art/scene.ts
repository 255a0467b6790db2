/**
 * A picture for an article, a vlog poster or an image block on an issue page: sky, sun or moon,
 * one motif chosen from the category and the description's words, then a vignette and a fine
 * gold frame like a printed plate.
 */
import type { CategorySlug } from '../types.ts';
import { MOTIFS } from './motifs.ts';
import type { MotifCanvas, MotifName } from './motifs.ts';
import { paletteFor } from './palettes.ts';
import { hashKey, r, seededRandom } from './svg-kit.ts';

export interface SceneRequest {
  /** Anything unique to the picture; the same key always draws the same picture. */
  key: string;
  category: CategorySlug;
  /** What the picture shows (its alt text); its words pick the motif and tint the palette. */
  description: string;
}

const CATEGORY_MOTIFS: Record<CategorySlug, MotifName[]> = {
  travel: ['waves', 'hills', 'waves'],
  art: ['arches', 'ribbons', 'gem'],
  gems: ['gem'],
  realestate: ['arches', 'hills', 'skyline'],
  household: ['arches', 'ribbons'],
  fashion: ['ribbons', 'gem', 'arches'],
  automobile: ['ribbons', 'skyline'],
  entertainment: ['skyline', 'ribbons', 'waves'],
  millionaires: ['skyline', 'waves', 'gem'],
  sports: ['hills', 'ribbons', 'waves'],
};

/** Whole words only: "ring" must not match "during", nor "tea" match "team". */
const words = (list: string) => new RegExp(`\\b(?:${list})\\b`);

const WORD_MOTIFS: [RegExp, MotifName][] = [
  [
    words(
      'sapphires?|ruby|rubies|gems?|gemstones?|jewel\\w*|necklaces?|rings?|diamonds?|stones?|padparadscha|moonstones?|loupe',
    ),
    'gem',
  ],
  [
    words(
      'ocean|sea|beach\\w*|surf\\w*|waves?|lagoon|harbou?r|bay|coast\\w*|whales?|lake|river|boats?|fisherm[ae]n|kite\\w*',
    ),
    'waves',
  ],
  [
    words(
      'villas?|verandah?s?|courtyards?|pavilions?|temples?|arch\\w*|bungalows?|houses?|homes?|hotels?|interiors?|rooms?|galler\\w*|stairwell|colonnade',
    ),
    'arches',
  ],
  [
    words(
      'tea|hills?\\w*|mountains?|valley|terraces?|forest\\w*|jungle|rock|paddy|safari|leopards?|boulders?|estates?',
    ),
    'hills',
  ],
  [
    words(
      'cars?|roadsters?|roads?|drive\\w*|bends?|track|race\\w*|motor\\w*|silk|cloth|batik|fabric|sar[ei]e?s?|frills?|pleat\\w*|weav\\w*|looms?|lacquer\\w*',
    ),
    'ribbons',
  ],
  [words('city|skyline|towers?|colombo|penthouses?|apartments?|streets?|stage|club|nightlife|casino'), 'skyline'],
];

/** Motifs the words ask for count twice; the category's own keep the set varied. */
function chooseMotif(request: SceneRequest, pick: (options: MotifName[]) => MotifName): MotifName {
  const text = request.description.toLowerCase();
  const matched = WORD_MOTIFS.filter(([pattern]) => pattern.test(text)).map(([, motif]) => motif);
  return pick([...matched, ...matched, ...CATEGORY_MOTIFS[request.category]]);
}

/** The picture's elements in a w×h box; `id` keeps gradient ids apart when several share a page. */
export function sceneElements(request: SceneRequest, w: number, h: number, id = 'scene'): string {
  const rng = seededRandom(hashKey(request.key));
  const palette = paletteFor(request.category, request.description);
  const u = Math.min(w, h) / 1000;
  const canvas: MotifCanvas = { w, h, u, rng, palette, id };
  const motif = chooseMotif(request, (options) => rng.pick(options));

  const sunX = w * rng.between(0.18, 0.82);
  const sunY = h * rng.between(0.16, 0.36);
  const sunR = Math.min(w, h) * (palette.night ? rng.between(0.04, 0.06) : rng.between(0.07, 0.11));
  const orb = palette.night ? palette.light : palette.accent;
  const stars = palette.night
    ? Array.from(
        { length: 24 },
        () =>
          `<circle cx="${r(rng.between(0, w))}" cy="${r(rng.between(0, h * 0.5))}" r="${r(u * rng.between(1.5, 3.5))}" fill="${palette.light}" fill-opacity="${r(rng.between(0.3, 0.9))}"/>`,
      ).join('')
    : '';
  const rings =
    rng.next() < 0.5
      ? [1.6, 2.3, 3.1]
          .map(
            (scale) =>
              `<circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(sunR * scale)}" fill="none" stroke="${orb}" stroke-opacity="0.18" stroke-width="${r(u * 2)}"/>`,
          )
          .join('')
      : '';
  const frame =
    rng.next() < 0.6
      ? `<rect x="${r(w * 0.03)}" y="${r(w * 0.03)}" width="${r(w * 0.94)}" height="${r(h - w * 0.06)}" fill="none" stroke="${palette.accent}" stroke-opacity="0.5" stroke-width="${r(u * 2.5)}"/>`
      : '';

  return `<defs>
<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
<radialGradient id="${id}-halo"><stop offset="0" stop-color="${orb}" stop-opacity="0.55"/><stop offset="1" stop-color="${orb}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}-orb" cx="0.4" cy="0.4"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${orb}"/></radialGradient>
<radialGradient id="${id}-vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.55"/></radialGradient>
</defs>
<rect width="${r(w)}" height="${r(h)}" fill="url(#${id}-sky)"/>${stars}
<circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(sunR * 4)}" fill="url(#${id}-halo)"/>${rings}
<circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(sunR)}" fill="url(#${id}-orb)"/>
${MOTIFS[motif](canvas)}
<rect width="${r(w)}" height="${r(h)}" fill="url(#${id}-vignette)"/>${frame}`;
}

/**
 * A whole SVG document drawn in a viewW×viewH box and rendered at outW×outH: drawing the
 * small variant directly is cheaper and sharper than shrinking the large one.
 */
export function svgDocument(body: string, viewW: number, viewH: number, outW: number, outH: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${viewW} ${viewH}">${body}</svg>`;
}

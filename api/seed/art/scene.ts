/**
 * A picture for an article, a vlog poster or an image block on an issue page: a subject chosen
 * from the category and the description's words, set in a sky of its own light, then composed as
 * one of a family (compositions.ts). A story's place among its topic's pictures picks the
 * composition and the light, so no two stories of a topic look alike.
 */
import { CATEGORY_SLUGS } from '../../../contract/categories.ts';
import type { CategorySlug } from '../types.ts';
import { COMPOSITIONS, FRAMES, type Composition } from './compositions.ts';
import { arches, gem, hills, ribbons, skyline, waves, type MotifCanvas } from './motifs.ts';
import { TONES, mix, paletteFor, type Palette, type Tone } from './palettes.ts';
import { lanterns, lotus, palms, roadster, sail, stupa } from './subjects.ts';
import { hashKey, r, seededRandom, type Random } from './svg-kit.ts';

const MOTIFS = { hills, waves, gem, arches, skyline, ribbons, palms, stupa, lotus, sail, roadster, lanterns };
export type MotifName = keyof typeof MOTIFS;

export interface SceneRequest {
  /** Anything unique to the picture; the same key always draws the same picture. */
  key: string;
  category: CategorySlug;
  /** What the picture shows (its alt text); its words pick the motif and tint the palette. */
  description: string;
  /**
   * The story's place among the stories of its topic (0, 1, 2 ...) and which of its pictures this
   * is: neighbours take different compositions and light. Without it the key decides.
   */
  place?: { story: number; picture: number };
  /** A page laid out around its picture asks for the composition that suits it. */
  composition?: Composition;
}

/** What a request is drawn as, before any shape is placed. */
export interface SceneChoice {
  composition: Composition;
  tone: Tone;
  motif: MotifName;
}

const CATEGORY_MOTIFS: Record<CategorySlug, MotifName[]> = {
  travel: ['waves', 'palms', 'stupa', 'hills', 'sail'],
  art: ['arches', 'lotus', 'ribbons', 'stupa', 'gem'],
  gems: ['gem', 'gem', 'lotus'],
  realestate: ['arches', 'hills', 'skyline', 'palms'],
  household: ['arches', 'lotus', 'ribbons', 'lanterns'],
  fashion: ['ribbons', 'gem', 'arches', 'lotus'],
  automobile: ['roadster', 'roadster', 'skyline', 'ribbons'],
  entertainment: ['lanterns', 'skyline', 'ribbons', 'waves'],
  millionaires: ['skyline', 'sail', 'gem', 'palms'],
  sports: ['sail', 'hills', 'waves', 'ribbons'],
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
    words('ocean|sea|beach\\w*|surf\\w*|waves?|lagoon|harbou?r|bay|coast\\w*|whales?|lake|river|fisherm[ae]n|kite\\w*'),
    'waves',
  ],
  [words('palms?|coconut\\w*|toddy|shore\\w*|island'), 'palms'],
  [words('sail\\w*|yachts?|boats?|oruva|catamaran|regatta|outrigger'), 'sail'],
  [words('stupas?|dagobas?|temples?|sigiriya|anuradhapura|polonnaruwa|pilgrim\\w*|shrines?|relics?'), 'stupa'],
  [words('lotus\\w*|flowers?|blooms?|gardens?|ponds?|lil(?:y|ies)|orchids?|petals?|spa'), 'lotus'],
  [words('lanterns?|lamps?|candles?|vesak|festivals?|party|gala|stage|concert|dance\\w*'), 'lanterns'],
  [
    words(
      'villas?|verandah?s?|courtyards?|pavilions?|arch\\w*|bungalows?|houses?|homes?|hotels?|interiors?|rooms?|galler\\w*|stairwell|colonnade',
    ),
    'arches',
  ],
  [
    words(
      'tea|hills?\\w*|mountains?|valley|terraces?|forest\\w*|jungle|rock|paddy|safari|leopards?|boulders?|estates?',
    ),
    'hills',
  ],
  [words('cars?|roadsters?|coupes?|drive\\w*|rally|motor\\w*|vintage|bends?|hairpin'), 'roadster'],
  [
    words('roads?|track|race\\w*|silk|cloth|batik|fabric|sar[ei]e?s?|frills?|pleat\\w*|weav\\w*|looms?|lacquer\\w*'),
    'ribbons',
  ],
  [words('city|skyline|towers?|colombo|penthouses?|apartments?|streets?|club|nightlife|casino'), 'skyline'],
];

/** Motifs the words ask for count twice; the category's own keep the set varied. */
function chooseMotif(request: SceneRequest, pick: (options: MotifName[]) => MotifName): MotifName {
  const text = request.description.toLowerCase();
  const matched = WORD_MOTIFS.filter(([pattern]) => pattern.test(text)).map(([, motif]) => motif);
  return pick([...matched, ...matched, ...CATEGORY_MOTIFS[request.category]]);
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('at() needs at least one item');
  return item;
}

/** The composition, light and subject of a request, and the random source that places its shapes. */
export function chooseScene(request: SceneRequest): SceneChoice & { rng: Random } {
  const hash = hashKey(request.key);
  const rng = seededRandom(hash);
  const { story, picture } = request.place ?? { story: hash % 997, picture: 0 };
  const topic = CATEGORY_SLUGS.indexOf(request.category);
  // Stories step through the compositions one way and the tones the other, so neither repeats
  // within a topic of up to six stories, and a story's own pictures differ from each other too.
  const composition = request.composition ?? at(COMPOSITIONS, story + picture * 2);
  const tone = at(TONES, topic + picture - story);
  return { composition, tone, motif: chooseMotif(request, (options) => rng.pick(options)), rng };
}

function sky(palette: Palette, w: number, h: number, id: string, flat: boolean): string {
  if (!flat) return `<rect width="${r(w)}" height="${r(h)}" fill="url(#${id}-sky)"/>`;
  const bands = 6;
  return Array.from(
    { length: bands },
    (_, i) =>
      `<rect y="${r((i * h) / bands)}" width="${r(w)}" height="${r(h / bands + 1)}" fill="${mix(palette.sky[0], palette.sky[1], i / (bands - 1))}"/>`,
  ).join('');
}

/** Sky, sun or moon and the subject, in a w×h box. */
function scene(canvas: MotifCanvas, motif: MotifName, flat: boolean): string {
  const { w, h, u, rng, palette, id } = canvas;
  const sunX = w * rng.between(0.18, 0.82);
  const sunY = h * rng.between(0.16, 0.36);
  const sunR = Math.min(w, h) * (palette.night ? rng.between(0.04, 0.06) : rng.between(0.07, 0.11)) * (flat ? 1.8 : 1);
  const orb = palette.night ? palette.light : palette.accent;
  const stars = palette.night
    ? Array.from(
        { length: 24 },
        () =>
          `<circle cx="${r(rng.between(0, w))}" cy="${r(rng.between(0, h * 0.5))}" r="${r(u * rng.between(1.5, 3.5))}" fill="${palette.light}" fill-opacity="${r(rng.between(0.3, 0.9))}"/>`,
      ).join('')
    : '';
  const rings =
    !flat && rng.next() < 0.5
      ? [1.6, 2.3, 3.1]
          .map(
            (scale) =>
              `<circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(sunR * scale)}" fill="none" stroke="${orb}" stroke-opacity="0.18" stroke-width="${r(u * 2)}"/>`,
          )
          .join('')
      : '';
  // The poster's sun is flat and cut by bands of sky, as on a printed travel poster.
  const sun = flat
    ? `<circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(sunR)}" fill="${orb}"/>${[0.25, 0.5, 0.72]
        .map(
          (cut) =>
            `<rect x="${r(sunX - sunR)}" y="${r(sunY + sunR * cut)}" width="${r(sunR * 2)}" height="${r(sunR * (0.06 + cut * 0.08))}" fill="${mix(palette.sky[0], palette.sky[1], 0.8)}"/>`,
        )
        .join('')}`
    : `<circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(sunR * 4)}" fill="url(#${id}-halo)"/>${rings}<circle cx="${r(sunX)}" cy="${r(sunY)}" r="${r(sunR)}" fill="url(#${id}-orb)"/>`;

  return `<defs>
<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
<radialGradient id="${id}-halo"><stop offset="0" stop-color="${orb}" stop-opacity="0.55"/><stop offset="1" stop-color="${orb}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}-orb" cx="0.4" cy="0.4"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${orb}"/></radialGradient>
</defs>
${sky(palette, w, h, id, flat)}${stars}
${sun}
${MOTIFS[motif](canvas)}`;
}

/** The picture's elements in a w×h box; `id` keeps gradient ids apart when several share a page. */
export function sceneElements(request: SceneRequest, w: number, h: number, id = 'scene'): string {
  const { composition, tone, motif, rng } = chooseScene(request);
  const palette = paletteFor(request.category, request.description, tone);
  const u = Math.min(w, h) / 1000;
  const draw = (sceneW: number, sceneH: number, flat: boolean) =>
    scene({ w: sceneW, h: sceneH, u: Math.min(sceneW, sceneH) / 1000, rng, palette, id }, motif, flat);
  return FRAMES[composition]({ w, h, u, rng, palette, id }, draw);
}

/**
 * A whole SVG document drawn in a viewW×viewH box and rendered at outW×outH: drawing the
 * small variant directly is cheaper and sharper than shrinking the large one.
 */
export function svgDocument(body: string, viewW: number, viewH: number, outW: number, outH: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${viewW} ${viewH}">${body}</svg>`;
}

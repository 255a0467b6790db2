/**
 * Colour palettes for generated art, one per category, so a reader can tell sections apart at
 * a glance. Each story's picture takes the light of one hour (a tone: dawn, noon, dusk, night,
 * monsoon), so two stories of a topic are not lit alike. Words in an image's description (its alt
 * text) win over the tone: a "sunset" warms the sky, "night" darkens it, a named gem sets the accent.
 */
import type { CategorySlug } from '../types.ts';

export interface Palette {
  /** Sky gradient, top to horizon. */
  sky: [string, string];
  /** Landforms from farthest to nearest. */
  layers: [string, string, string, string];
  /** Gold, brass or gem colour for suns, rules and highlights. */
  accent: string;
  /** Text and deep shadows. */
  ink: string;
  /** Paper or light highlights. */
  light: string;
  night: boolean;
}

export const CATEGORY_PALETTES: Record<CategorySlug, Palette> = {
  travel: {
    sky: ['#0f3b57', '#e9c99a'],
    layers: ['#3f7f8c', '#24606e', '#15454f', '#0b2e35'],
    accent: '#e8b04b',
    ink: '#08222a',
    light: '#f7efe0',
    night: false,
  },
  art: {
    sky: ['#5a2a1c', '#e8b48a'],
    layers: ['#c0764f', '#9c5337', '#783a26', '#4f2417'],
    accent: '#e2b34f',
    ink: '#2a120b',
    light: '#f8ede1',
    night: false,
  },
  gems: {
    sky: ['#0b1a4a', '#3a5bbf'],
    layers: ['#2a4fa8', '#1d3a86', '#142a66', '#0a1a45'],
    accent: '#e7c873',
    ink: '#060d26',
    light: '#eef1fb',
    night: false,
  },
  realestate: {
    sky: ['#123326', '#cfd8c0'],
    layers: ['#6f8f6a', '#4b6f4c', '#2f5236', '#1a3523'],
    accent: '#d6b05a',
    ink: '#0c1f15',
    light: '#f4f1e6',
    night: false,
  },
  household: {
    sky: ['#3b2a20', '#f1e4cf'],
    layers: ['#c9a27c', '#a47c58', '#7b5a3d', '#4f3825'],
    accent: '#caa05a',
    ink: '#24170f',
    light: '#faf4ea',
    night: false,
  },
  fashion: {
    sky: ['#2d0f2a', '#d8a7b1'],
    layers: ['#b0707f', '#8a4b62', '#642f48', '#3e1a2f'],
    accent: '#e3bf7a',
    ink: '#1d0a1a',
    light: '#fbf0f2',
    night: false,
  },
  automobile: {
    sky: ['#101418', '#5d6b73'],
    layers: ['#4a565d', '#343e44', '#232a2f', '#14191c'],
    accent: '#c9a14a',
    ink: '#07090b',
    light: '#eef0f1',
    night: false,
  },
  entertainment: {
    sky: ['#120c2c', '#6b3fa0'],
    layers: ['#5a3592', '#432672', '#2e1a52', '#1b0f33'],
    accent: '#f0c566',
    ink: '#0b0719',
    light: '#f3eefa',
    night: true,
  },
  millionaires: {
    sky: ['#0d0d0d', '#3a2f1a'],
    layers: ['#4a3d22', '#352b18', '#231c10', '#141008'],
    accent: '#e0b45a',
    ink: '#050505',
    light: '#f6efe0',
    night: true,
  },
  sports: {
    sky: ['#0d3b2a', '#9cc5a1'],
    layers: ['#4f8f63', '#2f7049', '#1e5535', '#103a23'],
    accent: '#e9c46a',
    ink: '#06190f',
    light: '#f1f7f1',
    night: false,
  },
};

const GEM_ACCENTS: [RegExp, string][] = [
  [/sapphire/, '#3f6fd8'],
  [/ruby/, '#c0304a'],
  [/emerald/, '#2e9b6a'],
  [/pearl|moonstone/, '#e8e4dc'],
  [/gold|brass|gilt/, '#e2b650'],
];

/** The light a picture is drawn in, unless its words ask for another. */
export type Tone = 'day' | 'dawn' | 'noon' | 'dusk' | 'night' | 'monsoon';
export const TONES: readonly Tone[] = ['day', 'dusk', 'noon', 'night', 'dawn', 'monsoon'];

/** Mixes two #rrggbb colours: 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const mixed = [0, 1, 2].map((i) => Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * amount));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

function applyTone(palette: Palette, tone: Tone): void {
  const [top, horizon] = palette.sky;
  // Dawn and noon light a night-time topic's picture too; its stars and moon go with the dark.
  if (tone === 'dawn' || tone === 'noon') palette.night = false;
  if (tone === 'dawn') palette.sky = [mix(top, '#f4c7c3', 0.45), mix(horizon, '#ffd9a8', 0.6)];
  else if (tone === 'noon') {
    palette.sky = [mix(top, '#9cc9e8', 0.55), mix(horizon, '#fbf6ea', 0.55)];
    palette.layers = palette.layers.map((color) => mix(color, palette.light, 0.12)) as Palette['layers'];
  } else if (tone === 'dusk') {
    palette.sky = [mix(top, '#3b1f3f', 0.5), mix(horizon, '#f0946a', 0.65)];
    palette.accent = mix(palette.accent, '#f07a4a', 0.35);
  } else if (tone === 'night') {
    palette.sky = ['#070b1e', mix(top, '#1a2350', 0.4)];
    palette.layers = palette.layers.map((color) => mix(color, '#0a0f24', 0.35)) as Palette['layers'];
    palette.night = true;
  } else if (tone === 'monsoon') {
    palette.sky = [mix(top, '#44525c', 0.7), mix(horizon, '#b9c4c8', 0.7)];
    palette.accent = mix(palette.accent, palette.light, 0.3);
  }
}

/**
 * The category palette in the given light, adjusted by words in the description of the picture.
 * Without a tone the category's own light is kept.
 */
export function paletteFor(category: CategorySlug, description: string, tone: Tone = 'day'): Palette {
  const words = description.toLowerCase();
  const base = CATEGORY_PALETTES[category];
  const palette: Palette = { ...base, sky: [...base.sky], layers: [...base.layers] };
  applyTone(palette, tone);
  if (/sunset|dusk|golden hour|sunrise|dawn/.test(words)) palette.sky = [palette.sky[0], '#f0a868'];
  if (/night|moon|midnight|evening|lantern|candle/.test(words)) {
    palette.sky = ['#070b1e', palette.sky[0]];
    palette.night = true;
  }
  if (/monsoon|rain|mist|fog/.test(words)) palette.sky = ['#44525c', '#b9c4c8'];
  for (const [pattern, accent] of GEM_ACCENTS) {
    if (pattern.test(words)) {
      palette.accent = accent;
      break;
    }
  }
  return palette;
}

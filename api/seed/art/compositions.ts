/**
 * How a picture is composed around its scene (sky, light and subject): as an open view, seen
 * through an arched window, as a flat travel-poster print, inside a round medallion, as a plate
 * on a paper mat, or split into three panels. Neighbouring stories of a topic take different
 * compositions, which is what makes their cards tell apart at a glance.
 */
import type { MotifCanvas } from './motifs.ts';
import { mix, type Palette } from './palettes.ts';
import { r } from './svg-kit.ts';

export type Composition = 'horizon' | 'window' | 'poster' | 'medallion' | 'mat' | 'triptych';
/** In the order a topic's stories take them. */
export const COMPOSITIONS: readonly Composition[] = ['horizon', 'window', 'poster', 'medallion', 'mat', 'triptych'];

/** A composition draws on the same canvas as the motifs inside it. */
export type Frame = MotifCanvas;

/** Draws the scene into a w×h box; `flat` asks for the poster's banded sky and cut sun. */
export type DrawScene = (w: number, h: number, flat: boolean) => string;

function horizon({ w, h, u, rng, palette, id }: Frame, scene: DrawScene): string {
  const frame =
    rng.next() < 0.6
      ? `<rect x="${r(w * 0.03)}" y="${r(w * 0.03)}" width="${r(w * 0.94)}" height="${r(h - w * 0.06)}" fill="none" stroke="${palette.accent}" stroke-opacity="0.5" stroke-width="${r(u * 2.5)}"/>`
      : '';
  return `${scene(w, h, false)}
<defs><radialGradient id="${id}-vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.55"/></radialGradient></defs>
<rect width="${r(w)}" height="${r(h)}" fill="url(#${id}-vignette)"/>${frame}`;
}

function window({ w, h, u, rng, palette, id }: Frame, scene: DrawScene): string {
  const openW = w * rng.between(0.3, 0.42);
  const x = w * rng.between(0.12, 0.88 - 0.42);
  const half = openW / 2;
  // Low enough that the arch's crown stays inside the picture.
  const springY = Math.max(h * rng.between(0.3, 0.4), half + h * 0.06);
  const sillY = h * rng.between(0.8, 0.86);
  const wall = mix(palette.light, palette.layers[0], 0.3);
  const hole = `M${r(x)} ${r(sillY)} V${r(springY)} A${r(half)} ${r(half)} 0 0 1 ${r(x + openW)} ${r(springY)} V${r(sillY)} Z`;
  return `${scene(w, h, false)}
<defs><linearGradient id="${id}-room" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(wall, palette.ink, 0.35)}"/><stop offset="0.5" stop-color="${wall}"/><stop offset="1" stop-color="${mix(wall, palette.ink, 0.25)}"/></linearGradient></defs>
<path d="M0 0 H${r(w)} V${r(h)} H0 Z ${hole}" fill="url(#${id}-room)" fill-rule="evenodd"/>
<path d="${hole}" fill="none" stroke="${palette.accent}" stroke-opacity="0.7" stroke-width="${r(u * 6)}"/>
<rect x="${r(x - w * 0.03)}" y="${r(sillY)}" width="${r(openW + w * 0.06)}" height="${r(h * 0.03)}" fill="${mix(wall, palette.ink, 0.2)}"/>`;
}

function poster({ w, h, u, palette }: Frame, scene: DrawScene): string {
  const border = Math.min(w, h) * 0.035;
  return `${scene(w, h, true)}
<path d="M0 0 H${r(w)} V${r(h)} H0 Z M${r(border)} ${r(border)} V${r(h - border)} H${r(w - border)} V${r(border)} Z" fill="${palette.light}" fill-rule="evenodd"/>
<rect x="${r(border * 1.6)}" y="${r(border * 1.6)}" width="${r(w - border * 3.2)}" height="${r(h - border * 3.2)}" fill="none" stroke="${palette.ink}" stroke-opacity="0.6" stroke-width="${r(u * 2)}"/>`;
}

/** The ground a medallion lies on: dark for a night picture, paper otherwise. */
export const medallionGround = (palette: Palette): string =>
  palette.night ? palette.ink : mix(palette.light, palette.layers[0], 0.15);

function medallion({ w, h, u, rng, palette, id }: Frame, scene: DrawScene): string {
  const radius = Math.min(w, h) * rng.between(0.38, 0.44);
  const cx = w * (w > h * 1.2 ? rng.pick([0.5, 0.34, 0.66]) : 0.5);
  const cy = h / 2;
  const ground = medallionGround(palette);
  const line = palette.night ? palette.accent : palette.layers[2];
  const points = [0, 1, 2, 3].map((i) => {
    const angle = (i * Math.PI) / 2;
    const x = cx + Math.cos(angle) * radius * 1.12;
    const y = cy + Math.sin(angle) * radius * 1.12;
    const s = u * 12;
    return `<path d="M${r(x)} ${r(y - s)} L${r(x + s)} ${r(y)} L${r(x)} ${r(y + s)} L${r(x - s)} ${r(y)} Z" fill="${palette.accent}"/>`;
  });
  return `<rect width="${r(w)}" height="${r(h)}" fill="${ground}"/>
<defs><clipPath id="${id}-round"><circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}"/></clipPath></defs>
<g clip-path="url(#${id}-round)">${scene(w, h, false)}</g>
<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="none" stroke="${palette.accent}" stroke-width="${r(u * 6)}"/>
<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 1.06)}" fill="none" stroke="${line}" stroke-opacity="0.6" stroke-width="${r(u * 2)}"/>${points.join('')}`;
}

function mat({ w, h, u, palette }: Frame, scene: DrawScene): string {
  const side = Math.min(w, h) * 0.12;
  const innerW = w - side * 2;
  const innerH = h - side * 2.3;
  const paper = mix(palette.light, '#ffffff', 0.3);
  return `<rect width="${r(w)}" height="${r(h)}" fill="${paper}"/>
<rect x="${r(side + u * 8)}" y="${r(side + u * 10)}" width="${r(innerW)}" height="${r(innerH)}" fill="${palette.ink}" fill-opacity="0.18"/>
<svg x="${r(side)}" y="${r(side)}" width="${r(innerW)}" height="${r(innerH)}" viewBox="0 0 ${r(innerW)} ${r(innerH)}">${scene(innerW, innerH, false)}</svg>
<rect x="${r(side - u * 14)}" y="${r(side - u * 14)}" width="${r(innerW + u * 28)}" height="${r(innerH + u * 28)}" fill="none" stroke="${palette.accent}" stroke-width="${r(u * 2)}"/>
<rect x="${r(w / 2 - w * 0.05)}" y="${r(side + innerH + side * 0.55)}" width="${r(w * 0.1)}" height="${r(u * 3)}" fill="${palette.accent}"/>`;
}

function triptych({ w, h, u, palette }: Frame, scene: DrawScene): string {
  const edge = Math.min(w, h) * 0.07;
  const gap = w * 0.035;
  const panelW = (w - edge * 2 - gap * 2) / 3;
  const ground = mix(palette.ink, palette.layers[3], 0.5);
  let cut = `M0 0 H${r(w)} V${r(h)} H0 Z`;
  let keylines = '';
  for (let i = 0; i < 3; i++) {
    const x = edge + i * (panelW + gap);
    cut += ` M${r(x)} ${r(edge)} V${r(h - edge)} H${r(x + panelW)} V${r(edge)} Z`;
    keylines += `<rect x="${r(x)}" y="${r(edge)}" width="${r(panelW)}" height="${r(h - edge * 2)}" fill="none" stroke="${palette.accent}" stroke-opacity="0.7" stroke-width="${r(u * 2)}"/>`;
  }
  return `${scene(w, h, false)}<path d="${cut}" fill="${ground}" fill-rule="evenodd"/>${keylines}`;
}

export const FRAMES: Record<Composition, (frame: Frame, scene: DrawScene) => string> = {
  horizon,
  window,
  poster,
  medallion,
  mat,
  triptych,
};

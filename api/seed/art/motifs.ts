/**
 * The landscapes and shapes a generated picture is built from: hills, waves, a cut gem, a
 * colonnade of arches, a skyline and sweeping ribbons (subjects.ts adds the rest). Each draws into a w×h box from a seeded random source, so the
 * same key always gives the same picture.
 */
import type { Palette } from './palettes.ts';
import type { Random } from './svg-kit.ts';
import { r } from './svg-kit.ts';

export interface MotifCanvas {
  w: number;
  h: number;
  /** One thousandth of the shorter side: stroke widths scale with the picture. */
  u: number;
  rng: Random;
  palette: Palette;
  /** Prefix for gradient ids, unique within the document. */
  id: string;
}

/** A closed landform: a smooth ridge across the width, filled down to the bottom edge. */
function ridge({ w, h, rng }: MotifCanvas, baseY: number, amplitude: number, bumps: number): string {
  const points = Array.from(
    { length: bumps + 1 },
    (_, i) => [(i / bumps) * w, baseY - rng.between(0, amplitude)] as const,
  );
  const at = (i: number) => points[i] ?? [w, baseY];
  let path = `M0 ${r(h)} L0 ${r(at(0)[1])}`;
  // Each point is a control point and the curve passes through the midpoints: smooth slopes.
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = at(i);
    const [nx, ny] = at(i + 1);
    path += ` Q${r(x)} ${r(y)} ${r((x + nx) / 2)} ${r((y + ny) / 2)}`;
  }
  const [lx, ly] = at(points.length - 1);
  return `${path} T${r(lx)} ${r(ly)} L${r(w)} ${r(h)} Z`;
}

export function hills(canvas: MotifCanvas): string {
  const { h, u, rng, palette, id } = canvas;
  const horizon = h * rng.between(0.48, 0.62);
  const layers = palette.layers.map((color, i) => {
    const base = horizon + (i * (h - horizon)) / 4.2;
    const d = ridge(canvas, base, h * rng.between(0.08, 0.2), Math.round(rng.between(3, 7)));
    // Each slope darkens towards its foot, which gives the flat layers depth.
    return `<path d="${d}" fill="${color}"/><path d="${d}" fill="url(#${id}-shade)"/>`;
  });
  // Tea terraces on some hillsides: fine contour lines across the nearest slopes. Each line costs
  // bytes in every file, so not every picture has them.
  const rows = Array.from({ length: rng.next() < 0.5 ? 7 : 0 }, (_, i) => {
    const y = h * 0.82 + i * h * 0.03;
    return `<path d="M0 ${r(y)} Q${r(canvas.w * rng.between(0.3, 0.7))} ${r(y - h * rng.between(0.02, 0.06))} ${r(canvas.w)} ${r(y)}" stroke="${palette.light}" stroke-opacity="0.12" stroke-width="${r(u * 2)}" fill="none"/>`;
  });
  return `<defs><linearGradient id="${id}-mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.light}" stop-opacity="0"/><stop offset="0.6" stop-color="${palette.light}" stop-opacity="0.22"/><stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></linearGradient>
<linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.45"/></linearGradient></defs>
${layers.slice(0, 2).join('')}<rect x="0" y="${r(horizon - h * 0.12)}" width="${r(canvas.w)}" height="${r(h * 0.2)}" fill="url(#${id}-mist)"/>${layers.slice(2).join('')}${rows.join('')}`;
}

function wavePath({ w, h, rng }: MotifCanvas, y: number, amplitude: number): string {
  const length = w / Math.round(rng.between(3, 7));
  let path = `M0 ${r(y)}`;
  for (let x = 0; x < w; x += length) {
    path += ` q${r(length / 4)} ${r(-amplitude)} ${r(length / 2)} 0 t${r(length / 2)} 0`;
  }
  return `${path} L${r(w)} ${r(h)} L0 ${r(h)} Z`;
}

export function waves(canvas: MotifCanvas): string {
  const { w, h, u, rng, palette, id } = canvas;
  const horizon = h * rng.between(0.5, 0.62);
  const bands = palette.layers.map((color, i) => {
    const y = horizon + ((i + 0.4) * (h - horizon)) / 4.4;
    const d = wavePath(canvas, y, h * rng.between(0.006, 0.016) * (i + 1));
    return `<path d="${d}" fill="${color}" fill-opacity="${r(0.75 + i * 0.08)}"/><path d="${d}" fill="none" stroke="${palette.light}" stroke-opacity="0.25" stroke-width="${r(u * 2.5)}"/>`;
  });
  // The sun's reflection: a broken column of light on the water.
  const sunX = w * rng.between(0.3, 0.7);
  const glints = Array.from({ length: 9 }, (_, i) => {
    const y = horizon + (i + 1) * (h - horizon) * 0.09;
    const half = w * (0.015 + i * 0.008) * rng.between(0.6, 1.2);
    return `<rect x="${r(sunX - half)}" y="${r(y)}" width="${r(half * 2)}" height="${r(u * 4)}" rx="${r(u * 2)}" fill="${palette.accent}" fill-opacity="${r(0.5 - i * 0.045)}"/>`;
  });
  return `<defs><linearGradient id="${id}-sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.layers[0]}"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient></defs>
<rect x="0" y="${r(horizon)}" width="${r(w)}" height="${r(h - horizon)}" fill="url(#${id}-sea)"/>${bands.join('')}${glints.join('')}`;
}

export function gem(canvas: MotifCanvas): string {
  const { w, h, u, rng, palette, id } = canvas;
  const cx = w * rng.between(0.38, 0.62);
  const cy = h * rng.between(0.46, 0.58);
  const radius = Math.min(w, h) * rng.between(0.26, 0.34);
  const sides = rng.pick([6, 8, 8, 10]);
  const turn = rng.between(0, Math.PI / sides);
  const vertex = (i: number, scale: number) => {
    const angle = turn + (i / sides) * Math.PI * 2;
    return [cx + Math.cos(angle) * radius * scale, cy + Math.sin(angle) * radius * scale * 0.92] as const;
  };
  const shades = [
    palette.layers[0],
    palette.layers[1],
    palette.layers[2],
    palette.light,
    palette.layers[1],
    palette.accent,
  ];
  const facets: string[] = [];
  for (let i = 0; i < sides; i++) {
    const [ox1, oy1] = vertex(i, 1);
    const [ox2, oy2] = vertex(i + 1, 1);
    const [ix1, iy1] = vertex(i, 0.55);
    const [ix2, iy2] = vertex(i + 1, 0.55);
    facets.push(
      `<path d="M${r(ox1)} ${r(oy1)} L${r(ox2)} ${r(oy2)} L${r(ix1)} ${r(iy1)} Z" fill="${shades[i % shades.length]}" fill-opacity="${r(rng.between(0.55, 0.95))}"/>`,
      `<path d="M${r(ix1)} ${r(iy1)} L${r(ix2)} ${r(iy2)} L${r(ox2)} ${r(oy2)} Z" fill="${shades[(i + 3) % shades.length]}" fill-opacity="${r(rng.between(0.45, 0.85))}"/>`,
    );
  }
  const table = Array.from({ length: sides }, (_, i) => vertex(i, 0.55).map(r).join(' ')).join(' L');
  const outline = Array.from({ length: sides }, (_, i) => vertex(i, 1).map(r).join(' ')).join(' L');
  const sparkles = Array.from({ length: 7 }, () => {
    const x = w * rng.between(0.05, 0.95);
    const y = h * rng.between(0.05, 0.95);
    const s = u * rng.between(8, 22);
    return `<path d="M${r(x)} ${r(y - s)} Q${r(x)} ${r(y)} ${r(x + s)} ${r(y)} Q${r(x)} ${r(y)} ${r(x)} ${r(y + s)} Q${r(x)} ${r(y)} ${r(x - s)} ${r(y)} Q${r(x)} ${r(y)} ${r(x)} ${r(y - s)} Z" fill="${palette.light}" fill-opacity="0.8"/>`;
  });
  return `<defs><radialGradient id="${id}-glow"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.light}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.layers[0]}" stop-opacity="0.6"/></linearGradient></defs>
<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 1.9)}" fill="url(#${id}-glow)"/>${facets.join('')}
<path d="M${table} Z" fill="url(#${id}-table)"/><path d="M${outline} Z" fill="none" stroke="${palette.accent}" stroke-width="${r(u * 3)}" stroke-opacity="0.8"/>${sparkles.join('')}`;
}

export function arches(canvas: MotifCanvas): string {
  const { w, h, u, rng, palette, id } = canvas;
  const count = rng.pick([1, 2, 3, 3, 4, 5]);
  const gap = w * rng.between(0.04, 0.07);
  // A lone arch reads as a doorway; it should not stretch across the whole picture.
  const archWidth = Math.min((w - gap * (count + 1)) / count, w * 0.34);
  const left = (w - (count * archWidth + (count - 1) * gap)) / 2;
  const springY = h * rng.between(0.36, 0.46);
  const floorY = h * 0.84;
  let holes = '';
  let mouldings = '';
  for (let i = 0; i < count; i++) {
    const x = left + i * (archWidth + gap);
    const half = archWidth / 2;
    const d = `M${r(x)} ${r(floorY)} L${r(x)} ${r(springY)} A${r(half)} ${r(half)} 0 0 1 ${r(x + archWidth)} ${r(springY)} L${r(x + archWidth)} ${r(floorY)} Z`;
    holes += ` ${d}`;
    mouldings += `<path d="${d}" fill="none" stroke="${palette.accent}" stroke-opacity="0.55" stroke-width="${r(u * 3)}"/>`;
  }
  return `${hills({ ...canvas, palette: { ...palette, layers: [palette.layers[0], palette.layers[1], palette.layers[1], palette.layers[2]] } })}
<defs><linearGradient id="${id}-wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.layers[0]}"/></linearGradient>
<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.layers[2]}"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient></defs>
<path d="M0 0 H${r(w)} V${r(floorY)} H0 Z${holes}" fill="url(#${id}-wall)" fill-rule="evenodd"/>${mouldings}
<rect x="0" y="${r(floorY)}" width="${r(w)}" height="${r(h - floorY)}" fill="url(#${id}-floor)"/>
<rect x="0" y="${r(floorY)}" width="${r(w)}" height="${r(u * 3)}" fill="${palette.accent}" fill-opacity="0.7"/>`;
}

export function skyline(canvas: MotifCanvas): string {
  const { w, h, u, rng, palette, id } = canvas;
  const horizon = h * rng.between(0.66, 0.74);
  let towers = '';
  let windows = '';
  for (let x = -w * 0.02; x < w;) {
    const width = w * rng.between(0.04, 0.09);
    const height = h * rng.between(0.12, 0.48);
    const top = horizon - height;
    const color = rng.pick([palette.layers[2], palette.layers[3], palette.ink]);
    towers += `<path d="M${r(x)} ${r(horizon)} V${r(top)} H${r(x + width)} V${r(horizon)} Z" fill="${color}"/>`;
    if (rng.next() < 0.6) {
      windows += `<path d="M${r(x + width * 0.3)} ${r(top + h * 0.02)} V${r(horizon)} M${r(x + width * 0.7)} ${r(top + h * 0.02)} V${r(horizon)}" stroke="${palette.accent}" stroke-opacity="0.55" stroke-width="${r(u * 3)}" stroke-dasharray="${r(u * 6)} ${r(u * 10)}"/>`;
    }
    x += width + w * rng.between(0, 0.015);
  }
  return `<defs><linearGradient id="${id}-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.layers[1]}"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient></defs>
<rect x="0" y="${r(horizon)}" width="${r(w)}" height="${r(h - horizon)}" fill="url(#${id}-water)"/>
<g opacity="0.22" transform="translate(0 ${r(horizon * 2)}) scale(1 -1)">${towers}</g>${towers}${windows}
<rect x="0" y="${r(horizon)}" width="${r(w)}" height="${r(u * 2)}" fill="${palette.accent}" fill-opacity="0.6"/>`;
}

export function ribbons(canvas: MotifCanvas): string {
  const { w, h, u, rng, palette } = canvas;
  const strands = Array.from({ length: Math.round(rng.between(3, 5)) }, (_, i) => {
    const y0 = h * rng.between(0.7, 1.1);
    const y1 = h * rng.between(0.45, 0.7);
    const color = i % 2 === 0 ? palette.accent : rng.pick([palette.layers[0], palette.light, palette.layers[1]]);
    return `<path d="M${r(-w * 0.1)} ${r(y0)} C${r(w * rng.between(0.2, 0.4))} ${r(h * rng.between(0.3, 0.9))} ${r(w * rng.between(0.6, 0.8))} ${r(h * rng.between(0.5, 1))} ${r(w * 1.1)} ${r(y1)}" fill="none" stroke="${color}" stroke-opacity="${r(rng.between(0.35, 0.85))}" stroke-width="${r(u * rng.between(6, 70))}" stroke-linecap="round"/>`;
  });
  return `${hills(canvas)}${strands.join('')}`;
}

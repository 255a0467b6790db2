/**
 * Subjects a picture can be about, drawn over the landscapes of motifs.ts: palms on a shore, a
 * white stupa on a hill, lotus on still water, an outrigger's sail, an open roadster on a hill road
 * and lanterns strung across a night. Like the motifs, each draws into a w×h box from a seeded
 * random source.
 */
import { hills, waves, type MotifCanvas } from './motifs.ts';
import { r } from './svg-kit.ts';

/** A coconut palm leaning from (x, groundY): a curved trunk and a crown of drooping fronds. */
function palm({ u, rng, palette }: MotifCanvas, x: number, groundY: number, height: number): string {
  const lean = height * rng.between(-0.35, 0.35);
  const topX = x + lean;
  const topY = groundY - height;
  const trunk = `<path d="M${r(x)} ${r(groundY)} Q${r(x + lean * 0.2)} ${r(groundY - height * 0.55)} ${r(topX)} ${r(topY)}" fill="none" stroke="${palette.ink}" stroke-width="${r(u * rng.between(10, 16))}" stroke-linecap="round"/>`;
  const fronds = Array.from({ length: 5 }, (_, i) => {
    const angle = -Math.PI + (i / 4) * Math.PI + rng.between(-0.15, 0.15);
    const reach = height * rng.between(0.28, 0.4);
    const endX = topX + Math.cos(angle) * reach;
    const endY = topY + Math.abs(Math.sin(angle)) * reach * 0.1 + reach * 0.45;
    const midX = topX + Math.cos(angle) * reach * 0.55;
    const midY = topY - reach * 0.25 * Math.abs(Math.sin(angle) + 0.4);
    return `<path d="M${r(topX)} ${r(topY)} Q${r(midX)} ${r(midY)} ${r(endX)} ${r(endY)}" fill="none" stroke="${palette.ink}" stroke-width="${r(u * rng.between(7, 11))}" stroke-linecap="round"/>`;
  });
  return trunk + fronds.join('');
}

export function palms(canvas: MotifCanvas): string {
  const { w, h, rng, palette } = canvas;
  const shore = h * rng.between(0.8, 0.86);
  const count = rng.pick([1, 2, 2, 3]);
  const side = rng.next() < 0.5 ? 0.12 : 0.62;
  const trees = Array.from({ length: count }, (_, i) =>
    palm(canvas, w * (side + i * rng.between(0.07, 0.12)), shore + h * 0.02, h * rng.between(0.42, 0.62)),
  );
  const sand = `<path d="M0 ${r(shore)} Q${r(w * 0.5)} ${r(shore - h * 0.04)} ${r(w)} ${r(shore + h * 0.01)} L${r(w)} ${r(h)} L0 ${r(h)} Z" fill="${palette.layers[0]}"/><path d="M0 ${r(shore + h * 0.05)} Q${r(w * 0.5)} ${r(shore)} ${r(w)} ${r(shore + h * 0.06)} L${r(w)} ${r(h)} L0 ${r(h)} Z" fill="${palette.ink}" fill-opacity="0.35"/>`;
  return `${waves(canvas)}${sand}${trees.join('')}`;
}

export function stupa(canvas: MotifCanvas): string {
  const { w, h, u, rng, palette } = canvas;
  const cx = w * rng.between(0.3, 0.7);
  const base = h * rng.between(0.64, 0.72);
  const radius = Math.min(w, h) * rng.between(0.16, 0.24);
  const spire = radius * 1.15;
  const terrace = `<rect x="${r(cx - radius * 1.35)}" y="${r(base)}" width="${r(radius * 2.7)}" height="${r(radius * 0.16)}" fill="${palette.light}"/><rect x="${r(cx - radius * 1.55)}" y="${r(base + radius * 0.16)}" width="${r(radius * 3.1)}" height="${r(radius * 0.14)}" fill="${palette.light}" fill-opacity="0.85"/>`;
  const dome = `<path d="M${r(cx - radius)} ${r(base)} A${r(radius)} ${r(radius * 0.95)} 0 0 1 ${r(cx + radius)} ${r(base)} Z" fill="${palette.light}"/><path d="M${r(cx + radius * 0.15)} ${r(base - radius * 0.94)} A${r(radius)} ${r(radius * 0.95)} 0 0 1 ${r(cx + radius)} ${r(base)} L${r(cx + radius * 0.35)} ${r(base)} Z" fill="${palette.ink}" fill-opacity="0.16"/>`;
  const harmika = `<rect x="${r(cx - radius * 0.18)}" y="${r(base - radius * 1.12)}" width="${r(radius * 0.36)}" height="${r(radius * 0.2)}" fill="${palette.light}"/>`;
  const pinnacle = `<path d="M${r(cx - radius * 0.1)} ${r(base - radius * 1.12)} L${r(cx)} ${r(base - radius * 0.95 - spire)} L${r(cx + radius * 0.1)} ${r(base - radius * 1.12)} Z" fill="${palette.accent}"/>`;
  const band = `<path d="M${r(cx - radius * 0.98)} ${r(base - radius * 0.12)} H${r(cx + radius * 0.98)}" stroke="${palette.accent}" stroke-opacity="0.7" stroke-width="${r(u * 3)}"/>`;
  return `${hills(canvas)}${terrace}${dome}${band}${harmika}${pinnacle}`;
}

export function lotus(canvas: MotifCanvas): string {
  const { w, h, u, rng, palette } = canvas;
  const water = h * rng.between(0.6, 0.68);
  const pond = `<rect x="0" y="${r(water)}" width="${r(w)}" height="${r(h - water)}" fill="${palette.layers[2]}"/><rect x="0" y="${r(water)}" width="${r(w)}" height="${r(u * 2)}" fill="${palette.light}" fill-opacity="0.4"/>`;
  const pads = Array.from({ length: 6 }, () => {
    const x = w * rng.between(0.05, 0.95);
    const y = water + (h - water) * rng.between(0.2, 0.9);
    const rx = w * rng.between(0.04, 0.08);
    return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(rx)}" ry="${r(rx * 0.28)}" fill="${palette.layers[0]}" fill-opacity="0.85"/>`;
  });
  const cx = w * rng.between(0.35, 0.65);
  const size = Math.min(w, h) * rng.between(0.22, 0.3);
  const bloomY = water + (h - water) * 0.25;
  const petals = [-62, -38, -14, 14, 38, 62, 0].map((degrees, i) => {
    const tip = size * (i === 6 ? 1.05 : 0.85 - Math.abs(degrees) / 260);
    const color = i === 6 ? palette.light : i % 2 === 0 ? palette.accent : palette.light;
    return `<path d="M0 0 C${r(-size * 0.2)} ${r(-tip * 0.45)} ${r(-size * 0.1)} ${r(-tip * 0.85)} 0 ${r(-tip)} C${r(size * 0.1)} ${r(-tip * 0.85)} ${r(size * 0.2)} ${r(-tip * 0.45)} 0 0 Z" transform="translate(${r(cx)} ${r(bloomY)}) rotate(${degrees})" fill="${color}" fill-opacity="${i === 6 ? 0.95 : 0.8}"/>`;
  });
  return `${pond}${pads.join('')}${petals.join('')}`;
}

export function sail(canvas: MotifCanvas): string {
  const { w, h, u, rng, palette } = canvas;
  const sea = waves(canvas);
  const x = w * rng.between(0.25, 0.7);
  const waterY = h * rng.between(0.7, 0.78);
  const mast = h * rng.between(0.32, 0.42);
  const hullW = w * rng.between(0.14, 0.2);
  const hull = `<path d="M${r(x - hullW / 2)} ${r(waterY - h * 0.02)} H${r(x + hullW / 2)} L${r(x + hullW * 0.38)} ${r(waterY + h * 0.01)} H${r(x - hullW * 0.38)} Z" fill="${palette.ink}"/>`;
  // The outrigger's float and booms, as on a south-coast oruva.
  const outrigger = `<path d="M${r(x - hullW * 0.1)} ${r(waterY - h * 0.02)} L${r(x - hullW * 0.2)} ${r(waterY + h * 0.035)} M${r(x + hullW * 0.1)} ${r(waterY - h * 0.02)} L${r(x)} ${r(waterY + h * 0.035)}" stroke="${palette.ink}" stroke-width="${r(u * 4)}"/><rect x="${r(x - hullW * 0.45)}" y="${r(waterY + h * 0.03)}" width="${r(hullW * 0.6)}" height="${r(u * 8)}" rx="${r(u * 4)}" fill="${palette.ink}"/>`;
  const canvasSail = `<path d="M${r(x)} ${r(waterY - h * 0.03)} L${r(x)} ${r(waterY - mast)} Q${r(x + hullW * 0.9)} ${r(waterY - mast * 0.55)} ${r(x + hullW * 0.55)} ${r(waterY - h * 0.05)} Z" fill="${palette.light}" fill-opacity="0.92"/><path d="M${r(x)} ${r(waterY - h * 0.02)} V${r(waterY - mast - h * 0.02)}" stroke="${palette.ink}" stroke-width="${r(u * 4)}"/>`;
  return `${sea}${outrigger}${hull}${canvasSail}`;
}

export function roadster(canvas: MotifCanvas): string {
  const { w, h, u, rng, palette } = canvas;
  const roadY = h * rng.between(0.78, 0.84);
  const road = `<path d="M0 ${r(roadY)} Q${r(w * 0.5)} ${r(roadY - h * 0.05)} ${r(w)} ${r(roadY)} L${r(w)} ${r(h)} L0 ${r(h)} Z" fill="${palette.ink}"/><path d="M0 ${r(roadY + h * 0.06)} Q${r(w * 0.5)} ${r(roadY + h * 0.01)} ${r(w)} ${r(roadY + h * 0.06)}" fill="none" stroke="${palette.light}" stroke-opacity="0.5" stroke-width="${r(u * 3)}" stroke-dasharray="${r(u * 30)} ${r(u * 24)}"/>`;
  const length = w * rng.between(0.3, 0.4);
  const x = w * rng.between(0.1, 0.9) - length / 2;
  const wheel = length * 0.11;
  const bodyY = roadY - h * 0.02 - wheel;
  const body = rng.pick([palette.accent, '#a8322d', palette.light, '#1f4d3a']);
  const car = `<path d="M${r(x)} ${r(bodyY)} Q${r(x)} ${r(bodyY - wheel * 1.4)} ${r(x + length * 0.2)} ${r(bodyY - wheel * 1.5)} L${r(x + length * 0.45)} ${r(bodyY - wheel * 1.6)} Q${r(x + length * 0.55)} ${r(bodyY - wheel * 2.6)} ${r(x + length * 0.66)} ${r(bodyY - wheel * 1.6)} L${r(x + length * 0.92)} ${r(bodyY - wheel * 1.3)} Q${r(x + length)} ${r(bodyY - wheel)} ${r(x + length)} ${r(bodyY)} Z" fill="${body}"/>`;
  const wheels = [0.2, 0.8]
    .map(
      (at) =>
        `<circle cx="${r(x + length * at)}" cy="${r(bodyY)}" r="${r(wheel)}" fill="${palette.ink}" stroke="${palette.light}" stroke-opacity="0.6" stroke-width="${r(u * 3)}"/>`,
    )
    .join('');
  const glint = `<path d="M${r(x + length * 0.08)} ${r(bodyY - wheel * 1.15)} L${r(x + length * 0.4)} ${r(bodyY - wheel * 1.3)}" stroke="${palette.light}" stroke-opacity="0.6" stroke-width="${r(u * 4)}" stroke-linecap="round"/>`;
  return `${hills(canvas)}${road}${car}${glint}${wheels}`;
}

export function lanterns(canvas: MotifCanvas): string {
  const { w, h, u, rng, palette, id } = canvas;
  const ground = `<path d="M0 ${r(h * 0.86)} Q${r(w * 0.5)} ${r(h * 0.82)} ${r(w)} ${r(h * 0.86)} L${r(w)} ${r(h)} L0 ${r(h)} Z" fill="${palette.ink}"/>`;
  const strings = Array.from({ length: rng.pick([1, 2, 2]) }, (_, row) => {
    const y0 = h * (0.12 + row * 0.2) + rng.between(0, h * 0.05);
    const sag = h * rng.between(0.08, 0.16);
    const count = Math.round(rng.between(5, 8));
    const wire = `<path d="M0 ${r(y0)} Q${r(w / 2)} ${r(y0 + sag * 2)} ${r(w)} ${r(y0)}" fill="none" stroke="${palette.ink}" stroke-opacity="0.7" stroke-width="${r(u * 2)}"/>`;
    const lamps = Array.from({ length: count }, (_, i) => {
      const t = (i + 0.5) / count;
      const x = t * w;
      const y = y0 + sag * 4 * t * (1 - t);
      const size = Math.min(w, h) * rng.between(0.03, 0.05);
      return `<circle cx="${r(x)}" cy="${r(y + size * 1.2)}" r="${r(size * 2.6)}" fill="url(#${id}-lamp)"/><ellipse cx="${r(x)}" cy="${r(y + size * 1.2)}" rx="${r(size * 0.8)}" ry="${r(size)}" fill="${palette.accent}"/><rect x="${r(x - size * 0.35)}" y="${r(y)}" width="${r(size * 0.7)}" height="${r(size * 0.3)}" fill="${palette.ink}"/>`;
    });
    return wire + lamps.join('');
  });
  return `<defs><radialGradient id="${id}-lamp"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs>${ground}${strings.join('')}`;
}

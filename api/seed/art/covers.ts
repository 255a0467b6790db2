/**
 * Issue covers drawn from the cover's text (the coverline and its teasers), each issue in a layout
 * of its own, with the masthead and cover lines set in the magazine's typefaces: a classic full
 * bleed, a paper masthead band, a framed plate, a split with a panel of lines, a travel poster and
 * a medallion on a dark ground.
 */
import { MASTHEAD } from '../../../contract/masthead.ts';
import type { PageText } from '../../../contract/schemas.ts';
import type { SeedIssue } from '../types.ts';
import { medallionGround, type Composition } from './compositions.ts';
import { PAGE_H, PAGE_W, issueTheme } from './issue-pages.ts';
import { mix, paletteFor, type Palette } from './palettes.ts';
import { chooseScene, sceneElements } from './scene.ts';
import { measure, outlinedText, wrapToWidth, type Placement, type TypeStyle } from './outline-type.ts';
import { r } from './svg-kit.ts';

export type CoverLayout = 'classic' | 'band' | 'framed' | 'split' | 'poster' | 'medallion';
/**
 * In the order issues take them, so consecutive issues never share a layout. The order also keeps
 * each seed cover's file as light as before: the split's flat panel suits the first issue, whose
 * cover the reader opens on.
 */
export const COVER_LAYOUTS: readonly CoverLayout[] = ['split', 'classic', 'framed', 'medallion', 'band', 'poster'];

const MARGIN = 80;
const MASTHEAD_LINE = MASTHEAD.name.toUpperCase();
const STRAP = MASTHEAD.tagline.toUpperCase();

interface Cover {
  issue: SeedIssue;
  coverline: string;
  teasers: string[];
  palette: Palette;
  /** The issue's picture in a w×h box at (x, y). */
  art: (composition: Composition, x?: number, y?: number, w?: number, h?: number) => string;
}

const set = (lines: readonly string[], style: TypeStyle, at: Placement) => outlinedText(lines, style, at);
const rule = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"/>`;
const issueLine = (issue: SeedIssue) => `${issue.date}  ·  No. ${issue.id.padStart(2, '0')}`;
const shade = (id: string, ink: string, from: number, to: number) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ink}" stop-opacity="${from}"/><stop offset="1" stop-color="${ink}" stop-opacity="${to}"/></linearGradient></defs>`;

/** Teasers stacked down from `y`, each after a short rule; returns the SVG and the next free y. */
function teaserList(cover: Cover, x: number, y: number, width: number, fill: string, size = 25) {
  const style: TypeStyle = { face: 'text', size };
  let svg = '';
  let top = y;
  for (const teaser of cover.teasers) {
    const lines = wrapToWidth(teaser, style, width - 40, 2);
    svg += rule(x, top - size * 0.38, 22, 3, cover.palette.accent);
    svg += set(lines, style, { x: x + 40, y: top, fill, lineHeight: size * 1.2 });
    top += lines.length * size * 1.2 + size * 1.3;
  }
  return { svg, bottom: top };
}

function classic(cover: Cover): string {
  const { palette, issue } = cover;
  const coverStyle: TypeStyle = { face: 'display-italic', size: 60 };
  const lines = wrapToWidth(cover.coverline, coverStyle, PAGE_W - 2 * MARGIN, 3);
  const teasers = teaserList(
    cover,
    MARGIN,
    PAGE_H - 90 - cover.teasers.length * 58,
    PAGE_W - 2 * MARGIN,
    palette.light,
  );
  const coverTop = PAGE_H - 150 - cover.teasers.length * 58 - lines.length * 74;
  return `${cover.art('horizon')}${shade('cover-top', palette.ink, 0.75, 0)}${shade('cover-foot', palette.ink, 0, 0.9)}
<rect width="${PAGE_W}" height="420" fill="url(#cover-top)"/><rect y="${PAGE_H - 640}" width="${PAGE_W}" height="640" fill="url(#cover-foot)"/>
${set([STRAP], { face: 'text', size: 17, spacing: 6 }, { x: PAGE_W / 2, y: 78, fill: palette.accent, anchor: 'middle' })}
${set([MASTHEAD_LINE], { face: 'display', size: 90, spacing: 4 }, { x: PAGE_W / 2, y: 196, fill: palette.light, anchor: 'middle' })}
${rule(MARGIN, 232, PAGE_W - 2 * MARGIN, 2, palette.accent)}
${set([issue.title.toUpperCase()], { face: 'text', size: 22, spacing: 4 }, { x: MARGIN, y: 272, fill: palette.light })}
${set([issueLine(issue)], { face: 'text', size: 20, spacing: 1 }, { x: PAGE_W - MARGIN, y: 272, fill: palette.light, anchor: 'end', opacity: 0.85 })}
${rule(MARGIN, coverTop - 70, 90, 4, palette.accent)}
${set(lines, coverStyle, { x: MARGIN, y: coverTop, fill: palette.light, lineHeight: 74 })}
${teasers.svg}`;
}

function band(cover: Cover): string {
  const { palette, issue } = cover;
  const paper = mix(palette.light, '#ffffff', 0.4);
  const bandH = 300;
  const coverStyle: TypeStyle = { face: 'display-italic', size: 72 };
  const lines = wrapToWidth(cover.coverline, coverStyle, PAGE_W - 2 * MARGIN, 3);
  const teaserStyle: TypeStyle = { face: 'text-italic', size: 26 };
  const teasers = wrapToWidth(cover.teasers.join('  ·  '), teaserStyle, PAGE_W - 2 * MARGIN, 3);
  const teasersTop = PAGE_H - 70 - (teasers.length - 1) * 34;
  const coverTop = teasersTop - 80 - (lines.length - 1) * 82;
  return `${cover.art('horizon', 0, bandH, PAGE_W, PAGE_H - bandH)}${shade('cover-foot', palette.ink, 0, 0.88)}
<rect y="${PAGE_H - 560}" width="${PAGE_W}" height="560" fill="url(#cover-foot)"/>
<rect width="${PAGE_W}" height="${bandH}" fill="${paper}"/>${rule(0, bandH - 8, PAGE_W, 8, palette.accent)}
${set([MASTHEAD_LINE], { face: 'display', size: 104, spacing: 3 }, { x: MARGIN - 6, y: 176, fill: palette.ink })}
${set([`${issue.title.toUpperCase()}  ·  ${STRAP}`], { face: 'text', size: 17, spacing: 4 }, { x: MARGIN, y: 240, fill: palette.ink, opacity: 0.8 })}
${set([issueLine(issue)], { face: 'text-italic', size: 22 }, { x: PAGE_W - MARGIN, y: 72, fill: palette.ink, anchor: 'end' })}
${set(lines, coverStyle, { x: PAGE_W / 2, y: coverTop, fill: palette.light, anchor: 'middle', lineHeight: 82 })}
${rule(PAGE_W / 2 - 45, teasersTop - 56, 90, 3, palette.accent)}
${set(teasers, teaserStyle, { x: PAGE_W / 2, y: teasersTop, fill: palette.light, anchor: 'middle', lineHeight: 34 })}`;
}

function framed(cover: Cover): string {
  const { palette, issue } = cover;
  const paper = mix(palette.light, '#ffffff', 0.5);
  const artTop = 270;
  const artH = 640;
  const coverStyle: TypeStyle = { face: 'display-italic', size: 60 };
  const lines = wrapToWidth(cover.coverline, coverStyle, PAGE_W - 2 * MARGIN, 2);
  const columnW = (PAGE_W - 2 * MARGIN - 60) / 3;
  const teasers = cover.teasers.slice(0, 3).map((teaser, i) => {
    const x = MARGIN + i * (columnW + 30);
    const text = wrapToWidth(teaser, { face: 'text', size: 22 }, columnW, 3);
    return `${rule(x, 1130, columnW, 2, palette.accent)}${set(text, { face: 'text', size: 22 }, { x, y: 1170, fill: palette.ink, lineHeight: 27 })}`;
  });
  return `<rect width="${PAGE_W}" height="${PAGE_H}" fill="${paper}"/>
${set([STRAP], { face: 'text', size: 16, spacing: 6 }, { x: PAGE_W / 2, y: 70, fill: palette.ink, anchor: 'middle', opacity: 0.75 })}
${set([MASTHEAD_LINE], { face: 'display', size: 96, spacing: 6 }, { x: PAGE_W / 2, y: 180, fill: palette.ink, anchor: 'middle' })}
${set([`${issue.title.toUpperCase()}  ·  ${issueLine(issue)}`], { face: 'text', size: 18, spacing: 3 }, { x: PAGE_W / 2, y: 232, fill: palette.ink, anchor: 'middle', opacity: 0.8 })}
${cover.art('mat', MARGIN, artTop, PAGE_W - 2 * MARGIN, artH)}
<rect x="${MARGIN}" y="${artTop}" width="${PAGE_W - 2 * MARGIN}" height="${artH}" fill="none" stroke="${palette.ink}" stroke-width="2"/>
${set(lines, coverStyle, { x: PAGE_W / 2, y: artTop + artH + 90, fill: palette.ink, anchor: 'middle', lineHeight: 68 })}
${teasers.join('')}`;
}

function split(cover: Cover): string {
  const { palette, issue } = cover;
  const artW = 560;
  const panelX = artW + 50;
  const panelW = PAGE_W - panelX - 50;
  const coverStyle: TypeStyle = { face: 'display-italic', size: 50 };
  const lines = wrapToWidth(cover.coverline, coverStyle, panelW, 5);
  const longest = Math.max(
    ...MASTHEAD_LINE.split(' ').map((word) => measure(word, { face: 'display', size: 84, spacing: 3 })),
  );
  const fitted = (84 * panelW) / longest;
  const mastheadStyle: TypeStyle = { face: 'display', size: Math.min(84, Math.floor(fitted)), spacing: 3 };
  const coverTop = 560;
  const teasers = teaserList(cover, panelX, coverTop + lines.length * 58 + 70, panelW, palette.light, 23);
  return `<rect width="${PAGE_W}" height="${PAGE_H}" fill="${palette.ink}"/>
${cover.art('window', 0, 0, artW, PAGE_H)}${rule(artW, 0, 6, PAGE_H, palette.accent)}
${set(MASTHEAD_LINE.split(' '), mastheadStyle, { x: panelX, y: 150, fill: palette.light, lineHeight: mastheadStyle.size * 1.1 })}
${rule(panelX, 290, panelW, 2, palette.accent)}
${set([issue.title.toUpperCase()], { face: 'text', size: 20, spacing: 4 }, { x: panelX, y: 336, fill: palette.accent })}
${set([issueLine(issue)], { face: 'text', size: 19 }, { x: panelX, y: 372, fill: palette.light, opacity: 0.8 })}
${set(lines, coverStyle, { x: panelX, y: coverTop, fill: palette.light, lineHeight: 58 })}
${teasers.svg}
${set([STRAP], { face: 'text', size: 13, spacing: 3 }, { x: panelX, y: PAGE_H - 60, fill: palette.light, opacity: 0.7 })}`;
}

function poster(cover: Cover): string {
  const { palette, issue } = cover;
  const coverStyle: TypeStyle = { face: 'display-italic', size: 70 };
  const teaserStyle: TypeStyle = { face: 'text', size: 24 };
  const lines = wrapToWidth(cover.coverline, coverStyle, PAGE_W - 2 * MARGIN - 40, 2);
  const teasers = wrapToWidth(cover.teasers.join('  ·  '), teaserStyle, PAGE_W - 2 * MARGIN - 40, 2);
  const paper = mix(palette.light, '#ffffff', 0.4);
  // The strip of paper at the foot grows with its lines.
  const stripH = 70 + lines.length * 76 + teasers.length * 30 + 36;
  const stripY = PAGE_H - 46 - stripH;
  const coverY = stripY + 90;
  const teasersY = coverY + (lines.length - 1) * 76 + 56;
  return `${cover.art('poster')}
<rect x="46" y="${stripY}" width="${PAGE_W - 92}" height="${stripH}" fill="${paper}"/>
<rect x="46" y="46" width="${PAGE_W - 92}" height="200" fill="${paper}"/>
${set([MASTHEAD_LINE], { face: 'display', size: 104, spacing: 8 }, { x: PAGE_W / 2, y: 170, fill: palette.ink, anchor: 'middle' })}
${set([`${STRAP}  ·  ${issue.title.toUpperCase()}`], { face: 'text', size: 16, spacing: 4 }, { x: PAGE_W / 2, y: 216, fill: palette.ink, anchor: 'middle', opacity: 0.8 })}
${set(lines, coverStyle, { x: PAGE_W / 2, y: coverY, fill: palette.ink, anchor: 'middle', lineHeight: 76 })}
${set(teasers, teaserStyle, { x: PAGE_W / 2, y: teasersY, fill: palette.ink, anchor: 'middle', lineHeight: 30, opacity: 0.85 })}
${set([issueLine(issue)], { face: 'text-italic', size: 20 }, { x: PAGE_W / 2, y: teasersY + teasers.length * 30 + 8, fill: palette.ink, anchor: 'middle', opacity: 0.7 })}`;
}

function medallion(cover: Cover): string {
  const { palette, issue } = cover;
  const ground = medallionGround(palette);
  const ink = palette.night ? palette.light : palette.ink;
  const coverStyle: TypeStyle = { face: 'display-italic', size: 58 };
  const lines = wrapToWidth(cover.coverline, coverStyle, PAGE_W - 2 * MARGIN, 2);
  const teaserStyle: TypeStyle = { face: 'text', size: 23 };
  const teasers = cover.teasers.slice(0, 3).map((teaser, i) =>
    set([teaser], teaserStyle, {
      x: PAGE_W / 2,
      y: 1050 + lines.length * 66 + 10 + i * 34,
      fill: ink,
      anchor: 'middle',
      opacity: 0.85,
    }),
  );
  return `<rect width="${PAGE_W}" height="${PAGE_H}" fill="${ground}"/>
${cover.art('medallion', (PAGE_W - 720) / 2, 250, 720, 720)}
${set([MASTHEAD_LINE], { face: 'display', size: 98, spacing: 10 }, { x: PAGE_W / 2, y: 150, fill: palette.night ? palette.accent : ink, anchor: 'middle' })}
${set([`${issue.title.toUpperCase()}  ·  ${issueLine(issue)}`], { face: 'text', size: 18, spacing: 3 }, { x: PAGE_W / 2, y: 205, fill: ink, anchor: 'middle', opacity: 0.8 })}
${set(lines, coverStyle, { x: PAGE_W / 2, y: 1050, fill: ink, anchor: 'middle', lineHeight: 66 })}
${teasers.join('')}
${set([STRAP], { face: 'text', size: 14, spacing: 5 }, { x: PAGE_W / 2, y: PAGE_H - 36, fill: palette.night ? palette.accent : ink, anchor: 'middle' })}`;
}

const LAYOUTS: Record<CoverLayout, (cover: Cover) => string> = { classic, band, framed, split, poster, medallion };

/** The layout an issue's cover takes: issues in turn, so neighbours differ. */
export function coverLayout(issue: SeedIssue): CoverLayout {
  const index = Number.parseInt(issue.id, 10);
  return COVER_LAYOUTS[(Number.isFinite(index) ? index - 1 : 0) % COVER_LAYOUTS.length] ?? 'classic';
}

/** The cover, from its text: the coverline as headline and the teasers as body. */
export function coverBody(issue: SeedIssue, text: PageText): string {
  const theme = issueTheme(issue);
  const coverline = text.headline;
  const request = { key: `issue-${issue.id}-cover`, category: theme, description: coverline };
  // The words take the colours of the picture's own light.
  const palette = paletteFor(theme, coverline, chooseScene(request).tone);
  const art: Cover['art'] = (composition, x = 0, y = 0, w = PAGE_W, h = PAGE_H) =>
    `<svg x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" viewBox="0 0 ${r(w)} ${r(h)}">${sceneElements(
      { ...request, composition },
      w,
      h,
      'cover',
    )}</svg>`;
  return LAYOUTS[coverLayout(issue)]({ issue, coverline, teasers: text.body.slice(0, 4), palette, art });
}

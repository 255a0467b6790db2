/**
 * Issue pages drawn like a printed magazine: a cover with the masthead, title, coverline and
 * teasers over full-bleed art, and inner pages with a running head, kicker, headline,
 * standfirst, an image block, greeked columns of text and a folio.
 */
import { CATEGORY_NAMES, CATEGORY_SLUGS } from '../../../contract/categories.ts';
import type { CategorySlug, SeedIssue, SeedIssuePage } from '../types.ts';
import { paletteFor } from './palettes.ts';
import type { Palette } from './palettes.ts';
import { sceneElements } from './scene.ts';
import type { Random } from './svg-kit.ts';
import { escapeXml, hashKey, r, seededRandom, wrapText } from './svg-kit.ts';

export const PAGE_W = 1000;
export const PAGE_H = 1300;
const MARGIN = 80;
const SERIF = "Georgia, 'DejaVu Serif', serif";
const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";
/** Average glyph width as a share of the font size, used to wrap lines SVG cannot wrap itself. */
const SERIF_GLYPH = 0.6;
const SANS_GLYPH = 0.58;

const THEME_WORDS: [RegExp, CategorySlug][] = [
  [/escape|travel|journey|coast/i, 'travel'],
  [/style|fashion|couture/i, 'fashion'],
  [/\bart\b|craft/i, 'art'],
  [/design|architect|interior/i, 'realestate'],
  [/culture|festival|music|stage/i, 'entertainment'],
  [/gem|jewel/i, 'gems'],
];

/** The issue's dominant section, which sets the cover's colours. */
export function issueTheme(issue: SeedIssue): CategorySlug {
  const match = THEME_WORDS.find(([pattern]) => pattern.test(issue.title));
  return match ? match[1] : (CATEGORY_SLUGS[hashKey(issue.id) % CATEGORY_SLUGS.length] ?? 'travel');
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  lineHeight?: number;
  family?: string;
  weight?: string;
  italic?: boolean;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
}

function textLines(lines: string[], o: TextOptions): string {
  const lineHeight = o.lineHeight ?? o.size * 1.2;
  const spans = lines
    .map((line, i) => `<tspan x="${r(o.x)}" y="${r(o.y + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text font-family="${escapeXml(o.family ?? SERIF)}" font-size="${o.size}" font-weight="${o.weight ?? 'normal'}"${o.italic ? ' font-style="italic"' : ''} fill="${o.fill}"${o.opacity === undefined ? '' : ` fill-opacity="${o.opacity}"`} text-anchor="${o.anchor ?? 'start'}"${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}>${spans}</text>`;
}

const charsFor = (width: number, size: number, glyph: number) => Math.max(8, Math.floor(width / (size * glyph)));

/** Rounded bars standing in for body text: paragraphs of full lines ending in a short one. */
function greekedColumn(
  rng: Random,
  x: number,
  top: number,
  width: number,
  bottom: number,
  ink: string,
  indentLines = 0,
  indent = 0,
): string {
  let bars = '';
  let lineInParagraph = 0;
  let paragraphLength = Math.round(rng.between(4, 9));
  for (let y = top, line = 0; y + 9 <= bottom; y += 20, line++) {
    const shift = line < indentLines ? indent : 0;
    const last = lineInParagraph === paragraphLength - 1;
    const length = last ? width * rng.between(0.35, 0.85) : width - shift;
    bars += `<rect x="${r(x + shift)}" y="${r(y)}" width="${r(length - (last ? shift : 0))}" height="9" rx="4.5" fill="${ink}" fill-opacity="0.16"/>`;
    lineInParagraph++;
    if (last) {
      lineInParagraph = 0;
      paragraphLength = Math.round(rng.between(4, 9));
      y += 12;
    }
  }
  return bars;
}

function imageBlock(
  key: string,
  category: CategorySlug,
  description: string,
  x: number,
  y: number,
  w: number,
  h: number,
  id: string,
): string {
  return `<svg x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" viewBox="0 0 ${r(w)} ${r(h)}">${sceneElements({ key, category, description }, w, h, id)}</svg>`;
}

export function coverBody(issue: SeedIssue): string {
  const theme = issueTheme(issue);
  const palette = paletteFor(theme, `${issue.title} ${issue.cover.coverline}`);
  const art = sceneElements(
    { key: `issue-${issue.id}-cover`, category: theme, description: issue.cover.coverline },
    PAGE_W,
    PAGE_H,
    'cover',
  );
  const number = `No. ${issue.id.padStart(2, '0')}`;
  const coverlineLines = wrapText(issue.cover.coverline, charsFor(PAGE_W - 2 * MARGIN, 56, SERIF_GLYPH), 4);
  const coverlineTop = PAGE_H - 170 - issue.cover.teasers.length * 64 - coverlineLines.length * 64;
  const teasers = issue.cover.teasers
    .slice(0, 4)
    .map((teaser, i) => {
      const y = PAGE_H - 150 - (issue.cover.teasers.length - 1 - i) * 64;
      const lines = wrapText(teaser, charsFor(PAGE_W - 2 * MARGIN - 40, 24, SANS_GLYPH), 2);
      return `<rect x="${MARGIN}" y="${y - 18}" width="22" height="3" fill="${palette.accent}"/>${textLines(lines, { x: MARGIN + 40, y, size: 24, lineHeight: 28, family: SANS, fill: palette.light })}`;
    })
    .join('');

  return `${art}
<defs>
<linearGradient id="cover-top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0.75"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0"/></linearGradient>
<linearGradient id="cover-foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.9"/></linearGradient>
</defs>
<rect width="${PAGE_W}" height="420" fill="url(#cover-top)"/>
<rect y="${PAGE_H - 620}" width="${PAGE_W}" height="620" fill="url(#cover-foot)"/>
${textLines(['SRI LANKA · LUXURY · LIFESTYLE'], { x: PAGE_W / 2, y: 78, size: 17, family: SANS, fill: palette.accent, anchor: 'middle', spacing: 6 })}
${textLines(['SERENDIB LUXE'], { x: PAGE_W / 2, y: 190, size: 84, fill: palette.light, anchor: 'middle', spacing: 4 })}
<rect x="${MARGIN}" y="232" width="${PAGE_W - 2 * MARGIN}" height="2" fill="${palette.accent}"/>
${textLines([`${issue.title.toUpperCase()}`], { x: MARGIN, y: 272, size: 24, family: SANS, weight: 'bold', fill: palette.light, spacing: 4 })}
${textLines([`${issue.date}  ·  ${number}`], { x: PAGE_W - MARGIN, y: 272, size: 20, family: SANS, fill: palette.light, anchor: 'end', spacing: 2, opacity: 0.85 })}
<rect x="${MARGIN}" y="${coverlineTop - 62}" width="90" height="4" fill="${palette.accent}"/>
${textLines(coverlineLines, { x: MARGIN, y: coverlineTop, size: 56, lineHeight: 64, italic: true, fill: palette.light })}
${teasers}`;
}

type Layout = 'image-top' | 'image-side' | 'image-bleed' | 'pull-quote';
const LAYOUTS: Layout[] = ['image-top', 'image-side', 'image-bleed', 'pull-quote'];

function runningHead(issue: SeedIssue, pageNumber: number, palette: Palette, dark = false): string {
  const ink = dark ? palette.light : palette.ink;
  const folioX = pageNumber % 2 === 0 ? MARGIN : PAGE_W - MARGIN;
  return `${textLines(['SERENDIB LUXE'], { x: MARGIN, y: 56, size: 15, family: SANS, weight: 'bold', fill: ink, spacing: 4, opacity: 0.8 })}
${textLines([`${issue.title} · ${issue.date}`], { x: PAGE_W - MARGIN, y: 56, size: 15, family: SANS, fill: ink, anchor: 'end', spacing: 1, opacity: 0.7 })}
<rect x="${MARGIN}" y="72" width="${PAGE_W - 2 * MARGIN}" height="1.5" fill="${ink}" fill-opacity="0.35"/>
<rect x="${MARGIN}" y="${PAGE_H - 78}" width="${PAGE_W - 2 * MARGIN}" height="1" fill="${palette.ink}" fill-opacity="0.25"/>
${textLines([String(pageNumber)], { x: folioX, y: PAGE_H - 44, size: 18, family: SANS, fill: palette.ink, anchor: pageNumber % 2 === 0 ? 'start' : 'end', opacity: 0.8 })}`;
}

/** Page `pageNumber` (2 and up; 1 is the cover) showing `page`. */
export function innerPageBody(issue: SeedIssue, page: SeedIssuePage, pageNumber: number): string {
  const key = `issue-${issue.id}-page-${pageNumber}-${page.headline}`;
  const rng = seededRandom(hashKey(key));
  const section = CATEGORY_SLUGS[hashKey(`${issue.id}-${pageNumber}`) % CATEGORY_SLUGS.length] ?? 'travel';
  const palette = paletteFor(section, `${page.headline} ${page.standfirst}`);
  const paper = '#f7f2e8';
  const layout = LAYOUTS[(pageNumber + Number(issue.id)) % LAYOUTS.length] ?? 'image-top';
  const contentW = PAGE_W - 2 * MARGIN;
  const kicker = CATEGORY_NAMES[section].toUpperCase();
  const picture = (x: number, y: number, w: number, h: number) =>
    imageBlock(key, section, `${page.headline} ${page.standfirst}`, x, y, w, h, 'p');
  const headlineLines = (width: number, size: number) => wrapText(page.headline, charsFor(width, size, SERIF_GLYPH), 3);
  const standfirstLines = (width: number, size: number, max: number) =>
    wrapText(page.standfirst, charsFor(width, size, SERIF_GLYPH), max);
  const columns = (top: number, count: number, bottom = PAGE_H - 110, dropCap = false) => {
    const gutter = 36;
    const width = (contentW - gutter * (count - 1)) / count;
    return Array.from({ length: count }, (_, i) => {
      const x = MARGIN + i * (width + gutter);
      if (i === 0 && dropCap) {
        return `<rect x="${x}" y="${top}" width="48" height="48" fill="${palette.accent}"/>${greekedColumn(rng, x, top, width, bottom, palette.ink, 3, 62)}`;
      }
      return greekedColumn(rng, x, top, width, bottom, palette.ink);
    }).join('');
  };

  let body: string;
  if (layout === 'image-top') {
    const headline = headlineLines(contentW, 54);
    const headY = 700;
    const standY = headY + headline.length * 60 + 20;
    const stand = standfirstLines(contentW, 26, 2);
    body = `${picture(MARGIN, 110, contentW, 500)}
${textLines([kicker], { x: MARGIN, y: 642, size: 16, family: SANS, weight: 'bold', fill: palette.accent, spacing: 4 })}
${textLines(headline, { x: MARGIN, y: headY, size: 54, lineHeight: 60, fill: palette.ink })}
${textLines(stand, { x: MARGIN, y: standY, size: 26, lineHeight: 34, italic: true, fill: palette.ink, opacity: 0.8 })}
${columns(standY + stand.length * 34 + 16, 2, PAGE_H - 110, true)}`;
  } else if (layout === 'image-side') {
    const headline = headlineLines(contentW, 62);
    const standY = 180 + headline.length * 68 + 16;
    const stand = standfirstLines(contentW, 28, 3);
    const top = standY + stand.length * 36 + 20;
    const sideX = MARGIN + contentW * 0.48;
    body = `${textLines([kicker], { x: MARGIN, y: 130, size: 16, family: SANS, weight: 'bold', fill: palette.accent, spacing: 4 })}
${textLines(headline, { x: MARGIN, y: 190, size: 62, lineHeight: 68, fill: palette.ink })}
${textLines(stand, { x: MARGIN, y: standY, size: 28, lineHeight: 36, italic: true, fill: palette.ink, opacity: 0.8 })}
${greekedColumn(rng, MARGIN, top, contentW * 0.44, PAGE_H - 110, palette.ink)}
${picture(sideX, top, PAGE_W - MARGIN - sideX, 520)}
${greekedColumn(rng, sideX, top + 550, PAGE_W - MARGIN - sideX, PAGE_H - 110, palette.ink)}`;
  } else if (layout === 'image-bleed') {
    const headline = headlineLines(contentW, 58);
    const stand = standfirstLines(contentW, 26, 2);
    body = `${picture(0, 0, PAGE_W, 680)}
<defs><linearGradient id="bleed" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.85"/></linearGradient></defs>
<rect y="330" width="${PAGE_W}" height="350" fill="url(#bleed)"/>
${textLines([kicker], { x: MARGIN, y: 690 - headline.length * 64 - 56, size: 16, family: SANS, weight: 'bold', fill: palette.accent, spacing: 4 })}
${textLines(headline, { x: MARGIN, y: 690 - headline.length * 64, size: 58, lineHeight: 64, fill: palette.light })}
${textLines(stand, { x: MARGIN, y: 740, size: 26, lineHeight: 34, italic: true, fill: palette.ink, opacity: 0.8 })}
${columns(740 + stand.length * 34 + 10, 3)}`;
  } else {
    const headline = headlineLines(contentW, 56);
    const quote = wrapText(`“${page.standfirst}”`, charsFor(contentW - 60, 40, SERIF_GLYPH), 4);
    const quoteY = 200 + headline.length * 62 + 70;
    const afterQuote = quoteY + quote.length * 50 + 30;
    body = `${textLines([kicker], { x: MARGIN, y: 130, size: 16, family: SANS, weight: 'bold', fill: palette.accent, spacing: 4 })}
${textLines(headline, { x: MARGIN, y: 196, size: 56, lineHeight: 62, fill: palette.ink })}
<rect x="${MARGIN}" y="${quoteY - 48}" width="6" height="${quote.length * 50 + 10}" fill="${palette.accent}"/>
${textLines(quote, { x: MARGIN + 34, y: quoteY, size: 40, lineHeight: 50, italic: true, fill: palette.ink, opacity: 0.9 })}
${columns(afterQuote, 2, PAGE_H - 420)}
${picture(MARGIN, PAGE_H - 390, contentW, 280)}`;
  }

  return `<rect width="${PAGE_W}" height="${PAGE_H}" fill="${paper}"/>
${body}
${runningHead(issue, pageNumber, palette, layout === 'image-bleed')}`;
}

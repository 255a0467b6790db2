/**
 * Issue pages drawn like a printed magazine from the page's own text: inner pages with a running
 * head, the page's section, headline, standfirst, an image block, the body set in columns and a
 * folio (covers.ts draws the covers).
 */
import { CATEGORY_SLUGS } from '../../../contract/categories.ts';
import type { PageText } from '../../../contract/schemas.ts';
import type { CategorySlug, IssueSection, SeedIssue } from '../types.ts';
import { paletteFor } from './palettes.ts';
import type { Palette } from './palettes.ts';
import { sceneElements } from './scene.ts';
import { escapeXml, hashKey, r, wrapText } from './svg-kit.ts';
import { setColumns, type SetText, type TextColumn } from './typeset.ts';

export const PAGE_W = 1000;
export const PAGE_H = 1300;
const MARGIN = 80;
const SERIF = "Georgia, 'DejaVu Serif', serif";
const SANS = "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";
/** Average glyph width as a share of the font size, used to wrap lines SVG cannot wrap itself. */
const SERIF_GLYPH = 0.6;

const THEME_WORDS: [RegExp, CategorySlug][] = [
  [/escape|travel|journey|coast/i, 'travel'],
  [/style|fashion|couture/i, 'fashion'],
  [/\bart\b|craft/i, 'art'],
  [/design|architect|interior/i, 'realestate'],
  [/culture|festival|music|stage/i, 'entertainment'],
  [/gem|jewel/i, 'gems'],
];

/** The colours and picture of each section's pages; the rest take the issue's own. */
const SECTION_TOPICS: Partial<Record<IssueSection, CategorySlug>> = {
  Travel: 'travel',
  Hotels: 'travel',
  'Tea Country': 'travel',
  Wellness: 'travel',
  Wildlife: 'travel',
  Gems: 'gems',
  Style: 'fashion',
  Beauty: 'fashion',
  Cuisine: 'household',
  Art: 'art',
  Craft: 'art',
  Culture: 'entertainment',
  Design: 'realestate',
  Interiors: 'household',
  Gardens: 'household',
  Property: 'realestate',
  Yachting: 'sports',
};

/** The issue's dominant section, which sets the cover's colours. */
export function issueTheme(issue: SeedIssue): CategorySlug {
  const match = THEME_WORDS.find(([pattern]) => pattern.test(issue.title));
  return match ? match[1] : (CATEGORY_SLUGS[hashKey(issue.id) % CATEGORY_SLUGS.length] ?? 'travel');
}

function sectionTopic(issue: SeedIssue, section: string | undefined): CategorySlug {
  return SECTION_TOPICS[section as IssueSection] ?? issueTheme(issue);
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

const BODY_STYLE = { size: 19, lineHeight: 28, glyph: 0.5, family: SERIF, paragraphGap: 10 } as const;
const GUTTER = 36;
const BODY_BOTTOM = PAGE_H - 110;

/**
 * Page `pageNumber` (2 and up; 1 is the cover) drawn from `text`. Says whether the body ran past
 * its columns, so the seed can be held to text that fits its page.
 */
export function innerPageBody(issue: SeedIssue, text: PageText, pageNumber: number): SetText {
  const standfirst = text.standfirst ?? '';
  const key = `issue-${issue.id}-page-${pageNumber}-${text.headline}`;
  const topic = sectionTopic(issue, text.section);
  const palette = paletteFor(topic, `${text.headline} ${standfirst}`);
  const paper = '#f7f2e8';
  const layout = LAYOUTS[(pageNumber + Number(issue.id)) % LAYOUTS.length] ?? 'image-top';
  const contentW = PAGE_W - 2 * MARGIN;
  const kicker = (text.section ?? issue.title).toUpperCase();
  const picture = (x: number, y: number, w: number, h: number) =>
    imageBlock(key, topic, `${text.headline} ${standfirst}`, x, y, w, h, 'p');
  const headlineLines = (width: number, size: number) => wrapText(text.headline, charsFor(width, size, SERIF_GLYPH), 3);
  const standfirstLines = (width: number, size: number, max: number) =>
    standfirst ? wrapText(standfirst, charsFor(width, size, SERIF_GLYPH), max) : [];
  const set = (columns: TextColumn[], dropCap = false) =>
    setColumns(text.body, columns, {
      ...BODY_STYLE,
      fill: palette.ink,
      ...(dropCap ? { dropCap: palette.accent } : {}),
    });
  const row = (top: number, count: number, bottom = BODY_BOTTOM): TextColumn[] => {
    const width = (contentW - GUTTER * (count - 1)) / count;
    return Array.from({ length: count }, (_, i) => ({ x: MARGIN + i * (width + GUTTER), top, width, bottom }));
  };

  let body: string;
  let columns: SetText;
  if (layout === 'image-top') {
    const headline = headlineLines(contentW, 52);
    const headY = 620;
    const standY = headY + headline.length * 58 + 16;
    const stand = standfirstLines(contentW, 25, 2);
    columns = set(row(standY + stand.length * 32 + 8, 2), true);
    body = `${picture(MARGIN, 110, contentW, 420)}
${textLines([kicker], { x: MARGIN, y: 566, size: 16, family: SANS, weight: 'bold', fill: palette.accent, spacing: 4 })}
${textLines(headline, { x: MARGIN, y: headY, size: 52, lineHeight: 58, fill: palette.ink })}
${textLines(stand, { x: MARGIN, y: standY, size: 25, lineHeight: 32, italic: true, fill: palette.ink, opacity: 0.8 })}
${columns.svg}`;
  } else if (layout === 'image-side') {
    const headline = headlineLines(contentW, 60);
    const standY = 180 + headline.length * 66 + 12;
    const stand = standfirstLines(contentW, 27, 3);
    const top = standY + stand.length * 35 + 16;
    const sideX = MARGIN + contentW * 0.48;
    const sideW = PAGE_W - MARGIN - sideX;
    columns = set([
      { x: MARGIN, top, width: contentW * 0.44, bottom: BODY_BOTTOM },
      { x: sideX, top: top + 450, width: sideW, bottom: BODY_BOTTOM },
    ]);
    body = `${textLines([kicker], { x: MARGIN, y: 130, size: 16, family: SANS, weight: 'bold', fill: palette.accent, spacing: 4 })}
${textLines(headline, { x: MARGIN, y: 190, size: 60, lineHeight: 66, fill: palette.ink })}
${textLines(stand, { x: MARGIN, y: standY, size: 27, lineHeight: 35, italic: true, fill: palette.ink, opacity: 0.8 })}
${picture(sideX, top, sideW, 420)}
${columns.svg}`;
  } else if (layout === 'image-bleed') {
    const headline = headlineLines(contentW, 56);
    const stand = standfirstLines(contentW, 25, 2);
    columns = set(row(720 + stand.length * 32, 3));
    body = `${picture(0, 0, PAGE_W, 640)}
<defs><linearGradient id="bleed" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.85"/></linearGradient></defs>
<rect y="290" width="${PAGE_W}" height="350" fill="url(#bleed)"/>
${textLines([kicker], { x: MARGIN, y: 650 - headline.length * 62 - 56, size: 16, family: SANS, weight: 'bold', fill: palette.accent, spacing: 4 })}
${textLines(headline, { x: MARGIN, y: 650 - headline.length * 62, size: 56, lineHeight: 62, fill: palette.light })}
${textLines(stand, { x: MARGIN, y: 700, size: 25, lineHeight: 32, italic: true, fill: palette.ink, opacity: 0.8 })}
${columns.svg}`;
  } else {
    const headline = headlineLines(contentW, 54);
    const quote = standfirst ? wrapText(`“${standfirst}”`, charsFor(contentW - 60, 36, SERIF_GLYPH), 4) : [];
    const quoteY = 196 + headline.length * 60 + 60;
    const afterQuote = quoteY + quote.length * 46 + 20;
    columns = set(row(afterQuote, 2, PAGE_H - 350));
    body = `${textLines([kicker], { x: MARGIN, y: 130, size: 16, family: SANS, weight: 'bold', fill: palette.accent, spacing: 4 })}
${textLines(headline, { x: MARGIN, y: 196, size: 54, lineHeight: 60, fill: palette.ink })}
${quote.length ? `<rect x="${MARGIN}" y="${quoteY - 44}" width="6" height="${quote.length * 46 + 8}" fill="${palette.accent}"/>` : ''}
${textLines(quote, { x: MARGIN + 34, y: quoteY, size: 36, lineHeight: 46, italic: true, fill: palette.ink, opacity: 0.9 })}
${columns.svg}
${picture(MARGIN, PAGE_H - 320, contentW, 210)}`;
  }

  return {
    svg: `<rect width="${PAGE_W}" height="${PAGE_H}" fill="${paper}"/>
${body}
${runningHead(issue, pageNumber, palette, layout === 'image-bleed')}`,
    overflow: columns.overflow,
  };
}

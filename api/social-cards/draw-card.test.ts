import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SOCIAL_CARD } from '../../contract/social-cards.ts';
import { clipText, drawSocialCard, titleLines } from './draw-card.ts';

describe('titleLines', () => {
  it('wraps by words and cuts a long title with an ellipsis', () => {
    expect(titleLines('Tea Country Mornings in the Hills', 12, 4)).toEqual(['Tea Country', 'Mornings in', 'the Hills']);
    expect(titleLines('one two three four five six', 3, 2)).toEqual(['one', 'tw…']);
    expect(titleLines('Tea Country Mornings in the Hills', 12, 2)).toEqual(['Tea Country', 'Mornings…']);
  });

  it('breaks a word longer than a line', () => {
    expect(titleLines('Supercalifragilistic', 8, 4)).toEqual(['Supercal', 'ifragili', 'stic']);
  });

  it('lays out only what fits of a title of 600,000 characters, with or without spaces', () => {
    for (const title of ['x'.repeat(600_000), 'word '.repeat(120_000), ' '.repeat(599_999) + 'x']) {
      const lines = titleLines(title, 19, 4);
      expect(lines.length).toBeLessThanOrEqual(4);
      expect(lines.every((line) => line.length <= 19)).toBe(true);
    }
    expect(titleLines('x'.repeat(600_000), 19, 4).at(-1)).toBe(`${'x'.repeat(18)}…`);
    expect(titleLines('word '.repeat(120_000), 19, 4).at(-1)).toBe('word word word…');
  });
});

describe('clipText', () => {
  it('keeps a short text and cuts a long one to the length, ending in …', () => {
    expect(clipText('Issue · March 2026', 48)).toBe('Issue · March 2026');
    expect(clipText('Issue · '.padEnd(100, 'x'), 20)).toBe('Issue · xxxxxxxxxxx…');
    expect(clipText('Issue · '.padEnd(100, 'x'), 20)).toHaveLength(20);
  });
});

describe('social cards', () => {
  it('draws a 1200x630 JPEG, with a portrait page beside the words, and escapes the title', async () => {
    const page = await sharp({ create: { width: 100, height: 130, channels: 3, background: '#aa3322' } })
      .png()
      .toBuffer();
    const jpeg = await drawSocialCard(
      { path: 'magazines/1/page/2', title: 'Tea & <Tide>', eyebrow: 'Page 2 of 12' },
      page,
    );
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SOCIAL_CARD.width, SOCIAL_CARD.height]);
    // The page sits at the right: its colour shows there, the ground at the left.
    const { data } = await sharp(jpeg)
      .extract({ left: 1000, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(140);
  });

  it('draws each card on the backdrop of its own picture when cards with other pictures are drawn at once', async () => {
    const picture = (background: string) =>
      sharp({ create: { width: 160, height: 100, channels: 3, background } })
        .png()
        .toBuffer();
    const [red, blue] = await Promise.all([picture('#dd1111'), picture('#1111dd')]);
    const cards = [red, blue, red, blue].map((image, i) =>
      drawSocialCard({ path: `blogs/${i}`, title: `Card ${i}`, eyebrow: 'Travel' }, image),
    );
    const rightSide = async (jpeg: Buffer) =>
      (await sharp(jpeg).extract({ left: 1100, top: 300, width: 1, height: 1 }).raw().toBuffer()).toJSON().data;
    const colours = await Promise.all((await Promise.all(cards)).map(rightSide));
    expect(colours.map(([r = 0, , b = 0]) => (r > b ? 'red' : 'blue'))).toEqual(['red', 'blue', 'red', 'blue']);
  });

  it('draws a card whose title and topic run to 600,000 characters', async () => {
    const jpeg = await drawSocialCard(
      { path: 'blogs/long', title: 'x'.repeat(600_000), eyebrow: 'Issue · '.padEnd(600_000, 'x') },
      undefined,
    );
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SOCIAL_CARD.width, SOCIAL_CARD.height]);
  });

  it('lays a picture with transparent parts on the ground of the card, not on black', async () => {
    const clear = await sharp({
      create: { width: 160, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const jpeg = await drawSocialCard({ path: 'blogs/clear', title: 'Clear', eyebrow: 'Travel' }, clear);
    const pixel = async (left: number) =>
      (await sharp(jpeg).extract({ left, top: 300, width: 1, height: 1 }).raw().toBuffer()).toJSON().data;
    // The ground (#13201b) at the left, in the words' column, and under the picture at the right.
    for (const left of [20, 1100]) {
      const [r = 0, g = 0, b = 0] = await pixel(left);
      expect(
        [Math.abs(r - 0x13), Math.abs(g - 0x20), Math.abs(b - 0x1b)].every((d) => d <= 4),
        `x ${left}`,
      ).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_LIMITS } from '../../contract/schemas.ts';
import { pageWords } from './page-words.ts';
import { textRuns, type TextRun } from './text-runs.ts';

/** A run as a layout program places one: `text` at `x`, on the baseline `y` from the page's top. */
function run(text: string, x: number, y: number, size = 10, rtl = false): TextRun {
  return { text, x, baseline: y, width: text.length * size * 0.5, size, rtl };
}

/** Lines of body type, one under the other, from `y`. */
function column(lines: string[], x: number, y: number): TextRun[] {
  return lines.map((line, index) => run(line, x, y + index * 12));
}

describe('pageWords', () => {
  it('takes the largest type as the headline, a short line above it as the section and larger type under it as the standfirst', () => {
    const runs = [
      run('TRAVEL', 40, 40, 9),
      run('The Tea Country', 40, 80, 30),
      run('Up where the mist sits on the estates.', 40, 120, 14),
      ...column(['The estates climb the hills above', 'Nuwara Eliya.'], 40, 150),
    ];
    expect(pageWords(runs)).toEqual({
      headed: true,
      text: {
        section: 'TRAVEL',
        headline: 'The Tea Country',
        standfirst: 'Up where the mist sits on the estates.',
        body: ['The estates climb the hills above Nuwara Eliya.'],
      },
    });
  });

  it('reads a page in columns column by column, even with a folio across the gutter', () => {
    const runs = [
      run('Gems of Ratnapura', 40, 60, 30),
      ...column(['Left column first line', 'left column second line.'], 40, 120),
      ...column(['Right column first line', 'right column second line.'], 320, 120),
      ...column(['Left column, next paragraph.'], 40, 160),
      ...column(['Right column, next paragraph.'], 320, 160),
      run('12', 290, 760, 8),
    ];
    expect(pageWords(runs).text?.body).toEqual([
      'Left column first line left column second line.',
      'Left column, next paragraph.',
      'Right column first line right column second line.',
      'Right column, next paragraph.',
    ]);
  });

  it('joins a word broken with a hyphen at a line end, and keeps a hyphen before a capital or inside a line', () => {
    const runs = [
      run('Headline', 40, 40, 24),
      ...column(
        ['Sapphires are washed by hand, an extra-', 'ordinary sight in the well-known', 'gravels of Sri-', 'Lanka.'],
        40,
        80,
      ),
    ];
    expect(pageWords(runs).text?.body).toEqual([
      'Sapphires are washed by hand, an extraordinary sight in the well-known gravels of Sri- Lanka.',
    ]);
  });

  it('puts the words of a right-to-left line in their order, from the right', () => {
    const runs = [run('Headline', 40, 40, 24), run('עולם', 200, 80, 10, true), run('שלום', 224, 80, 10, true)];
    expect(pageWords(runs).text?.body).toEqual(['שלום עולם']);
  });

  it('answers no text for a page without words, and lets the first paragraph stand in when no type is larger', () => {
    expect(pageWords([])).toEqual({ text: null, headed: false });
    expect(pageWords(column(['Running text from the page before.', 'It goes on.'], 40, 40))).toEqual({
      headed: false,
      text: { headline: 'Running text from the page before. It goes on.', body: [] },
    });
  });

  it('keeps a headline over its limit whole in the body, and never more paragraphs than a page may carry', () => {
    const long = 'word '.repeat(100).trim();
    const result = pageWords([run(long, 40, 40, 10)]);
    expect(result.text?.headline.length).toBeLessThanOrEqual(PAGE_TEXT_LIMITS.headline);
    expect(result.text?.body).toEqual([long]);

    const many = Array.from({ length: 80 }, (_, index) => run(`Paragraph ${index + 1}.`, 40, 100 + index * 30));
    const body = pageWords([run('Headline', 40, 40, 30), ...many]).text?.body ?? [];
    expect(body).toHaveLength(PAGE_TEXT_LIMITS.paragraphs);
    expect(body.at(-1)).toContain('Paragraph 80.');
  });
});

describe('textRuns', () => {
  it('places items by the viewport, leaves out empty and sideways text, and gives back letters from presentation forms', () => {
    // The viewport of a 600-point-high page at scale 1: y flipped, origin at the top left.
    const viewport = [1, 0, 0, -1, 0, 600];
    const runs = textRuns(
      [
        { str: 'ﬁne', dir: 'ltr', width: 20, height: 10, transform: [10, 0, 0, 10, 40, 500] },
        { str: ' ', dir: 'ltr', width: 3, height: 0, transform: [10, 0, 0, 10, 60, 500] },
        { str: 'Spine', dir: 'ltr', width: 20, height: 10, transform: [0, 10, -10, 0, 5, 300] },
        { str: 'ﻣﺮﺣﺒﺎ', dir: 'rtl', width: 30, height: 10, transform: [10, 0, 0, 10, 100, 400] },
      ],
      viewport,
    );
    expect(runs).toEqual([
      { text: 'fine', x: 40, baseline: 100, width: 20, size: 10, rtl: false },
      { text: 'مرحبا', x: 100, baseline: 200, width: 30, size: 10, rtl: true },
    ]);
  });
});

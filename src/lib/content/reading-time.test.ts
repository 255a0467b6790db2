import { describe, expect, it } from 'vitest';
import { READING_WORDS_PER_MINUTE } from '../../config/ui.ts';
import { testItem } from '../../../tests/support/items.ts';
import { countWords, readingMinutes, readingTimeLabel } from './reading-time.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('reading time', () => {
  it('counts words, not tags or attributes', () => {
    expect(countWords('<p class="lead">Kandy’s <a href="/x">lake</a> at dawn</p>')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('rounds up to whole minutes and never answers less than one', () => {
    expect(readingMinutes(testItem({ id: 'empty', description: [] }))).toBe(1);
    expect(readingMinutes(testItem({ id: 'one', description: [words(READING_WORDS_PER_MINUTE)] }))).toBe(1);
    expect(readingMinutes(testItem({ id: 'two', description: [words(READING_WORDS_PER_MINUTE + 1)] }))).toBe(2);
  });

  it('counts the subtitled sections as well as the paragraphs', () => {
    const item = testItem({
      id: 'sections',
      description: [words(READING_WORDS_PER_MINUTE)],
      variations: [{ subtitle: 'More', description: [words(READING_WORDS_PER_MINUTE)] }],
    });
    expect(readingMinutes(item)).toBe(3);
    expect(readingTimeLabel(3)).toBe('3 min read');
  });
});

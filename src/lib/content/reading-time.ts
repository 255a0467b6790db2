/**
 * The reading time shown at the top of an article: the words of its paragraphs and subtitled
 * sections at READING_WORDS_PER_MINUTE, rounded up, never under a minute. Runs in the browser too
 * (fresh items), so words are counted without parsing: tags only separate words here, and nothing
 * counted is ever shown.
 */
import { READING_WORDS_PER_MINUTE } from '../../config/ui.ts';
import type { Item } from '../api/entities.ts';

const TAG = /<[^>]*>/g;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export function countWords(html: string): number {
  return html.replace(TAG, ' ').match(WORD)?.length ?? 0;
}

/** Whole minutes, at least one. */
export function readingMinutes(item: Pick<Item, 'description' | 'variations'>): number {
  const paragraphs = [
    ...item.description,
    ...item.variations.flatMap((variation) => [variation.subtitle, ...variation.description]),
  ];
  const words = paragraphs.reduce((sum, paragraph) => sum + countWords(paragraph), 0);
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

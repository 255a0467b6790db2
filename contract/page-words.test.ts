import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ownWords, PAGE_WORD_FIELDS, PAGE_WORD_LIMITS, socialTitleOf } from './page-words.ts';
import { pageWordsWriteShape } from './page-words-shapes.ts';
import { wireIssueSchema, wireItemSchema } from './schemas.ts';

const writes = z.strictObject(pageWordsWriteShape);

describe('the search and social words', () => {
  it('are limited to what search results and social cards show', () => {
    expect(PAGE_WORD_LIMITS).toEqual({
      searchTitle: 60,
      searchDescription: 160,
      socialTitle: 70,
      socialDescription: 200,
    });
    expect(PAGE_WORD_FIELDS).toEqual(['searchTitle', 'searchDescription', 'socialTitle', 'socialDescription']);
  });

  it('take a write up to each limit, trimmed, and refuse one character more, naming the field', () => {
    for (const field of PAGE_WORD_FIELDS) {
      const max = PAGE_WORD_LIMITS[field];
      expect(writes.parse({ [field]: `  ${'a'.repeat(max)}  ` })[field]).toBe('a'.repeat(max));
      const refused = writes.safeParse({ [field]: 'a'.repeat(max + 1) });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]).toMatchObject({ path: [field], message: `must be at most ${max} characters` });
    }
  });

  it('refuse a line break, which no search result or card shows', () => {
    const refused = writes.safeParse({ socialDescription: 'Two\nlines' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['socialDescription'], message: 'must be one line' });
  });

  it('travel on blogs, vlogs and issues, and read back whatever their length', () => {
    const long = 'a'.repeat(500);
    const item = wireItemSchema.parse({
      id: 'tea',
      type: 'blog',
      title: 'Tea',
      categoryName: 'Travel & Tourism',
      category: 'travel',
      searchTitle: long,
      socialDescription: 'Shared',
    });
    expect(item).toMatchObject({ searchTitle: long, socialDescription: 'Shared' });
    const issue = wireIssueSchema.parse({
      id: '1',
      title: 'The Escape',
      createdAt: '2026-01-01',
      socialTitle: 'Share',
    });
    expect(issue.socialTitle).toBe('Share');
  });

  it('count as none when empty or blank, so the title and excerpt stand in', () => {
    expect(ownWords({ searchTitle: '  ' }, 'searchTitle')).toBeUndefined();
    expect(ownWords({}, 'searchDescription')).toBeUndefined();
    expect(ownWords({ socialTitle: ' Shared ' }, 'socialTitle')).toBe('Shared');
    expect(socialTitleOf({ title: 'Tea Country Mornings' })).toBe('Tea Country Mornings');
    expect(socialTitleOf({ title: 'Tea Country Mornings', socialTitle: '' })).toBe('Tea Country Mornings');
    expect(socialTitleOf({ title: 'Tea Country Mornings', socialTitle: 'Mist, tea and a blue train' })).toBe(
      'Mist, tea and a blue train',
    );
  });
});

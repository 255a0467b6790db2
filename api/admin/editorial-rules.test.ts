import { describe, expect, it } from 'vitest';
import { missingAlts } from './editorial-rules.ts';

describe('alt text before publishing', () => {
  it('asks it of every picture without it', () => {
    expect(missingAlts('blog', { images: ['/a', '/b'], alts: ['A', ' '] })).toEqual({
      'imageAlts.1': 'is required before publishing',
    });
  });

  it('takes an issue page’s words as its description', () => {
    const texts = [{ headline: 'Tea', body: [] }, null];
    expect(missingAlts('issue', { images: ['/p1', '/p2'], alts: undefined, texts })).toEqual({
      'pageAlts.1': 'is required before publishing',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { bodyExcerpt, titleWordCount } from './excerpt.ts';

const title = 'Sapphires of Ratnapura: a jeweller’s year';
const content = `${title}. The rains come to Ratnapura in May, and with them the sapphire season opens in the pits along the river.`;
const wordsOf = (text: string) => text.split(/\s+/);
const at = (word: string) => wordsOf(content).findIndex((candidate) => candidate.startsWith(word));

describe('bodyExcerpt', () => {
  it('leaves the title out and marks the matched words of the body', () => {
    const excerpt = bodyExcerpt({ content, title, locations: [1, at('sapphire')] }, 30);
    expect(excerpt.startsWith('The rains come')).toBe(true);
    expect(excerpt).not.toContain('jeweller');
    expect(excerpt).toContain('the <mark>sapphire</mark> season');
    expect(excerpt.match(/<mark>/g)).toHaveLength(1);
  });

  it('starts near the first match of a long body and says where the text goes on', () => {
    const excerpt = bodyExcerpt({ content, title, locations: [at('river.')] }, 6);
    expect(excerpt).toMatch(/^… .* along the <mark>river\.<\/mark>$/);
  });

  it('opens the body when only the title matched', () => {
    expect(bodyExcerpt({ content, title, locations: [0] }, 4)).toBe('The rains come to …');
  });

  it('escapes the page text, so only its own marks are markup', () => {
    const excerpt = bodyExcerpt({ content: 'Title <b>bold</b> & more', title: 'Title', locations: [1] }, 10);
    expect(excerpt).toBe('<mark>&lt;b&gt;bold&lt;/b&gt;</mark> &amp; more');
  });
});

describe('titleWordCount', () => {
  it('counts the opening words that spell the title, punctuation aside', () => {
    expect(titleWordCount(wordsOf(content), title)).toBe(wordsOf(title).length);
  });

  it('is 0 when the text does not open with the title', () => {
    expect(titleWordCount(wordsOf('A different opening line'), title)).toBe(0);
  });
});

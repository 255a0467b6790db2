import { describe, expect, it } from 'vitest';
import { escapeXml, hashKey, seededRandom, wrapText } from './svg-kit.ts';

describe('escapeXml', () => {
  it('escapes every character that could break out of text or an attribute', () => {
    expect(escapeXml(`Tom & Jerry's <b>"best"</b>`)).toBe(
      'Tom &#38; Jerry&#39;s &#60;b&#62;&#34;best&#34;&#60;/b&#62;',
    );
  });
});

describe('hashKey and seededRandom', () => {
  it('repeat for the same key and differ for another', () => {
    expect(hashKey('blogs/tea/1')).toBe(hashKey('blogs/tea/1'));
    expect(hashKey('blogs/tea/1')).not.toBe(hashKey('blogs/tea/2'));
    const a = seededRandom(42);
    const b = seededRandom(42);
    const drawsA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(drawsA);
    expect(drawsA.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(drawsA).size).toBe(5);
  });
});

describe('wrapText', () => {
  it('breaks at spaces within the width', () => {
    expect(wrapText('the quick brown fox jumps', 10, 5)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('ends with an ellipsis when lines run out', () => {
    const lines = wrapText('one two three four five six seven', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(lines.every((line) => line.length <= 9)).toBe(true);
  });
});

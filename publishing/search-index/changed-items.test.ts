import { describe, expect, it } from 'vitest';
import { mergeChangedItems, parseChangedItems } from './changed-items.ts';

describe('changed items', () => {
  it('read back from the indexer argument, and merged once each in the order they first changed', () => {
    expect(parseChangedItems('blog:a,issue:7,vlog:x-1')).toEqual([
      { kind: 'blog', id: 'a' },
      { kind: 'issue', id: '7' },
      { kind: 'vlog', id: 'x-1' },
    ]);
    expect(parseChangedItems('')).toEqual([]);
    expect(() => parseChangedItems('page:a')).toThrow('Not a changed item: page:a');
    expect(() => parseChangedItems('blog:')).toThrow('Not a changed item: blog:');
    expect(
      mergeChangedItems(
        [
          { kind: 'blog', id: 'a' },
          { kind: 'issue', id: '7' },
        ],
        [
          { kind: 'blog', id: 'b' },
          { kind: 'blog', id: 'a' },
        ],
      ),
    ).toEqual([
      { kind: 'blog', id: 'a' },
      { kind: 'issue', id: '7' },
      { kind: 'blog', id: 'b' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { itemPageKeys, itemsChangedSince, mergeChangedItems, parseChangedItems } from './changed-items.ts';

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

  it("are found by their pages' keys too: changed, added and removed, whatever a publish named", () => {
    const record = {
      code: 'c1',
      pages: {
        'index.html': 'home-1',
        'blogs/page/2/index.html': 'list-1',
        'blogs/a/index.html': 'a-1',
        'blogs/b/index.html': 'b-1',
        'magazines/6/index.html': 'six-1',
      },
    };
    const kept = itemPageKeys(record);
    expect(kept?.pages).toEqual({
      'blogs/a/index.html': 'a-1',
      'blogs/b/index.html': 'b-1',
      'magazines/6/index.html': 'six-1',
    });
    const now = itemPageKeys({
      code: 'c1',
      pages: {
        'index.html': 'home-2',
        'blogs/page/2/index.html': 'list-2',
        'blogs/a/index.html': 'a-2',
        'vlogs/c/index.html': 'c-1',
        'magazines/6/index.html': 'six-1',
      },
    });
    expect(itemsChangedSince(kept, now)).toEqual([
      { kind: 'blog', id: 'a' },
      { kind: 'blog', id: 'b' },
      { kind: 'vlog', id: 'c' },
    ]);
    expect(itemsChangedSince(kept, kept)).toEqual([]);
    expect(itemsChangedSince(undefined, now)).toBe('unknown');
    expect(itemsChangedSince(kept, undefined)).toBe('unknown');
    expect(itemsChangedSince(kept, now && { ...now, code: 'c2' })).toBe('unknown');
  });
});

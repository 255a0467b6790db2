import { describe, expect, it } from 'vitest';
import { ITEM_ID_PATTERN } from '../../contract/schemas.ts';
import { newItemId, nextIssueId, slugOf } from './new-ids.ts';

describe('slugOf', () => {
  it('makes a URL slug of a title, accents and ampersands included', () => {
    expect(slugOf('Sigiriya at Dawn: A Café Guide')).toBe('sigiriya-at-dawn-a-cafe-guide');
    expect(slugOf('  Gems & Jewels — 2026!  ')).toBe('gems-and-jewels-2026');
    expect(slugOf('සීගිරිය')).toBe('');
  });

  it('keeps long titles within the id pattern', () => {
    const slug = slugOf('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(ITEM_ID_PATTERN.test(slug)).toBe(true);
  });
});

describe('newItemId', () => {
  it('adds -2, -3… while the slug is taken', async () => {
    const taken = new Set(['tea', 'tea-2']);
    expect(await newItemId('Tea', 'blog', (id) => taken.has(id), 0)).toBe('tea-3');
    expect(await newItemId('Tea', 'blog', () => false, 0)).toBe('tea');
  });

  it('falls back to the kind and the time for a title without Latin letters', async () => {
    expect(await newItemId('සීගිරිය', 'vlog', () => false, 36 ** 3)).toBe('vlog-1000');
  });
});

describe('nextIssueId', () => {
  it('numbers after the highest issue, numerically', () => {
    expect(nextIssueId([{ id: '2' }, { id: '10' }, { id: '9' }])).toBe('11');
    expect(nextIssueId([])).toBe('1');
  });
});

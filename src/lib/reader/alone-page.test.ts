import { describe, expect, it } from 'vitest';
import { aloneSide } from './alone-page.ts';

describe('aloneSide', () => {
  it("puts the cover on the right and an even issue's last page on the left of a spread", () => {
    expect(aloneSide(0, 12, 'spread')).toBe('right');
    expect(aloneSide(11, 12, 'spread')).toBe('left');
    expect(aloneSide(5, 12, 'spread')).toBeUndefined();
  });

  it('says nothing when the last page has a partner, on one-page screens, or for a one-page issue', () => {
    expect(aloneSide(10, 11, 'spread')).toBeUndefined();
    expect(aloneSide(0, 12, 'single')).toBeUndefined();
    expect(aloneSide(0, 1, 'spread')).toBeUndefined();
  });
});

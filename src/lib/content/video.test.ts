import { describe, expect, it } from 'vitest';
import { playerUrl } from './video.ts';

describe('playerUrl', () => {
  it('asks the embed link to play at once, without other channels’ videos', () => {
    expect(playerUrl('https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm')).toBe(
      'https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm?autoplay=1&rel=0',
    );
    expect(playerUrl('https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm?start=30')).toBe(
      'https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm?start=30&autoplay=1&rel=0',
    );
  });
});

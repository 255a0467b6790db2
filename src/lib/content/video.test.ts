import { describe, expect, it } from 'vitest';
import { toEmbedUrl, youTubeId } from './video.ts';

describe('toEmbedUrl', () => {
  it('rewrites watch links and short links to embed links', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=Ab3_xY-9kLm')).toBe(
      'https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm',
    );
    expect(toEmbedUrl('https://youtu.be/Ab3_xY-9kLm?t=30')).toBe('https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm');
    expect(toEmbedUrl('https://m.youtube.com/watch?v=Ab3_xY-9kLm&list=x')).toBe(
      'https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm',
    );
    expect(toEmbedUrl('https://www.youtube.com/embed/Ab3_xY-9kLm')).toBe(
      'https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm',
    );
  });

  it('gives no video for an empty link', () => {
    expect(toEmbedUrl('')).toBeUndefined();
    expect(toEmbedUrl('   ')).toBeUndefined();
    expect(toEmbedUrl(undefined)).toBeUndefined();
  });

  it('refuses links that are not https', () => {
    expect(toEmbedUrl('javascript:alert(1)')).toBeUndefined();
    expect(toEmbedUrl('http://video.test/embed/1')).toBeUndefined();
  });

  it('rejects malformed YouTube ids', () => {
    expect(youTubeId('https://youtu.be/short')).toBeUndefined();
  });
});

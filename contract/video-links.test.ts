import { describe, expect, it } from 'vitest';
import { toEmbedUrl, youTubeId } from './video-links.ts';

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
    expect(toEmbedUrl('https://www.youtube.com/shorts/Ab3_xY-9kLm')).toBe(
      'https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm',
    );
  });

  it('gives no video for an empty link', () => {
    expect(toEmbedUrl('')).toBeUndefined();
    expect(toEmbedUrl('   ')).toBeUndefined();
    expect(toEmbedUrl(undefined)).toBeUndefined();
  });

  it('gives no video for a link of a host it does not know, https or not', () => {
    for (const url of [
      'https://video.test/embed/1',
      'https://evil.example/watch?v=Ab3_xY-9kLm',
      'https://youtube.com.evil.example/watch?v=Ab3_xY-9kLm',
      'https://vimeo.com/76979871',
      'http://video.test/embed/1',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(toEmbedUrl(url), url).toBeUndefined();
    }
  });

  it('rejects malformed YouTube ids', () => {
    expect(youTubeId('https://youtu.be/short')).toBeUndefined();
    expect(youTubeId('https://www.youtube.com/watch?v=Ab3_xY-9kLm"onload')).toBeUndefined();
  });
});

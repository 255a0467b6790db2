import { describe, expect, it } from 'vitest';
import { isMediaUrl } from './media-url.ts';
import { mediaUrlSchema } from './schemas.ts';

describe('isMediaUrl', () => {
  it('takes paths on the API and http(s) URLs', () => {
    for (const value of ['/media/a/b.png', '/x.png', 'https://cdn.example.com/x.png', 'http://127.0.0.1:8787/m.png']) {
      expect(isMediaUrl(value), value).toBe(true);
    }
  });

  it('refuses an address of another host written as a path, and other schemes', () => {
    for (const value of [
      '//host/x.png',
      '/\\host/x.png',
      '///host/x.png',
      'https://',
      'https:///x.png',
      'ftp://a/b.png',
    ]) {
      expect(isMediaUrl(value), value).toBe(false);
    }
    for (const value of ['media/x.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '']) {
      expect(isMediaUrl(value), value).toBe(false);
    }
  });

  it('is the rule of every image field on the wire', () => {
    expect(mediaUrlSchema.safeParse('//host/x.png').success).toBe(false);
    expect(mediaUrlSchema.safeParse('/media/x.png').success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { outputFileOf } from './kept-renderer.ts';

describe('the files the kept renderer writes', () => {
  it('names each page as Astro’s directory format does', () => {
    expect(outputFileOf('/', 'page')).toBe('index.html');
    expect(outputFileOf('/blogs/tea', 'page')).toBe('blogs/tea/index.html');
    expect(outputFileOf('/blogs/tea/', 'page')).toBe('blogs/tea/index.html');
    expect(outputFileOf('/404', 'page')).toBe('404.html');
    expect(outputFileOf('/rss.xml', 'endpoint')).toBe('rss.xml');
    expect(outputFileOf('/magazines/1/issue.json', 'endpoint')).toBe('magazines/1/issue.json');
  });

  it('writes an encoded path as the file the folder holds, decoded', () => {
    expect(outputFileOf('/blogs/caf%C3%A9', 'page')).toBe('blogs/café/index.html');
  });
});

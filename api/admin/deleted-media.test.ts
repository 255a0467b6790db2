import { describe, expect, it } from 'vitest';
import { uploadFoldersOf } from './deleted-media.ts';

describe('uploadFoldersOf', () => {
  it('names each upload folder once, from any field and absolute addresses too', () => {
    const item = {
      images: ['/media/uploads/abc123/article-1600x1000.webp', '/media/uploads/abc123/article-800x500.webp'],
      imageUrl: 'https://api.example/media/uploads/def456/poster-1280x720.webp',
      description: ['<p>See <img src="/media/uploads/0f0f/article-800x500.webp"></p>'],
    };
    expect(uploadFoldersOf([item, undefined]).sort()).toEqual(['0f0f', 'abc123', 'def456']);
  });

  it('names no folder for seed media, addresses elsewhere, or a path that would leave the folder', () => {
    const item = {
      images: ['/media/blogs/tea/1-1600x1000.webp', 'https://images.example/uploads/x/a.webp'],
      pages: ['/media/uploads/../../magazine.sqlite', '/media/uploads/a.b/x.webp', '/media/uploads/%2e%2e/x.webp'],
    };
    expect(uploadFoldersOf([item])).toEqual([]);
  });
});

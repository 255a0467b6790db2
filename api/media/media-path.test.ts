import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveMediaPath } from './media-path.ts';

const mediaDir = resolve('/srv/media');

describe('resolveMediaPath', () => {
  it('maps plain paths inside the media directory with their content type', () => {
    expect(resolveMediaPath(mediaDir, 'blogs/tea/1-1600x1000.webp')).toEqual({
      ok: true,
      file: join(mediaDir, 'blogs', 'tea', '1-1600x1000.webp'),
      contentType: 'image/webp',
    });
    expect(resolveMediaPath(mediaDir, 'logo.svg')).toMatchObject({ ok: true, contentType: 'image/svg+xml' });
    expect(resolveMediaPath(mediaDir, 'a/b.AVIF')).toMatchObject({ ok: true, contentType: 'image/avif' });
    expect(resolveMediaPath(mediaDir, 'a%20b/c.webp')).toEqual({ ok: false, status: 400 });
  });

  it.each([
    '../etc/passwd.webp',
    'blogs/../../x.webp',
    '..%2f..%2fx.webp',
    '%2e%2e/x.webp',
    '%2E%2E%2Fx.webp',
    '..%5cx.webp',
    '%2fetc%2fpasswd.webp',
    '/etc/x.webp',
    'blogs//x.webp',
    './x.webp',
    '.hidden.webp',
    'x.webp%00.png',
    'bad%zz.webp',
    'C:%5cwindows%5cx.webp',
    '',
  ])('rejects %j', (path) => {
    expect(resolveMediaPath(mediaDir, path)).toEqual({ ok: false, status: 400 });
  });

  it('does not serve file types that are not images', () => {
    expect(resolveMediaPath(mediaDir, 'magazine.sqlite')).toEqual({ ok: false, status: 404 });
    expect(resolveMediaPath(mediaDir, 'blogs/notes')).toEqual({ ok: false, status: 404 });
  });
});

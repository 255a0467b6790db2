import { describe, expect, it } from 'vitest';
import { API_PATHS, apiUrl } from './urls.ts';

describe('admin paths', () => {
  it('names the editor routes of each kind, escaping the id', () => {
    expect(API_PATHS.adminItems('blog')).toBe('/admin/blogs');
    expect(API_PATHS.adminItems('issue')).toBe('/admin/issues');
    expect(API_PATHS.adminItem('vlog', 'a/b')).toBe('/admin/vlogs/a%2Fb');
    expect(apiUrl(API_PATHS.adminItem('issue', '7'), 'https://api.example/api')).toBe(
      'https://api.example/api/admin/issues/7',
    );
  });
});

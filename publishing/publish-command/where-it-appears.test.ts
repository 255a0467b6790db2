import { describe, expect, it } from 'vitest';
import { whereItAppears } from './where-it-appears.ts';

const SITE = 'https://serendibluxe.lk';

describe('whereItAppears', () => {
  it('names a blog’s page at once, and its list and topic after the rebuild', () => {
    expect(whereItAppears('blog', { id: 'tea', category: 'gems' }, SITE)).toEqual({
      now: 'https://serendibluxe.lk/blogs/tea',
      afterRebuild: [
        'https://serendibluxe.lk/blogs/tea',
        'https://serendibluxe.lk/blogs',
        'https://serendibluxe.lk/gems',
      ],
    });
  });

  it('puts vlogs under /vlogs', () => {
    expect(whereItAppears('vlog', { id: 'walk', category: 'travel' }, SITE).afterRebuild).toEqual([
      'https://serendibluxe.lk/vlogs/walk',
      'https://serendibluxe.lk/vlogs',
      'https://serendibluxe.lk/travel',
    ]);
  });

  it('shows an issue only after the rebuild, on its page, /magazines and /luxury', () => {
    expect(whereItAppears('issue', { id: '7' }, SITE)).toEqual({
      now: undefined,
      afterRebuild: [
        'https://serendibluxe.lk/magazines/7',
        'https://serendibluxe.lk/magazines',
        'https://serendibluxe.lk/luxury',
      ],
    });
  });
});

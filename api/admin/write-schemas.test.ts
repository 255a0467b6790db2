import { describe, expect, it } from 'vitest';
import { TITLE_MAX_LENGTH } from '../../contract/schemas.ts';
import { WRITE_SCHEMAS } from './write-schemas.ts';

const writes = {
  blog: { category: 'travel', description: ['Words.'] },
  vlog: { category: 'travel', description: ['Words.'], videoURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  issue: { pages: ['/media/issues/x/page-1.webp'] },
} as const;

describe('write schemas', () => {
  it('take a title of the longest length and refuse one a character longer, naming the limit', () => {
    for (const [kind, write] of Object.entries(writes)) {
      const schema = WRITE_SCHEMAS[kind as keyof typeof writes];
      expect(schema.safeParse({ ...write, title: 'T'.repeat(TITLE_MAX_LENGTH) }).success, kind).toBe(true);
      const refused = schema.safeParse({ ...write, title: 'T'.repeat(TITLE_MAX_LENGTH + 1) });
      expect(
        refused.error?.issues.map(({ path, message }) => [path.join('.'), message]),
        kind,
      ).toEqual([['title', `must be at most ${TITLE_MAX_LENGTH} characters`]]);
    }
  });
});

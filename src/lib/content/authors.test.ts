import { describe, expect, it } from 'vitest';
import { authorNameKey, authorSlugOf, formerNamesAfterRename } from '../../../contract/authors.ts';
import { testItem } from '../../../tests/support/items.ts';
import { authorMatcher, formerNamesLine, storiesByAuthor, withAuthorPaths, type Author } from './authors.ts';

const rohan: Author = { slug: 'rohan-de-silva', name: 'Rohan de Silva', bio: '', links: [] };
const meera: Author = { slug: 'meera', name: 'Meera Kandiah', bio: '', links: [] };

describe('matching bylines to authors', () => {
  it('matches a name whatever its case, accents, punctuation and spacing', () => {
    const match = authorMatcher([rohan, meera]);
    for (const name of ['Rohan de Silva', 'rohan  DE silva', ' Rohan de Silva. ', 'Rohan dé Silva']) {
      expect(match(name)).toBe(rohan);
    }
    expect(match('Meera Kandiah')).toBe(meera);
  });

  it('matches no record for another name, or the default byline', () => {
    const match = authorMatcher([rohan]);
    expect(match('Rohan Silva')).toBeUndefined();
    expect(match('Serendib Luxe')).toBeUndefined();
    expect(match('')).toBeUndefined();
  });

  it('gives the byline of two records of one name to the first', () => {
    const twin = { ...rohan, slug: 'rohan-2' };
    expect(authorMatcher([rohan, twin])('Rohan de Silva')).toBe(rohan);
  });

  it('links the bylines that have a record and leaves the others as names', () => {
    const items = [testItem({ id: 'a', author: 'Rohan de Silva' }), testItem({ id: 'b', author: 'Nadia Farouk' })];
    const [linked, plain] = withAuthorPaths(items, authorMatcher([rohan]));
    expect(linked).toMatchObject({ author: 'Rohan de Silva', authorPath: '/authors/rohan-de-silva' });
    expect(plain).toEqual(items[1]);
    expect(plain?.authorPath).toBeUndefined();
  });

  it("keeps a renamed author's older stories, under the former name, linked to them", () => {
    const renamed: Author = { ...meera, name: 'Meera Kandiah-Perera', formerNames: ['Meera Kandiah'] };
    const match = authorMatcher([rohan, renamed]);
    expect(match('Meera Kandiah')).toBe(renamed);
    expect(match('meera kandiah-perera')).toBe(renamed);
    const items = [
      testItem({ id: 'before', author: 'Meera Kandiah', createdAt: '2024-01-01T00:00:00Z' }),
      testItem({ id: 'after', author: 'Meera Kandiah-Perera', createdAt: '2025-01-01T00:00:00Z' }),
    ];
    expect(
      storiesByAuthor(items, match)
        .get(renamed.slug)
        ?.map((item) => item.id),
    ).toEqual(['after', 'before']);
  });

  it('gives a name to the author who writes under it now before one who once did', () => {
    const formerRohan: Author = { ...meera, slug: 'other', name: 'Someone Else', formerNames: ['Rohan de Silva'] };
    expect(authorMatcher([formerRohan, rohan])('Rohan de Silva')).toBe(rohan);
  });

  it("lists an author's blogs and vlogs, newest first", () => {
    const match = authorMatcher([rohan, meera]);
    const items = [
      testItem({ id: 'old', author: 'Rohan de Silva', createdAt: '2024-01-01T00:00:00Z' }),
      testItem({ id: 'other', author: 'Meera Kandiah' }),
      testItem({ id: 'film', type: 'vlog', author: 'rohan de silva', createdAt: '2025-06-01T00:00:00Z' }),
    ];
    expect(
      storiesByAuthor(items, match)
        .get(rohan.slug)
        ?.map((item) => item.id),
    ).toEqual(['film', 'old']);
  });
});

describe('author slugs and name keys', () => {
  it('makes a slug from a name', () => {
    expect(authorSlugOf('Rohan de Silva')).toBe('rohan-de-silva');
    expect(authorSlugOf('  Amélie  O’Neill ')).toBe('amelie-o-neill');
    expect(authorSlugOf('!!!')).toBe('');
  });

  it('keys a name without case, accents or punctuation', () => {
    expect(authorNameKey('Dr. Ánjali  Wickramasinghe')).toBe('dr anjali wickramasinghe');
  });
});

describe('former names after a rename', () => {
  it('keeps the name replaced, newest last, once each', () => {
    expect(formerNamesAfterRename({ name: 'Meera Kandiah' }, 'Meera Perera')).toEqual(['Meera Kandiah']);
    expect(formerNamesAfterRename({ name: 'Meera Perera', formerNames: ['Meera Kandiah'] }, 'Meera K. Perera')).toEqual(
      ['Meera Kandiah', 'Meera Perera'],
    );
  });

  it('keeps nothing for a change of spelling only, and forgets a name taken again', () => {
    expect(formerNamesAfterRename({ name: 'Rohan De Silva' }, 'Rohan de Silva.')).toBeUndefined();
    expect(formerNamesAfterRename({ name: 'Meera Perera', formerNames: ['Meera Kandiah'] }, 'meera kandiah')).toEqual([
      'Meera Perera',
    ]);
  });

  it('drops the oldest past the limit', () => {
    const formerNames = Array.from({ length: 10 }, (_, index) => `Name ${index}`);
    const kept = formerNamesAfterRename({ name: 'Name 10', formerNames }, 'Name 11');
    expect(kept).toHaveLength(10);
    expect(kept?.[0]).toBe('Name 1');
    expect(kept?.at(-1)).toBe('Name 10');
  });
});

describe("an author's page", () => {
  it('names the names their older stories carry', () => {
    expect(formerNamesLine({ formerNames: ['Meera Kandiah'] })).toBe('Also published as Meera Kandiah.');
    expect(formerNamesLine({ formerNames: ['A B', 'C D', 'E F'] })).toBe('Also published as A B, C D and E F.');
    expect(formerNamesLine({})).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { authorWriteSchema } from '../../../contract/authors.ts';
import { EMPTY_AUTHOR_FORM, formOf, writeOf } from './author-form.ts';

describe('the author form', () => {
  it('leaves blank optional fields and empty link rows out of the write', () => {
    const write = writeOf({
      ...EMPTY_AUTHOR_FORM,
      name: '  Meera Kandiah ',
      links: [
        { label: ' Site ', url: ' https://example.com/meera ' },
        { label: '', url: '' },
      ],
    });
    expect(write).toEqual({
      name: 'Meera Kandiah',
      bio: '',
      links: [{ label: 'Site', url: 'https://example.com/meera' }],
    });
    expect(authorWriteSchema.safeParse(write).success).toBe(true);
  });

  it('keeps a half-filled link, for the API to name', () => {
    const write = writeOf({ ...EMPTY_AUTHOR_FORM, name: 'A', links: [{ label: 'Site', url: '' }] });
    expect(write.links).toEqual([{ label: 'Site', url: '' }]);
    expect(authorWriteSchema.safeParse(write).success).toBe(false);
  });

  it('reads an author back as it was written', () => {
    const author = {
      slug: 'meera',
      name: 'Meera',
      bio: 'Bio.',
      portrait: '/media/p.webp',
      links: [{ label: 'X', url: 'https://x.example' }],
    };
    expect(writeOf(formOf(author))).toEqual(author);
  });
});

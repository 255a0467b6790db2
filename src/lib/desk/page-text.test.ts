import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_LIMITS } from '../../../contract/schemas.ts';
import { PAGE_EDITOR_TEXT } from './page-editor-text.ts';
import { EMPTY_PAGE_TEXT, pageTextDraft, pageTextOf, pageTextProblem, paragraphsOf } from './page-text.ts';

describe('a page’s text on the desk', () => {
  it('goes from the stored text to the fields and back unchanged', () => {
    const stored = { section: 'Travel', headline: 'Tea', standfirst: 'High up.', body: ['One.', 'Two.'] };
    expect(pageTextDraft(stored).body).toBe('One.\n\nTwo.');
    expect(pageTextOf(pageTextDraft(stored))).toEqual(stored);
  });

  it('reads a page without words as empty fields, and empty fields as no text', () => {
    expect(pageTextDraft(null)).toEqual(EMPTY_PAGE_TEXT);
    expect(pageTextOf({ section: ' ', headline: '', standfirst: '\n', body: ' \n\n ' })).toBeNull();
    expect(pageTextOf(undefined)).toBeNull();
  });

  it('parts paragraphs at blank lines and reads a line break within one as a space', () => {
    expect(paragraphsOf('First line\nsame paragraph.\n\n\n  Second.  \n \nThird.\n\n')).toEqual([
      'First line same paragraph.',
      'Second.',
      'Third.',
    ]);
  });

  it('leaves out empty optional fields and trims the rest', () => {
    expect(pageTextOf({ section: '', headline: ' Tea ', standfirst: '', body: '' })).toEqual({
      headline: 'Tea',
      body: [],
    });
  });

  it('names what the API would refuse', () => {
    expect(pageTextProblem({ ...EMPTY_PAGE_TEXT, body: 'Words only.' })).toBe(PAGE_EDITOR_TEXT.problems.headline);
    const long = 'x'.repeat(PAGE_TEXT_LIMITS.paragraph + 1);
    expect(pageTextProblem({ ...EMPTY_PAGE_TEXT, headline: 'H', body: long })).toBe(
      PAGE_EDITOR_TEXT.problems.paragraph,
    );
    expect(pageTextProblem({ ...EMPTY_PAGE_TEXT, headline: 'H', body: 'Fine.' })).toBeUndefined();
    expect(pageTextProblem(EMPTY_PAGE_TEXT)).toBeUndefined();
  });
});

/**
 * The words a blog, vlog or issue shows beyond its own page: the title and description of its
 * search result and those of its social card. Each is optional, held to the contract's limit, and
 * counted as the editor types; left empty, the title and the excerpt stand in for it.
 */
import { PAGE_WORD_FIELDS, PAGE_WORD_LIMITS, type PageWords } from '../../../contract/page-words.ts';
import { PLACE_WORDS_TEXT } from '../../lib/desk/place-words-text.ts';

export interface PlaceWordsFieldsProps {
  words: PageWords;
  onChange: (words: PageWords) => void;
  /** What stands in for empty descriptions: "excerpt", or an issue's "description". */
  standfirst: string;
}

/** The words are one line each: a line break typed or pasted becomes a space, so nothing is lost. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

export function PlaceWordsFields({ words, onChange, standfirst }: PlaceWordsFieldsProps) {
  return (
    <fieldset className="desk-words">
      <legend>{PLACE_WORDS_TEXT.legend}</legend>
      {PAGE_WORD_FIELDS.map((field) => {
        const id = `desk-${field}`;
        const value = words[field] ?? '';
        const max = PAGE_WORD_LIMITS[field];
        const props = {
          id,
          value,
          maxLength: max,
          'aria-describedby': `${id}-count ${id}-hint`,
          onChange: (event: { target: { value: string } }) =>
            onChange({ ...words, [field]: oneLine(event.target.value) }),
        };
        return (
          <div className="field" key={field}>
            <label htmlFor={id}>{PLACE_WORDS_TEXT.labels[field]}</label>
            {field.endsWith('Description') ? <textarea rows={2} {...props} /> : <input type="text" {...props} />}
            <p id={`${id}-count`} className="field__hint" aria-live="polite">
              {PLACE_WORDS_TEXT.count(value.length, max)}
            </p>
            <p id={`${id}-hint`} className="field__hint">
              {PLACE_WORDS_TEXT.fallback(field, standfirst)}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}

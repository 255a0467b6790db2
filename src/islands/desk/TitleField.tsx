/**
 * The title of a blog, vlog or issue, held to the contract's limit: the field takes no more, and
 * says how much of it is used, so an editor sees the limit before the API would refuse a save.
 */
import { TITLE_MAX_LENGTH } from '../../../contract/schemas.ts';

const COUNT_ID = 'desk-title-count';

export function TitleField({ value, onChange }: { value: string; onChange: (title: string) => void }) {
  return (
    <div className="field">
      <label htmlFor="desk-title">Title</label>
      <input
        id="desk-title"
        type="text"
        value={value}
        maxLength={TITLE_MAX_LENGTH}
        aria-describedby={COUNT_ID}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={COUNT_ID} className="field__hint" aria-live="polite">
        {value.length} of {TITLE_MAX_LENGTH} characters
      </p>
    </div>
  );
}

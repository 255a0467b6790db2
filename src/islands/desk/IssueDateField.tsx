/**
 * The date an issue shows readers, as the magazine prints it ("March 2026"); left empty, readers
 * see the day it was published.
 */
import { PAGE_EDITOR_TEXT } from '../../lib/desk/page-editor-text.ts';

const HINT_ID = 'desk-date-hint';

export function IssueDateField({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  return (
    <div className="field">
      <label htmlFor="desk-date">{PAGE_EDITOR_TEXT.date.label}</label>
      <input
        id="desk-date"
        type="text"
        value={value}
        aria-describedby={HINT_ID}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={HINT_ID} className="field__hint">
        {PAGE_EDITOR_TEXT.date.hint}
      </p>
    </div>
  );
}

/** An issue's cover details on the desk: the date readers see, its number and its cover month. */
import { FRONT_TEXT } from '../../lib/desk/front-text.ts';
import type { Draft } from '../../lib/desk/draft.ts';
import { IssueDateField } from './IssueDateField.tsx';

const WORDS = FRONT_TEXT.issue;

export interface IssueCoverFieldsProps {
  draft: Pick<Draft, 'date' | 'issueNumber' | 'coverDate'>;
  update: (patch: Partial<Pick<Draft, 'date' | 'issueNumber' | 'coverDate'>>) => void;
}

export function IssueCoverFields({ draft, update }: IssueCoverFieldsProps) {
  return (
    <>
      <IssueDateField value={draft.date ?? ''} onChange={(date) => update({ date })} />
      <div className="field">
        <label htmlFor="desk-issue-number">{WORDS.number.label}</label>
        <input
          id="desk-issue-number"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.issueNumber}
          aria-describedby="desk-issue-number-hint"
          onChange={(event) => update({ issueNumber: event.target.value })}
        />
        <p id="desk-issue-number-hint" className="field__hint">
          {WORDS.number.hint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="desk-cover-date">{WORDS.coverDate.label}</label>
        <input
          id="desk-cover-date"
          type="month"
          value={draft.coverDate}
          aria-describedby="desk-cover-date-hint"
          onChange={(event) => update({ coverDate: event.target.value })}
        />
        <p id="desk-cover-date-hint" className="field__hint">
          {WORDS.coverDate.hint}
        </p>
      </div>
    </>
  );
}

/**
 * Go straight to a page by its number. The field is named as the address's page parameter, so a
 * number sent before the reader is live opens the issue at that page (`?page=N`).
 */
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { READER_LABELS } from '../../lib/reader/messages.ts';
import { PAGE_PARAM } from '../../lib/reader/page-param.ts';

export function PageJumper({
  id,
  current,
  total,
  onJump,
}: {
  /** The field's id (rendered on the server, so not React's). */
  id: string;
  current: number;
  total: number;
  onJump: (index: number) => void;
}): ReactNode {
  const [value, setValue] = useState('');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const page = Number(value);
    if (!Number.isInteger(page) || page < 1 || page > total) return;
    onJump(page - 1);
    setValue('');
  };

  return (
    <form className="reader-jumper" onSubmit={submit}>
      <label htmlFor={id}>{READER_LABELS.goToPage}</label>
      <input
        id={id}
        name={PAGE_PARAM}
        type="number"
        inputMode="numeric"
        min={1}
        max={total}
        placeholder={String(current + 1)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="reader-button reader-button--text">
        {READER_LABELS.go}
      </button>
    </form>
  );
}

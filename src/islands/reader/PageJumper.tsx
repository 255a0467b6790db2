/** Go straight to a page by its number. */
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { READER_LABELS } from '../../lib/reader/messages.ts';

export function PageJumper({
  current,
  total,
  onJump,
}: {
  current: number;
  total: number;
  onJump: (index: number) => void;
}): ReactNode {
  const id = useId();
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

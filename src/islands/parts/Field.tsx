/**
 * A labelled input with its error message tied to it for screen readers. Without `value` it is
 * uncontrolled: forms that are pre-rendered read their fields on submit (`formValues`), so what a
 * reader types before the island has hydrated is kept.
 */
import type { HTMLInputTypeAttribute } from 'react';

export interface FieldProps {
  /** Unique on the page: the input's id. */
  id: string;
  label: string;
  /** Given: a controlled input. Left out: an uncontrolled one, named by its id. */
  value?: string;
  onChange?: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  error?: string;
  autoComplete?: string;
  readOnly?: boolean;
  disabled?: boolean;
  hint?: string;
}

export function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  error,
  autoComplete,
  readOnly,
  disabled,
  hint,
}: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        {...(value === undefined ? {} : { value, onChange: (event) => onChange?.(event.target.value) })}
        autoComplete={autoComplete}
        readOnly={readOnly}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A form-level message: an alert for failures, a polite status for news. The live region is always
 * in the page, so screen readers announce the text when it arrives.
 */
export function Notice({ kind, children }: { kind: 'error' | 'success'; children: string | undefined }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`notice notice--${kind}`}>
      {children}
    </div>
  );
}

/** The form's fields by input id, as typed (uncontrolled fields). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

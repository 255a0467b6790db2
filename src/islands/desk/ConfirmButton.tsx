/**
 * A button whose action must be confirmed in a modal dialog (unpublish, delete): the native
 * <dialog>, so focus moves into it, stays there and Escape cancels.
 */
import { useRef } from 'react';

export interface ConfirmButtonProps {
  label: string;
  question: string;
  confirm: string;
  onConfirm: () => void;
  disabled?: boolean;
}

export function ConfirmButton({ label, question, confirm, onConfirm, disabled }: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={disabled}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog ref={dialog} className="desk-dialog" aria-label={label}>
        <p>{question}</p>
        <form method="dialog" className="desk-dialog__actions">
          <button type="submit" className="button button--ghost" autoFocus>
            Cancel
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {confirm}
          </button>
        </form>
      </dialog>
    </>
  );
}

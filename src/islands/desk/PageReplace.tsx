/**
 * Replacing one page of an issue: a picture of the page (uploaded as any page) or a PDF, of which
 * the editor names the page; the API draws that page as the import draws every page. The new page's
 * picture, words and links take the old page's place.
 */
import { useId, useState, type FormEvent } from 'react';
import { MEDIA_UPLOAD } from '../../../contract/desk.ts';
import { PAGE_REPLACEMENT_MESSAGES } from '../../../contract/page-replacement.ts';
import { uploadMedia } from '../../lib/api/desk.ts';
import { replacePageFromPdf } from '../../lib/api/issue-imports.ts';
import type { DeskImage } from '../../lib/desk/draft.ts';
import { PAGE_EDITOR_TEXT } from '../../lib/desk/page-editor-text.ts';
import { EMPTY_PAGE_TEXT, pageTextDraft } from '../../lib/desk/page-text.ts';
import { uploadProblem } from '../../lib/desk/upload-check.ts';
import { withEditorToken } from '../../stores/desk.ts';

const TEXT = PAGE_EDITOR_TEXT.replace;
const PDF_TYPE = 'application/pdf';
const isPdf = (file: File) => file.type === PDF_TYPE || /\.pdf$/i.test(file.name);

export interface PageReplaceProps {
  /** The page's number, from 1. */
  page: number;
  /**
   * Saves the issue as it stands and answers its id, for a PDF (the API draws the page for a stored
   * issue); undefined when it could not be saved.
   */
  saveFirst: () => Promise<string | undefined>;
  onReplaced: (page: DeskImage) => void;
  onClose: () => void;
}

export function PageReplace({ page, saveFirst, onReplaced, onClose }: PageReplaceProps) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [pdfPage, setPdfPage] = useState('1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function replaced(): Promise<DeskImage | string> {
    if (!file) return TEXT.noFile;
    if (!isPdf(file)) {
      const problem = uploadProblem(file);
      if (problem) return problem;
      const answer = await withEditorToken((token) => uploadMedia([file], 'page', token));
      if (!answer.ok) return answer.message;
      const [media] = answer.value;
      return media ? { path: media.path, alt: '', text: EMPTY_PAGE_TEXT, links: [] } : TEXT.noFile;
    }
    const number = Number(pdfPage);
    if (!Number.isInteger(number) || number < 1) return PAGE_REPLACEMENT_MESSAGES.badPdfPage;
    const issueId = await saveFirst();
    if (issueId === undefined) return TEXT.notSaved;
    const answer = await withEditorToken((token) => replacePageFromPdf(issueId, page, file, number, token));
    if (!answer.ok) return answer.message;
    const { image, text, links } = answer.value;
    return { path: image, alt: '', text: pageTextDraft(text), links };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    const outcome = await replaced();
    setBusy(false);
    if (typeof outcome === 'string') setError(outcome);
    else onReplaced(outcome);
  }

  return (
    <form className="desk-page-replace" onSubmit={(event) => void submit(event)} aria-label={TEXT.legend(page)}>
      <p className="desk-page-replace__title">{TEXT.legend(page)}</p>
      <div className="field">
        <label htmlFor={`${id}-file`}>{TEXT.file}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={[...MEDIA_UPLOAD.types, PDF_TYPE].join(',')}
          onChange={(event) => setFile(event.target.files?.[0])}
        />
      </div>
      {file && isPdf(file) && (
        <div className="field">
          <label htmlFor={`${id}-pdf-page`}>{TEXT.pdfPage}</label>
          <input
            id={`${id}-pdf-page`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={pdfPage}
            onChange={(event) => setPdfPage(event.target.value)}
          />
        </div>
      )}
      <div className="desk-images__actions">
        <button type="submit" className="button" disabled={busy}>
          {TEXT.send}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {TEXT.cancel}
        </button>
      </div>
      <p role="status">{busy ? TEXT.busy : ''}</p>
      <p role="alert" className="desk-error">
        {error}
      </p>
    </form>
  );
}

/**
 * An article's images or an issue's pages: drop files or pick them, each uploaded to the media
 * route; alt text, caption and credit beside each; reorder by dragging or with the Earlier and Later buttons (the
 * keyboard's way); remove. For an issue the first page is the cover.
 */
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { MEDIA_UPLOAD, type MediaUse } from '../../../contract/desk.ts';
import { resolveMediaUrl } from '../../lib/api/urls.ts';
import { uploadMedia } from '../../lib/api/desk.ts';
import { moveImage, type DeskImage } from '../../lib/desk/draft.ts';
import { uploadProblem } from '../../lib/desk/upload-check.ts';
import { withEditorToken } from '../../stores/desk.ts';
import { useDragToMove } from './drag-to-move.ts';
import { CaptionFields } from './CaptionFields.tsx';

export interface ImagesPanelProps {
  images: DeskImage[];
  onChange: (images: DeskImage[]) => void;
  /** "Images" or "Pages". */
  label: string;
  /** Pages: the first is the cover. */
  pages: boolean;
  /** The sizes the API re-encodes uploads into. */
  use: MediaUse;
  /** Shows every missing alt as an error (after a publish was refused for it). */
  showMissingAlt: boolean;
  /** The list to show in place of the pictures' own (an issue's pages, checked page by page). */
  list?: ReactNode;
}

export function ImagesPanel({ images, onChange, label, pages, use, showMissingAlt, list }: ImagesPanelProps) {
  const id = useId();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const noun = pages ? 'page' : 'image';
  // A moved image's buttons are drawn anew: the keyboard's focus follows the image it moved.
  const [moved, setMoved] = useState<{ index: number; way: 'earlier' | 'later' }>();
  useEffect(() => {
    if (!moved) return;
    const wanted = document.getElementById(`${id}-${moved.way}-${moved.index}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${id}-${moved.way === 'earlier' ? 'later' : 'earlier'}-${moved.index}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setMoved(undefined);
  }, [moved, id]);
  const { dragging, itemProps } = useDragToMove((from, to) => onChange(moveImage(images, from, to)));
  const move = (from: number, to: number) => {
    onChange(moveImage(images, from, to));
    setMoved({ index: to, way: to < from ? 'earlier' : 'later' });
  };

  async function upload(files: File[]) {
    if (files.length === 0) return;
    const problem = files.map(uploadProblem).find(Boolean);
    if (problem) return setError(problem);
    setError(undefined);
    setBusy(`Uploading ${files.length} ${noun}${files.length === 1 ? '' : 's'}…`);
    const uploaded: DeskImage[] = [];
    // The API takes a limited number of files per request: larger drops go in turns.
    for (let start = 0; start < files.length; start += MEDIA_UPLOAD.maxFiles) {
      const batch = files.slice(start, start + MEDIA_UPLOAD.maxFiles);
      const answer = await withEditorToken((token) => uploadMedia(batch, use, token));
      if (!answer.ok) {
        setError(answer.message);
        break;
      }
      uploaded.push(...answer.value.map((media) => ({ path: media.path, alt: '' })));
    }
    setBusy(undefined);
    if (uploaded.length > 0) onChange([...images, ...uploaded]);
  }

  function onDropFiles(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (dragging !== undefined) return;
    void upload(Array.from(event.dataTransfer.files));
  }

  const setImage = (index: number, patch: Partial<DeskImage>) =>
    onChange(images.map((image, at) => (at === index ? { ...image, ...patch } : image)));

  return (
    <fieldset className="desk-images">
      <legend>{label}</legend>
      <div
        className={`desk-drop${over ? ' desk-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (dragging === undefined) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDropFiles}
      >
        <p>
          Drop {noun}s here, or{' '}
          <button type="button" className="button button--ghost" onClick={() => picker.current?.click()}>
            Choose {noun}s
          </button>
        </p>
        <input
          ref={picker}
          id={`${id}-files`}
          type="file"
          multiple
          accept={MEDIA_UPLOAD.types.join(',')}
          aria-label={`Choose ${noun}s`}
          className="visually-hidden"
          tabIndex={-1}
          onChange={(event) => {
            void upload(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <p role="status">{busy}</p>
        <p role="alert" className="desk-error">
          {error}
        </p>
      </div>
      {list ?? (
        <ol className="desk-images__list">
          {images.map((image, index) => {
            const name = `${pages ? 'Page' : 'Image'} ${index + 1}`;
            const missing = showMissingAlt && !image.alt.trim();
            return (
              <li
                key={`${image.path}#${images.slice(0, index).filter((other) => other.path === image.path).length}`}
                className="desk-images__item"
                {...itemProps(index)}
              >
                <img src={resolveMediaUrl(image.path)} alt="" width="120" height="90" loading="lazy" />
                <div className="desk-images__fields">
                  <p className="desk-images__name">
                    {name}
                    {pages && index === 0 ? ' (cover)' : ''}
                  </p>
                  <label htmlFor={`${id}-alt-${index}`}>Alt text for {name.toLowerCase()}</label>
                  <input
                    id={`${id}-alt-${index}`}
                    value={image.alt}
                    aria-invalid={missing || undefined}
                    onChange={(event) => setImage(index, { alt: event.target.value })}
                  />
                  <CaptionFields
                    id={id}
                    index={index}
                    name={name.toLowerCase()}
                    image={image}
                    onChange={(patch) => setImage(index, patch)}
                  />
                  <div className="desk-images__actions">
                    <button
                      type="button"
                      className="desk-tool"
                      id={`${id}-earlier-${index}`}
                      disabled={index === 0}
                      aria-label={`Move ${name.toLowerCase()} earlier`}
                      onClick={() => move(index, index - 1)}
                    >
                      Earlier
                    </button>
                    <button
                      type="button"
                      className="desk-tool"
                      id={`${id}-later-${index}`}
                      disabled={index === images.length - 1}
                      aria-label={`Move ${name.toLowerCase()} later`}
                      onClick={() => move(index, index + 1)}
                    >
                      Later
                    </button>
                    <button
                      type="button"
                      className="desk-tool"
                      aria-label={`Remove ${name.toLowerCase()}`}
                      onClick={() => onChange(images.filter((_, at) => at !== index))}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}

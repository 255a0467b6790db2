/**
 * An author's portrait: an image address typed in, or a picture uploaded to the media library,
 * whose address then fills the field. A refused upload says why and leaves the address as it was.
 */
import { MEDIA_UPLOAD } from '../../../contract/desk.ts';
import { AUTHORS_DESK_TEXT as TEXT } from '../../lib/desk/author-form.ts';
import { useOnePictureUpload } from './useOnePictureUpload.ts';

export function AuthorPortraitField({ value, onChange }: { value: string; onChange: (portrait: string) => void }) {
  const { upload, choose } = useOnePictureUpload(onChange);

  return (
    <div className="field">
      <label htmlFor="desk-author-portrait">{TEXT.portrait}</label>
      <input
        id="desk-author-portrait"
        type="text"
        inputMode="url"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <label htmlFor="desk-author-portrait-file">{TEXT.portraitUpload}</label>
      <input
        id="desk-author-portrait-file"
        type="file"
        accept={MEDIA_UPLOAD.types.join(',')}
        disabled={upload.busy}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {upload.busy && <p className="field__hint">{TEXT.portraitUploading}</p>}
      <p role="alert" className="desk-error">
        {upload.error}
      </p>
    </div>
  );
}

/**
 * One picture uploaded to the media library from a field of the desk (a hero slide's, an author's
 * portrait): checked in the browser first, then stored, and its address handed to `stored`. A
 * refusal is kept for the field to show, and nothing it had before changes.
 */
import { useState } from 'react';
import { uploadMedia } from '../../lib/api/desk.ts';
import { uploadProblem } from '../../lib/desk/upload-check.ts';
import { withEditorToken } from '../../stores/desk.ts';

export interface PictureUpload {
  busy?: boolean;
  error?: string;
}

export function useOnePictureUpload(stored: (path: string) => void) {
  const [upload, setUpload] = useState<PictureUpload>({});

  async function choose(file: File | undefined) {
    if (!file) return;
    const refused = uploadProblem(file);
    if (refused) return setUpload({ error: refused });
    setUpload({ busy: true });
    const answer = await withEditorToken((token) => uploadMedia([file], 'article', token));
    if (!answer.ok) return setUpload({ error: answer.message });
    const [picture] = answer.value;
    if (picture) stored(picture.path);
    setUpload({});
  }

  return { upload, choose };
}

/** Files the desk refuses before sending them: the media route's own types and size limit. */
import { DESK_ANSWERS, MEDIA_UPLOAD } from '../../../contract/desk.ts';

/** Why a file cannot be uploaded, or undefined when it can. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(MEDIA_UPLOAD.types as readonly string[]).includes(file.type)) return DESK_ANSWERS.mediaType;
  if (file.size > MEDIA_UPLOAD.maxBytes) return DESK_ANSWERS.mediaTooLarge;
  return undefined;
}

import { describe, expect, it } from 'vitest';
import { DESK_ANSWERS, MEDIA_UPLOAD } from '../../../contract/desk.ts';
import { uploadProblem } from './upload-check.ts';

describe('uploadProblem', () => {
  it('takes the media route’s image types up to its limit, and names what is wrong otherwise', () => {
    expect(uploadProblem({ type: 'image/webp', size: MEDIA_UPLOAD.maxBytes })).toBeUndefined();
    expect(uploadProblem({ type: 'image/svg+xml', size: 10 })).toBe(DESK_ANSWERS.mediaType);
    expect(uploadProblem({ type: 'image/png', size: MEDIA_UPLOAD.maxBytes + 1 })).toBe(DESK_ANSWERS.mediaTooLarge);
  });
});

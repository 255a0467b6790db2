/**
 * `POST /api/admin/media`: editors' images, as multipart (field `file`, one or more; field `use`
 * optional). Every file is checked by its content before any is written, so one bad file in a
 * batch stores nothing.
 */
import { Hono } from 'hono';
import { DESK_ANSWERS } from '../../contract/desk.ts';
import type { EditorEnv } from '../admin/editor-auth.ts';
import { isAcceptedImage, reencodeUpload } from '../media/reencode.ts';
import { readUpload } from '../media/upload-reader.ts';
import { jsonError } from '../http/errors.ts';
import { methodNotAllowedFor } from '../http/routes.ts';

/** Where uploads are posted; the API's 1 MB body limit leaves this path to the upload's own limits. */
export const MEDIA_UPLOAD_PATH = '/api/admin/media';

export function adminMediaRoutes(mediaDir: string): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();
  routes.post('/media', async (c) => {
    const upload = await readUpload(c.req.raw);
    if (!upload.ok) return jsonError(c, upload.status, upload.error);
    for (const file of upload.files) {
      if (!(await isAcceptedImage(file))) return jsonError(c, 415, DESK_ANSWERS.mediaType);
    }
    const media = [];
    for (const file of upload.files) media.push(await reencodeUpload(mediaDir, file, upload.use));
    return c.json({ media }, 201);
  });
  routes.all('/media', methodNotAllowedFor('POST'));
  return routes;
}

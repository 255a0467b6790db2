/**
 * `POST /api/admin/media`: editors' images, as multipart (field `file`, one or more; field `use`
 * optional, before the files). Every file is decoded whole and encoded in memory before any is
 * written, so one bad file in a batch stores nothing; a few uploads run at once, the others wait.
 */
import { Hono } from 'hono';
import type { EditorEnv } from '../admin/editor-auth.ts';
import { encodeUpload } from '../media/reencode.ts';
import { storeUpload } from '../media/store-upload.ts';
import { readUpload } from '../media/upload-reader.ts';
import { uploadSlots } from '../media/upload-slots.ts';
import { jsonError } from '../http/errors.ts';
import { methodNotAllowedFor } from '../http/routes.ts';

/** Where uploads are posted; the API's 1 MB body limit leaves this path to the upload's own limits. */
export const MEDIA_UPLOAD_PATH = '/api/admin/media';

export function adminMediaRoutes(mediaDir: string): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();
  const slots = uploadSlots();
  routes.post('/media', (c) =>
    slots.run(async () => {
      const upload = await readUpload(c.req.raw, encodeUpload);
      if (!upload.ok) return jsonError(c, upload.status, upload.error);
      const media = [];
      for (const encoded of upload.files) media.push(await storeUpload(mediaDir, encoded));
      return c.json({ media }, 201);
    }),
  );
  routes.all('/media', methodNotAllowedFor('POST'));
  return routes;
}

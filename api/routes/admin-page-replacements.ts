/**
 * `POST /api/admin/issues/{id}/pages/{n}/replacement?pdfPage=K`: one page of an issue drawn anew
 * from a PDF (multipart, field `file`), page K of it (the first when left out). The file streams to
 * disk with the import's own limits, the page is drawn in a process of its own, and the answer
 * (201) is the new page: its picture, words and links, for the desk to put in place of page n and
 * save with the issue. The audit log records it. A picture of the page needs none of this: the
 * desk uploads it as any issue page (`POST /api/admin/media`).
 */
import { unlink } from 'node:fs/promises';
import { Hono } from 'hono';
import { IMPORT_FAILURES } from '../../contract/issue-import.ts';
import { PAGE_REPLACEMENT_MESSAGES, PDF_PAGE_PARAM, type PageReplacement } from '../../contract/page-replacement.ts';
import { ISSUE_ID_PATTERN } from '../../contract/schemas.ts';
import type { EditorEnv } from '../admin/editor-auth.ts';
import { pageReplacements } from '../issue-import/page-replacement.ts';
import { readPdfUpload } from '../issue-import/pdf-upload.ts';
import type { StoredIssue } from '../storage/db.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { jsonError } from '../http/errors.ts';
import { methodNotAllowedFor } from '../http/routes.ts';

/** The paths PDFs are posted to; the API's 1 MB body limit leaves them to the upload's own limit. */
export const PAGE_REPLACEMENT_PATH = /^\/api\/admin\/issues\/[^/]+\/pages\/[^/]+\/replacement$/;

const WHOLE_NUMBER = /^[1-9][0-9]{0,5}$/;

export function adminPageReplacementRoutes(
  db: MagazineStorage,
  mediaDir: string,
  importsDir: string,
  now: () => number,
): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();
  const replacements = pageReplacements(mediaDir);
  const path = '/issues/:id/pages/:n/replacement';

  routes.post(path, async (c) => {
    const { id, n } = c.req.param();
    if (!ISSUE_ID_PATTERN.test(id)) return jsonError(c, 404, `No issue with id "${id}"`);
    const stored = await db.desk.findIssue<StoredIssue>(Number(id));
    if (!stored) return jsonError(c, 404, `No issue with id "${id}"`);
    // The desk's version of the issue: its unpublished changes when it has some.
    const issue = (await db.workingCopies.find<StoredIssue>('issue', id)) ?? stored.value;
    const pageCount = issue.pages?.length ?? 0;
    if (!WHOLE_NUMBER.test(n) || Number(n) > pageCount) {
      return jsonError(c, 400, PAGE_REPLACEMENT_MESSAGES.noSuchIssuePage(pageCount));
    }
    const asked = c.req.query(PDF_PAGE_PARAM) ?? '1';
    if (!WHOLE_NUMBER.test(asked)) return jsonError(c, 400, PAGE_REPLACEMENT_MESSAGES.badPdfPage);

    const upload = await readPdfUpload(c.req.raw, importsDir);
    if (!upload.ok) return jsonError(c, upload.status, upload.error);
    const drawn = await replacements
      .draw(upload.file, Number(asked))
      .finally(() => unlink(upload.file).catch(() => undefined));
    if (!drawn.ok) {
      if (drawn.reason === 'open') return jsonError(c, 400, IMPORT_FAILURES[drawn.failure]);
      if (drawn.reason === 'no-such-page')
        return jsonError(c, 400, PAGE_REPLACEMENT_MESSAGES.noSuchPdfPage(drawn.pageCount));
      return jsonError(c, 400, PAGE_REPLACEMENT_MESSAGES.notDrawn);
    }
    const replacement: PageReplacement = {
      image: drawn.page.image,
      text: drawn.page.text,
      links: drawn.page.links.filter((link) => link.href !== undefined),
      pdfPageCount: drawn.pageCount,
    };
    await db.audit.record({
      at: new Date(now()).toISOString(),
      who: c.get('editor').who,
      action: 'replace-page',
      kind: 'issue',
      id,
      before: { page: Number(n), image: issue.pages?.[Number(n) - 1] ?? null },
      after: { page: Number(n), image: replacement.image, fileName: upload.fileName, pdfPage: Number(asked) },
    });
    return c.json(replacement, 201);
  });
  routes.all(path, methodNotAllowedFor('POST'));
  return routes;
}

/**
 * What editors send, derived from the read side's wire schemas so both sides agree on every field.
 * The id is optional on create (the API makes one from the title). The display date, category name,
 * page count and `updated` are the API's to set: accepted so that an item read from the API can be
 * sent back as it is, and replaced. Unknown fields are refused, so a misspelt field is not lost.
 */
import { z } from 'zod';
import { mediaUrlSchema, TITLE_MAX_LENGTH, wireIssueSchema, wireItemSchema } from '../../contract/schemas.ts';
import { CATEGORY_SLUGS } from '../../contract/categories.ts';
import { editorialStatusSchema } from '../../contract/desk.ts';
import { toEmbedUrl, VIDEO_LINK_RULE } from '../../contract/video-links.ts';
import { pageWordsWriteShape } from '../../contract/page-words-shapes.ts';
import { coverCaptionWriteShape, imageCaptionsWriteShape } from '../../contract/picture-captions-shapes.ts';

export type WriteKind = 'blog' | 'vlog' | 'issue';

const categorySchema = z.enum(CATEGORY_SLUGS, { error: `must be one of ${CATEGORY_SLUGS.join(', ')}` });
/**
 * The editorial fields a write may name: the status it asks for (absent: published on create,
 * unchanged on replace), the publish time of a scheduled item, and the version the write was made
 * from. `updatedAt` and `updatedBy` are the API's: accepted so that an item the desk read can be
 * sent back as it is, and replaced. `unpublishedChanges: true` on a published item keeps the write
 * beside the live item instead of publishing it.
 */
const editorialWriteShape = {
  status: editorialStatusSchema.optional(),
  publishAt: z.iso.datetime({ offset: true, error: 'must be an ISO date and time' }).optional(),
  version: z.number().int().positive().optional(),
  updatedAt: z.string().optional(),
  updatedBy: z.string().optional(),
  unpublishedChanges: z.boolean().optional(),
};

/** Titles read back from the API may predate the limit; a write keeps to it. */
const titleSchema = wireItemSchema.shape.title.max(TITLE_MAX_LENGTH, `must be at most ${TITLE_MAX_LENGTH} characters`);

const paragraphsSchema = z.array(z.string()).min(1, 'needs at least one paragraph');

/** Captions or credits for an image that is not there would be stored and never shown. */
function noMoreThanImages(
  images: readonly unknown[],
  lists: Record<string, readonly unknown[] | undefined>,
  context: z.RefinementCtx,
): void {
  for (const [field, entries] of Object.entries(lists)) {
    if ((entries?.length ?? 0) > images.length) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `has ${entries?.length} entries for ${images.length} images`,
      });
    }
  }
}

function itemWriteSchema(type: 'blog' | 'vlog') {
  return z
    .strictObject({
      ...wireItemSchema.shape,
      ...editorialWriteShape,
      ...pageWordsWriteShape,
      ...imageCaptionsWriteShape,
      id: wireItemSchema.shape.id.optional(),
      title: titleSchema,
      type: z.literal(type, { error: `must be "${type}" on this route` }).optional(),
      categoryName: z.string().optional(),
      category: categorySchema,
      description: paragraphsSchema,
      videoURL:
        type === 'vlog'
          ? z.string().refine((url) => toEmbedUrl(url) !== undefined, VIDEO_LINK_RULE)
          : wireItemSchema.shape.videoURL,
    })
    .superRefine((item, context) =>
      noMoreThanImages(item.images, { imageCaptions: item.imageCaptions, imageCredits: item.imageCredits }, context),
    );
}

export const blogWriteSchema = itemWriteSchema('blog');
export const vlogWriteSchema = itemWriteSchema('vlog');
export type ItemWrite = z.output<typeof blogWriteSchema> | z.output<typeof vlogWriteSchema>;

export const issueWriteSchema = z
  .strictObject({
    ...wireIssueSchema.shape,
    ...editorialWriteShape,
    ...pageWordsWriteShape,
    ...coverCaptionWriteShape,
    id: wireIssueSchema.shape.id.optional(),
    title: titleSchema,
    createdAt: wireIssueSchema.shape.createdAt.optional(),
    pages: z.array(mediaUrlSchema).min(1, 'needs at least one page image'),
  })
  .superRefine((issue, context) => {
    const pages = issue.pages.length;
    // Text or links for a page that is not there would be stored and never shown.
    for (const field of ['pageTexts', 'pageLinks'] as const) {
      const entries = issue[field]?.length ?? 0;
      if (entries > pages) {
        context.addIssue({ code: 'custom', path: [field], message: `has ${entries} entries for ${pages} pages` });
      }
    }
    // A link or a contents entry must lead to a page the issue has.
    issue.pageLinks?.forEach((links, index) =>
      links.forEach((link, at) => {
        if (link.page !== undefined && link.page > pages) {
          context.addIssue({
            code: 'custom',
            path: ['pageLinks', index, at, 'page'],
            message: `the issue has ${pages} pages`,
          });
        }
      }),
    );
    issue.contents?.forEach((entry, index) => {
      if (entry.page > pages) {
        context.addIssue({
          code: 'custom',
          path: ['contents', index, 'page'],
          message: `the issue has ${pages} pages`,
        });
      }
    });
  });
export type IssueWrite = z.output<typeof issueWriteSchema>;

export type EditorialWrite = Pick<ItemWrite, keyof typeof editorialWriteShape>;

export const WRITE_SCHEMAS = { blog: blogWriteSchema, vlog: vlogWriteSchema, issue: issueWriteSchema } as const;

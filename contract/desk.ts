/**
 * The editors' desk and the API's editor routes (`/api/admin/...`) agree on these shapes and
 * messages. Only published items, and scheduled ones whose time has come, are ever public; the
 * editor routes see every item with its status and version.
 */
import { z } from 'zod';
import { wireIssueSchema, wireItemSchema } from './schemas.ts';

/** The Firebase custom claim that makes a user an editor. */
export const EDITOR_CLAIM = 'editor';

export const EDITORIAL_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const editorialStatusSchema = z.enum(EDITORIAL_STATUSES);
export type EditorialStatus = z.infer<typeof editorialStatusSchema>;

const isoDateSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date');

/**
 * What every stored blog, vlog and issue carries besides its wire fields. `version` starts at 1 and
 * goes up by one with every write; a write names the version it was made from, and a stale one is
 * refused (409), so two editors never overwrite each other silently.
 */
export const editorialFieldsSchema = z.object({
  status: editorialStatusSchema,
  /** When a scheduled item goes live (ISO date); absent unless scheduled. */
  publishAt: isoDateSchema.optional(),
  version: z.number().int().positive(),
  /** The last write: when, and by whom (the editor's e-mail, or "editor token"). */
  updatedAt: isoDateSchema,
  updatedBy: z.string(),
});
export type EditorialFields = z.infer<typeof editorialFieldsSchema>;

/**
 * A published item's changes saved without publishing them (a write with `unpublishedChanges:
 * true`) are kept beside the live item, which readers keep getting, until a write without it
 * publishes them. The desk reads the item as it will be, with `unpublishedChanges: true`.
 */
const unpublishedChangesShape = { unpublishedChanges: z.boolean().optional() };

/** `GET /api/admin/blogs/:id` and `/vlogs/:id`: the whole item, whatever its status. */
export const deskItemSchema = wireItemSchema.extend(editorialFieldsSchema.shape).extend(unpublishedChangesShape);
export type DeskItem = z.input<typeof deskItemSchema>;

/** `GET /api/admin/issues/:id`: the whole issue with its pages, whatever its status. */
export const deskIssueSchema = wireIssueSchema.extend(editorialFieldsSchema.shape).extend(unpublishedChangesShape);
export type DeskIssue = z.input<typeof deskIssueSchema>;

export const DESK_KINDS = ['blog', 'vlog', 'issue'] as const;
export type DeskKind = (typeof DESK_KINDS)[number];

/** One row of `GET /api/admin/library` (newest first; filters `kind`, `status`, `category`, `q`). */
export const libraryEntrySchema = z.object({
  kind: z.enum(DESK_KINDS),
  id: z.string(),
  title: z.string(),
  category: z.string().optional(),
  status: editorialStatusSchema,
  publishAt: isoDateSchema.optional(),
  version: z.number().int().positive(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  /** The public page's path (`/blogs/<id>`, `/vlogs/<id>`, `/magazines/<id>`); only once published. */
  livePath: z.string().optional(),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;
export const libraryResponseSchema = z.object({ entries: z.array(libraryEntrySchema) });

/** What the audit log names: an item, the front page (its hero, under the id `hero`), or an author (by slug). */
export const AUDIT_KINDS = [...DESK_KINDS, 'front', 'author'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * One row of `GET /api/admin/log` (newest first): who changed what, with the item before and after.
 * `draft` is a published item's changes saved without publishing them; `import` an issue made from a
 * print PDF (`after` names the file and its page count); `replace-page` a page of an issue drawn anew
 * from a PDF (`before` and `after` name the page and its pictures, `after` the file too); `lead` a blog
 * made the lead story (`before` names the one it replaced); `pin` and `unpin` the issue of the month
 * pinned or left to its cover date again; `hero` the home hero's slides saved (kind `front`, id `hero`).
 * An author's `create`, `update` and `delete` (kind `author`, the slug as id) carry the record.
 */
export const auditEntrySchema = z.object({
  at: isoDateSchema,
  who: z.string(),
  action: z.enum([
    'create',
    'update',
    'delete',
    'publish',
    'unpublish',
    'schedule',
    'draft',
    'import',
    'replace-page',
    'lead',
    'pin',
    'unpin',
    'hero',
  ]),
  kind: z.enum(AUDIT_KINDS),
  id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = z.object({ entries: z.array(auditEntrySchema) });

/** `POST /api/admin/media` (multipart, field `file`, one or more): each upload, re-encoded. */
export const uploadedMediaSchema = z.object({
  /** The image at its largest size, as items and issue pages name it. */
  path: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Every size written, widest last. */
  sizes: z.array(z.object({ path: z.string(), width: z.number().int().positive() })),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
export const mediaUploadResponseSchema = z.object({ media: z.array(uploadedMediaSchema) });

/** Image types the media route takes, the largest upload, and how many images one request may carry. */
export const MEDIA_UPLOAD = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  maxBytes: 20 * 1024 * 1024,
  maxFiles: 20,
} as const;

/**
 * What an upload is for (the form's optional field `use`, `article` when left out): the sizes it is
 * re-encoded into are the site's for that use. `article` (blog images, 1600×1000 and 800×500) and
 * `poster` (vlog posters, 1280×720 and 640×360) are cropped to fill; `page` (issue pages, 1000×1300
 * and 200×260) is fitted whole on white, so no words of a page are cut off.
 */
export const MEDIA_USES = ['article', 'poster', 'page'] as const;
export type MediaUse = (typeof MEDIA_USES)[number];

/**
 * `GET /api/admin/publishing`: the rebuild as the desk shows it. `queued` (a change waits for a
 * build), `building`, `checking` (the new build's pages are checked before the switch), `live` (the
 * last build went live), `failed` (the last build did not; `reason` says why, the site stays as it was).
 */
export const publishingStateSchema = z.object({
  state: z.enum(['queued', 'building', 'checking', 'live', 'failed', 'unknown']),
  reason: z.string().optional(),
  /** When the live build went live. */
  liveSince: isoDateSchema.optional(),
});
export type PublishingState = z.infer<typeof publishingStateSchema>;

/** `GET /api/admin/me`: who the desk is signed in as. */
export const deskUserSchema = z.object({ email: z.string(), editor: z.literal(true) });

/** Refusals the desk shows as sent. */
export const DESK_ANSWERS = {
  notEditor: 'This account is not an editor. Ask an editor to run npm run editor:grant for it.',
  staleVersion:
    'Someone else saved this item since you opened it. Your text is kept here: copy what you need, then reload to see their version.',
  mediaType: 'Only JPEG, PNG, WebP or AVIF images can be uploaded.',
  mediaTooLarge: 'An image may be at most 20 MB.',
  altRequired: 'Every image needs alt text before publishing.',
  publishAtPast: 'A scheduled time must be in the future.',
  notLive: 'Only a published item keeps unpublished changes: save this one without "unpublishedChanges".',
} as const;

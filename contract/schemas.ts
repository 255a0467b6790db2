/**
 * Wire shapes of the magazine API, shared by the site and the local API.
 * This file imports nothing but zod, its settings, the list paging constants, the contact form's
 * field limits, the account rules, the media address rule, the search and social words and the
 * pictures' captions (modules that import nothing but zod)
 * so that the API, run directly by Node, can import it too.
 * Defaults that depend on the site's identity (author, date) are applied by the site, in
 * src/lib/api/entities.ts.
 */
import './zod-settings.ts';
import { z } from 'zod';
import { CONTACT_FIELD_LIMITS, isSingleLine } from './contact-fields.ts';
import { LIST_PAGING } from './list-paging.ts';
import { contentsEntrySchema, ISSUE_LINK_LIMITS, pageLinkSchema } from './issue-links.ts';
import { isMediaUrl } from './media-url.ts';
import { pageWordsWireShape } from './page-words-shapes.ts';
import { coverCaptionWireShape, imageCaptionsWireShape } from './picture-captions-shapes.ts';

export { LIST_PAGING };

/** Article and vlog ids are URL slugs. */
export const ITEM_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;
/** Issue ids are positive whole numbers without leading zeros. */
export const ISSUE_ID_PATTERN = /^[1-9][0-9]{0,8}$/;

/**
 * The longest title an editor may give a blog, vlog or issue: a headline, not a paragraph. The
 * desk's title field shows it, and the API refuses a longer one.
 */
export const TITLE_MAX_LENGTH = 120;

export const itemIdSchema = z.string().regex(ITEM_ID_PATTERN, 'must be a lowercase slug');
export const issueIdSchema = z.string().regex(ISSUE_ID_PATTERN, 'must be a positive whole number');

/** An issue's cover date: the month and year printed on its cover, as `YYYY-MM`. */
export const COVER_DATE_PATTERN = /^[0-9]{4}-(?:0[1-9]|1[0-2])$/;
/** The highest number an issue may carry. */
export const ISSUE_NUMBER_MAX = 100_000;

export const contentTypeSchema = z.enum(['blog', 'vlog']);
export type ContentType = z.infer<typeof contentTypeSchema>;

/** A path on the API host (`/media/...`) or an absolute http(s) URL (contract/media-url.ts). */
export const mediaUrlSchema = z.string().refine(isMediaUrl, 'must be a path or an http(s) URL');

const isoDateSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date');

export const variationSchema = z.object({
  subtitle: z.string(),
  description: z.array(z.string()),
});
export type Variation = z.infer<typeof variationSchema>;

/** A blog or vlog item as the API sends it. The site adds author and date defaults (src/lib/api/entities.ts). */
export const wireItemSchema = z.object({
  id: itemIdSchema,
  type: contentTypeSchema,
  title: z.string().min(1),
  excerpt: z.string().default(''),
  author: z.string().optional(),
  date: z.string().optional(),
  updated: isoDateSchema.optional(),
  createdAt: isoDateSchema.optional(),
  categoryName: z.string().min(1),
  category: z.string().min(1),
  images: z.array(mediaUrlSchema).default([]),
  /** Text alternatives for `images`, index by index (not in the original service's shape). */
  imageAlts: z.array(z.string()).optional(),
  /** Captions and credits for `images`, index by index (contract/picture-captions.ts). */
  ...imageCaptionsWireShape,
  imageUrl: mediaUrlSchema.optional(),
  videoURL: z.string().optional(),
  position: z.string().optional(),
  description: z.array(z.string()).default([]),
  variations: z.array(variationSchema).default([]),
  /** The words search results and social cards show, when not the title and excerpt (contract/page-words.ts). */
  ...pageWordsWireShape,
});
export type WireItem = z.input<typeof wireItemSchema>;

export const randomBlogsResponseSchema = z.object({
  success: z.boolean(),
  blogs: z.array(z.unknown()),
});

const wholeNumberParam = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, 'must be a whole number from 1')
  .transform(Number);

export const listPageQuerySchema = z
  .object({
    [LIST_PAGING.pageParam]: wholeNumberParam.optional(),
    [LIST_PAGING.perPageParam]: wholeNumberParam
      .refine((value) => value <= LIST_PAGING.maxPerPage, `must be at most ${LIST_PAGING.maxPerPage}`)
      .optional(),
  })
  .refine((query) => (query.page === undefined) === (query.perPage === undefined), 'page and perPage go together');

/** How long each part of a page's text may be, so one page cannot carry a book. */
export const PAGE_TEXT_LIMITS = {
  section: 60,
  headline: 300,
  standfirst: 1000,
  paragraphs: 60,
  paragraph: 5000,
} as const;

/**
 * The words printed on one page of an issue, as plain text (never HTML): the section it belongs
 * to, its headline, the standfirst under it and the body's paragraphs.
 */
export const pageTextSchema = z.object({
  section: z.string().trim().min(1).max(PAGE_TEXT_LIMITS.section).optional(),
  headline: z.string().trim().min(1).max(PAGE_TEXT_LIMITS.headline),
  standfirst: z.string().trim().min(1).max(PAGE_TEXT_LIMITS.standfirst).optional(),
  body: z.array(z.string().trim().min(1).max(PAGE_TEXT_LIMITS.paragraph)).max(PAGE_TEXT_LIMITS.paragraphs).default([]),
});
export type PageText = z.output<typeof pageTextSchema>;

/** An issue. The list answer leaves `pages` out; the detail answer carries them. */
export const wireIssueSchema = z.object({
  id: issueIdSchema,
  title: z.string().min(1),
  date: z.string().optional(),
  /** The number printed on the cover ("No. 12"); not in the original service's shape. */
  issueNumber: z.number().int().positive().max(ISSUE_NUMBER_MAX, `must be at most ${ISSUE_NUMBER_MAX}`).optional(),
  /**
   * The month the issue is dated, `YYYY-MM` (not in the original service's shape): the issue of the
   * month is the newest published one by it, so publishing a correction to an older issue moves nothing.
   */
  coverDate: z.string().regex(COVER_DATE_PATTERN, 'must be a month written YYYY-MM').optional(),
  coverImage: mediaUrlSchema.optional(),
  /** The cover's caption and credit (contract/picture-captions.ts). */
  ...coverCaptionWireShape,
  description: z.string().default(''),
  /** The words search results and social cards show, when not the title and description (contract/page-words.ts). */
  ...pageWordsWireShape,
  pages: z.array(mediaUrlSchema).optional(),
  /** Text alternatives for `pages`, index by index: the words on each page (not in the original service's shape). */
  pageAlts: z.array(z.string()).optional(),
  /**
   * The text of `pages`, index by index: `null` for a page without words (a full-page picture), and
   * pages past the end of the list have none (not in the original service's shape).
   */
  pageTexts: z.array(pageTextSchema.nullable()).optional(),
  /** The links printed on each page of `pages`, index by index (issues made from a print PDF). */
  pageLinks: z.array(z.array(pageLinkSchema).max(ISSUE_LINK_LIMITS.linksPerPage)).optional(),
  /** The issue's contents: each story's title and the page it starts on. */
  contents: z.array(contentsEntrySchema).max(ISSUE_LINK_LIMITS.contents).optional(),
  pageCount: z.number().int().nonnegative().optional(),
  createdAt: isoDateSchema,
});
export type WireIssue = z.input<typeof wireIssueSchema>;

/** Every error answer of the API. */
export const errorResponseSchema = z.object({ error: z.string() });

/**
 * `POST /emails`: the address as typed; the API trims, lowercases and validates it. `website` is
 * the form's hidden honeypot: people never see it, so a request that fills it comes from a bot,
 * which is told it subscribed while nothing is stored.
 */
export const subscribeRequestSchema = z.object({
  email: z.string().max(1000),
  website: z.string().max(1000).optional(),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/**
 * The answer of `POST /emails`. The local API leaves `message` out of `added: false`, so the site
 * shows its own words for a repeat sign-up.
 */
export const subscribeResponseSchema = z.object({
  added: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

const SINGLE_LINE = 'must be one line, without line breaks or control characters';

/** A text that may end up in a mail's header: one line, checked before trimming so no break hides at an end. */
function headerText(max: number) {
  return z.string().refine(isSingleLine, SINGLE_LINE).trim().min(1).max(max);
}

const contactAddressSchema = z
  .string()
  .refine(isSingleLine, SINGLE_LINE)
  .max(CONTACT_FIELD_LIMITS.email)
  .pipe(z.email());

/**
 * Parameters of the editors' notification template. Its recipient is not among them: the template
 * names the editors' address itself, so no request can send the notification anywhere else.
 */
export const contactNotificationParamsSchema = z.strictObject({
  from_name: headerText(CONTACT_FIELD_LIMITS.fullName),
  from_email: contactAddressSchema,
  message: z.string().trim().min(1).max(CONTACT_FIELD_LIMITS.message),
  sent_time: headerText(CONTACT_FIELD_LIMITS.sentTime),
});
export type ContactNotificationParams = z.infer<typeof contactNotificationParamsSchema>;

/**
 * Parameters of the auto-reply to the visitor: only the address the visitor gave. Its words are
 * the template's own, so it carries nothing anyone typed to whoever that address belongs to.
 */
export const contactAutoReplyParamsSchema = z.strictObject({
  to_email: contactAddressSchema,
});
export type ContactAutoReplyParams = z.infer<typeof contactAutoReplyParamsSchema>;

/**
 * The body of EmailJS's `POST /api/v1.0/email/send`, as @emailjs/browser sends it (or EmailJS's
 * REST API, with `accessToken`). The template's own schema checks `template_params`.
 */
export const emailjsSendRequestSchema = z.strictObject({
  service_id: z.string().max(100),
  template_id: z.string().max(100),
  user_id: z.string().max(100),
  template_params: z.record(z.string(), z.unknown()).optional(),
  accessToken: z.string().max(200).optional(),
  lib_version: z.string().max(32).optional(),
});
export type EmailjsSendRequest = z.infer<typeof emailjsSendRequestSchema>;

/**
 * One mail the local sink recorded, as its development route lists it: who it went to and the
 * template's parameters. A mail whose stored parameters are not a flat set of texts (kept by an
 * earlier sink that stored anything) is listed with none and `paramsUnreadable`.
 */
export const recordedMailSchema = z.object({
  id: z.number().int().positive(),
  serviceId: z.string(),
  templateId: z.string(),
  /** Empty for mails recorded before the sink kept recipients. */
  to: z.string(),
  params: z.record(z.string(), z.string()),
  paramsUnreadable: z.literal(true).optional(),
  receivedAt: z.string(),
});
export type RecordedMail = z.infer<typeof recordedMailSchema>;
export const recordedMailsResponseSchema = z.object({ mails: z.array(recordedMailSchema) });
export type RecordedMailsResponse = z.infer<typeof recordedMailsResponseSchema>;

/* Accounts. */

/** What a signed-in call names as its user; the API compares it with the ID token's uid. */
export const userIdSchema = z.string().min(1).max(128);
export const userIdBodySchema = z.object({ userId: userIdSchema });

/** The signup payload and its field rules, which the site's form and the API share: account-rules.ts. */
export { signupRequestSchema, type SignupRequest } from './account-rules.ts';

export const signupResponseSchema = z.object({ status: z.string(), message: z.string() });

export const favouriteStatusSchema = z.object({ isFavorited: z.boolean() });
export const savedStatusSchema = z.object({ isSaved: z.boolean() });

/** Content that can be saved, as named in the API's paths (`/issues/…`, `/vlogs/…`). */
export const savedContentTypeSchema = z.enum(['issues', 'vlogs']);
export type SavedContentType = z.infer<typeof savedContentTypeSchema>;

/** A Firestore-style timestamp, as the original service sent it. */
export const timestampSchema = z.object({
  seconds: z.number().int(),
  nanoseconds: z.number().int().min(0).max(999_999_999),
});
export type Timestamp = z.infer<typeof timestampSchema>;

/** A saved issue (or saved vlog: `type` says which) in `GET /issues/saved/{uid}`. */
export const savedIssueSchema = z.object({
  id: z.string(),
  type: z.enum(['issue', 'vlog']).default('issue'),
  title: z.string(),
  coverImage: mediaUrlSchema.optional(),
  timestamp: timestampSchema,
});
export type SavedIssue = z.output<typeof savedIssueSchema>;
export const savedIssuesResponseSchema = z.object({ savedIssues: z.array(savedIssueSchema) });

/** A favourite article in `GET /blogs/favourites/{uid}`. */
export const favouriteArticleSchema = z.object({
  id: itemIdSchema,
  type: contentTypeSchema,
  title: z.string(),
  images: z.array(mediaUrlSchema).default([]),
  categoryName: z.string(),
  timestamp: timestampSchema.optional(),
});
export type FavouriteArticle = z.output<typeof favouriteArticleSchema>;
export const favouriteBlogsResponseSchema = z.object({ favouriteBlogs: z.array(favouriteArticleSchema) });

/* Reading progress: where a signed-in reader stopped in each issue. */

/** `POST /issues/{id}/progress`: the page (1-based) the reader has open. */
export const readingProgressRequestSchema = z.object({
  userId: userIdSchema,
  page: z.number().int().min(1).max(100_000),
});
export type ReadingProgressRequest = z.infer<typeof readingProgressRequestSchema>;

/** One issue's progress; `updatedMs` (the API's clock) decides which of two devices wrote last. */
export const readingProgressSchema = z.object({
  issueId: issueIdSchema,
  page: z.number().int().min(1),
  pageCount: z.number().int().nonnegative().optional(),
  updatedMs: z.number().int().nonnegative(),
});
export type ReadingProgress = z.infer<typeof readingProgressSchema>;
/** `GET /issues/progress/{uid}`: latest first. */
export const readingProgressResponseSchema = z.object({ progress: z.array(readingProgressSchema) });

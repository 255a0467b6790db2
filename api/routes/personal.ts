/**
 * Readers' favourites, saves and reading progress. Every route answers only the user of the request's ID token; see
 * ../accounts/signed-in.ts for the 401 and 403 rules. POST toggles (the product's calls); DELETE
 * takes a favourite or save off for good, so a reader's Remove can never add one back, and works
 * for content that is gone.
 */
import { Hono, type Context } from 'hono';
import { ITEM_ANSWERS } from '../../contract/api-messages.ts';
import {
  ISSUE_ID_PATTERN,
  ITEM_ID_PATTERN,
  readingProgressRequestSchema,
  savedContentTypeSchema,
  userIdBodySchema,
  type FavouriteArticle,
  type ReadingProgress,
  type SavedContentType,
  type SavedIssue,
  type Timestamp,
} from '../../contract/schemas.ts';
import type { AccountAuth } from '../accounts/account-auth.ts';
import { signedIn } from '../accounts/signed-in.ts';
import type { ProgressRow } from '../storage/reading-progress.ts';
import type { MagazineStorage, PersonalStore } from '../storage/storage.ts';
import { jsonError } from '../http/errors.ts';
import { bodyRefused, readJsonBody } from '../http/json-body.ts';
import { postAndDeleteRoute, postRoute, readRoute } from '../http/routes.ts';

export interface Accounts {
  auth: AccountAuth;
  /** Readers' lists; the storage's own unless given (tests watch what the routes call). */
  store?: PersonalStore;
  /** Milliseconds since the epoch; tests fix it. */
  now?: () => number;
}

/** The Firestore-style timestamp the original service sent. */
export function toTimestamp(ms: number): Timestamp {
  return { seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1_000_000 };
}

const fromQuery = (name: string) => (c: Context) => c.req.query(name);
const fromPath = (name: string) => (c: Context) => c.req.param(name);
/** The body's userId. A JSON object without one names nobody, as a query without one does. */
async function fromBody(c: Context): Promise<string | Response | undefined> {
  const body = await readJsonBody(c, userIdBodySchema);
  if (body.ok) return body.value.userId;
  return body.fault === 'fields' ? undefined : bodyRefused(c, body);
}

function contentTypeOf(c: Context): SavedContentType {
  // The route's pattern admits only the enum's values.
  return savedContentTypeSchema.parse(c.req.param('contentType'));
}

const idPattern = (type: SavedContentType) => (type === 'issues' ? ISSUE_ID_PATTERN : ITEM_ID_PATTERN);

export function personalRoutes(db: MagazineStorage, accounts: Accounts | undefined): Hono {
  const routes = new Hono();
  const auth = accounts?.auth;
  const now = accounts?.now ?? Date.now;
  // Only reached after signedIn() has let the request through, which needs accounts.
  const store = () => accounts?.store ?? db.personal;

  async function savedExists(type: SavedContentType, id: string): Promise<boolean> {
    if (type === 'issues') return (await db.findIssue(Number(id))) !== undefined;
    return (await db.findItem(id))?.type === 'vlog';
  }

  async function savedEntry(type: SavedContentType, id: string, createdMs: number): Promise<SavedIssue | undefined> {
    const timestamp = toTimestamp(createdMs);
    if (type === 'issues') {
      const issue = await db.findIssue(Number(id));
      return issue && { id: issue.id, type: 'issue', title: issue.title, coverImage: issue.coverImage, timestamp };
    }
    const vlog = await db.findItem(id);
    if (vlog?.type !== 'vlog') return undefined;
    return { id: vlog.id, type: 'vlog', title: vlog.title, coverImage: vlog.imageUrl ?? vlog.images?.[0], timestamp };
  }

  async function favouriteEntry(id: string, createdMs: number): Promise<FavouriteArticle | undefined> {
    const item = await db.findItem(id);
    if (!item) return undefined;
    const { type, title, images = [], categoryName } = item;
    return { id, type, title, images, categoryName, timestamp: toTimestamp(createdMs) };
  }

  postRoute(
    routes,
    '/blogs/is-favorited',
    signedIn(auth, fromQuery('userId'), async (c, uid) => {
      const blogId = c.req.query('blogId') ?? '';
      if (!ITEM_ID_PATTERN.test(blogId)) return jsonError(c, 400, 'Invalid blogId');
      return c.json({ isFavorited: await store().isFavourite(uid, blogId) });
    }),
  );

  postAndDeleteRoute(
    routes,
    '/blogs/:id/favorite',
    signedIn(auth, fromBody, async (c, uid) => {
      const id = c.req.param('id') ?? '';
      if (!ITEM_ID_PATTERN.test(id)) return jsonError(c, 400, ITEM_ANSWERS.invalidBlogId);
      if (!(await db.findItem(id))) return jsonError(c, 404, 'Blog not found');
      return c.json({ isFavorited: await store().toggleFavourite(uid, id, now()) });
    }),
    signedIn(auth, fromQuery('userId'), async (c, uid) => {
      const id = c.req.param('id') ?? '';
      if (!ITEM_ID_PATTERN.test(id)) return jsonError(c, 400, ITEM_ANSWERS.invalidBlogId);
      await store().unfavourite(uid, id);
      return c.json({ isFavorited: false });
    }),
  );

  postRoute(
    routes,
    '/:contentType{issues|vlogs}/is-saved',
    signedIn(auth, fromQuery('userId'), async (c, uid) => {
      const type = contentTypeOf(c);
      const id = c.req.query('issueId') ?? '';
      if (!idPattern(type).test(id)) return jsonError(c, 400, 'Invalid issueId');
      return c.json({ isSaved: await store().isSaved(uid, type, id) });
    }),
  );

  const invalidSavedId = (c: Context, type: SavedContentType) =>
    jsonError(c, 400, `Invalid ${type === 'issues' ? 'issue' : 'vlog'} id`);

  postAndDeleteRoute(
    routes,
    '/:contentType{issues|vlogs}/:id/save',
    signedIn(auth, fromBody, async (c, uid) => {
      const type = contentTypeOf(c);
      const id = c.req.param('id') ?? '';
      if (!idPattern(type).test(id)) return invalidSavedId(c, type);
      if (!(await savedExists(type, id))) {
        return jsonError(c, 404, `${type === 'issues' ? 'Issue' : 'Vlog'} not found`);
      }
      return c.json({ isSaved: await store().toggleSaved(uid, type, id, now()) });
    }),
    signedIn(auth, fromQuery('userId'), async (c, uid) => {
      const type = contentTypeOf(c);
      const id = c.req.param('id') ?? '';
      if (!idPattern(type).test(id)) return invalidSavedId(c, type);
      await store().unsave(uid, type, id);
      return c.json({ isSaved: false });
    }),
  );

  /** A user's list, each row joined with its content; rows whose content is gone are left out. */
  function listRoute<Row, Entry>(
    path: string,
    key: string,
    rows: (uid: string) => Promise<Row[]>,
    entry: (row: Row) => Promise<Entry | undefined>,
  ) {
    readRoute(
      routes,
      path,
      signedIn(auth, fromPath('uid'), async (c, uid) => {
        const entries = await Promise.all((await rows(uid)).map(entry));
        return c.json({ [key]: entries.filter((found) => found !== undefined) });
      }),
    );
  }

  listRoute(
    '/issues/saved/:uid',
    'savedIssues',
    (uid) => store().listSaved(uid),
    (row) => savedEntry(row.contentType, row.contentId, row.createdMs),
  );
  listRoute(
    '/blogs/favourites/:uid',
    'favouriteBlogs',
    (uid) => store().listFavourites(uid),
    (row) => favouriteEntry(row.itemId, row.createdMs),
  );

  /** A progress row with its issue's page count; undefined when the issue is gone. */
  async function progressEntry(row: ProgressRow): Promise<ReadingProgress | undefined> {
    const issue = await db.findIssue(Number(row.issueId));
    if (!issue) return undefined;
    const pageCount = issue.pages?.length ?? issue.pageCount;
    return pageCount === undefined ? row : { ...row, pageCount };
  }

  listRoute('/issues/progress/:uid', 'progress', (uid) => store().progress.list(uid), progressEntry);

  postRoute(
    routes,
    '/issues/:id/progress',
    signedIn(auth, fromBody, async (c, uid) => {
      const id = c.req.param('id') ?? '';
      if (!ISSUE_ID_PATTERN.test(id)) return jsonError(c, 400, 'Invalid issue id');
      const body = await readJsonBody(c, readingProgressRequestSchema);
      if (!body.ok) return bodyRefused(c, body);
      const issue = await db.findIssue(Number(id));
      if (!issue) return jsonError(c, 404, 'Issue not found');
      const pageCount = issue.pages?.length ?? issue.pageCount ?? 0;
      if (body.value.page > pageCount) return jsonError(c, 400, `page must be from 1 to ${pageCount}`);
      const row = await store().progress.record(uid, id, body.value.page, now());
      return c.json((await progressEntry(row)) ?? row);
    }),
  );

  return routes;
}

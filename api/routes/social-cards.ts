/**
 * `GET /social/{blogs|vlogs}/{id}.jpg`, `/social/magazines/{id}.jpg` and
 * `/social/magazines/{id}/page/{n}.jpg`: the social card of a published blog, vlog, issue or issue
 * page (contract/social-cards.ts), drawn on the first request (social-cards/card-maker.ts). Pages
 * name them in og:image; the sites that show a link fetch them.
 */
import { Hono, type Context } from 'hono';
import {
  issueCard,
  issuePageCard,
  itemCard,
  SOCIAL_CARD,
  socialCardPath,
  type SocialCard,
} from '../../contract/social-cards.ts';
import { ISSUE_ID_PATTERN, ITEM_ID_PATTERN } from '../../contract/schemas.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { jsonError } from '../http/errors.ts';
import { namesEtag } from '../http/if-none-match.ts';
import { readRoute } from '../http/routes.ts';
import { CARD_DRAWING, cardMaker, CardsBusyError, type CardMaker } from '../social-cards/card-maker.ts';

/**
 * An hour in browsers and caches, then asked again with the tag: a changed title shows within
 * the hour, and an unchanged card costs a 304.
 */
const CARD_CACHE_CONTROL = 'public, max-age=3600';

const CARD_SUFFIX = `.${SOCIAL_CARD.extension}`;

/** The id in `{id}.jpg`, when the name has that form and the id the pattern's. */
function idOf(file: string | undefined, pattern: RegExp): string | undefined {
  if (!file?.endsWith(CARD_SUFFIX)) return undefined;
  const id = file.slice(0, -CARD_SUFFIX.length);
  return pattern.test(id) ? id : undefined;
}

const PAGE_NUMBER = /^[1-9][0-9]{0,4}$/;

/** `cards` draws them (card-maker.ts) unless a test gives another. */
export function socialCardRoutes(db: MagazineStorage, mediaDir: string, cards: CardMaker = cardMaker(mediaDir)): Hono {
  const routes = new Hono();

  async function answer(c: Context, card: SocialCard | undefined): Promise<Response> {
    if (!card) return jsonError(c, 404, 'Card not found');
    // One address per card: `?v=2` or a tracking parameter would be another copy in every cache
    // in front of the API. The redirect is as lasting as the card's address.
    if (c.req.url.includes('?')) {
      c.header('Cache-Control', CARD_CACHE_CONTROL);
      return c.redirect(socialCardPath(card), 301);
    }
    const { etag, jpeg } = await cards.card(card);
    const headers = {
      'Cache-Control': CARD_CACHE_CONTROL,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    const asked = c.req.header('If-None-Match');
    if (asked !== undefined && namesEtag(asked, etag)) return c.body(null, 304, headers);
    try {
      const body = await jpeg;
      return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Type': SOCIAL_CARD.type });
    } catch (error) {
      if (!(error instanceof CardsBusyError)) throw error;
      c.header('Retry-After', String(CARD_DRAWING.retryAfterSeconds));
      return jsonError(c, 503, 'Too many cards are being drawn; try again in a few seconds');
    }
  }

  for (const list of ['blogs', 'vlogs'] as const) {
    readRoute(routes, `/${list}/:file`, async (c) => {
      const id = idOf(c.req.param('file'), ITEM_ID_PATTERN);
      const item = id ? await db.findItem(id) : undefined;
      // A vlog's card lives under /vlogs and a blog's under /blogs, as their pages do.
      return answer(c, item && `${item.type}s` === list ? itemCard(item) : undefined);
    });
  }

  readRoute(routes, '/magazines/:file', async (c) => {
    const id = idOf(c.req.param('file'), ISSUE_ID_PATTERN);
    const issue = id ? await db.findIssue(Number(id)) : undefined;
    return answer(c, issue && issueCard(issue));
  });

  readRoute(routes, '/magazines/:id/page/:file', async (c) => {
    const page = idOf(c.req.param('file'), PAGE_NUMBER);
    const id = c.req.param('id') ?? '';
    const issue = page && ISSUE_ID_PATTERN.test(id) ? await db.findIssue(Number(id)) : undefined;
    const inIssue = issue && Number(page) <= (issue.pages?.length ?? 0);
    return answer(c, inIssue ? issuePageCard(issue, Number(page)) : undefined);
  });

  return routes;
}

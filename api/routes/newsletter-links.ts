/**
 * The pages the newsletter's signed links open (link-pages.ts):
 * - `GET /api/newsletter/confirm?token=` shows a button; its `POST` confirms the sign-up.
 * - `GET /api/newsletter/unsubscribe?token=` shows a button; its `POST` unsubscribes at once, as
 *   does the mail client's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`) to the same URL.
 * - `POST /api/newsletter/resubscribe` (the unsubscribe token) takes the reader back.
 * A token comes in the query or as the form's `token` field. Nothing changes on a GET.
 */
import { Hono, type Context } from 'hono';
import type { NewsletterStore, ReaderState } from '../newsletter/newsletter-store.ts';
import { LINK_PAGE_CSP, LINK_PAGE_TEXT as TEXT, renderLinkPage, type LinkPage } from '../newsletter/link-pages.ts';
import { checkLink, type LinkCheck, type LinkPurpose } from '../newsletter/signed-links.ts';
import { jsonError } from '../http/errors.ts';
import { methodNotAllowedFor } from '../http/routes.ts';

export const NEWSLETTER_LINK_PATHS = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
  resubscribe: '/newsletter/resubscribe',
} as const;

export interface NewsletterLinkOptions {
  store: NewsletterStore;
  secret: string | undefined;
  siteUrl: string;
  now: () => number;
}

const UNAVAILABLE = 'Newsletter links are not set up on this server (NEWSLETTER_SECRET is missing)';

async function tokenOf(c: Context): Promise<string> {
  const fromQuery = c.req.query('token');
  if (fromQuery) return fromQuery;
  if (c.req.method !== 'POST') return '';
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return typeof body.token === 'string' ? body.token : '';
}

function page(c: Context, status: 200 | 400 | 404 | 409 | 410, content: LinkPage): Response {
  c.header('Content-Security-Policy', LINK_PAGE_CSP);
  c.header('X-Frame-Options', 'DENY');
  return c.html(renderLinkPage(content), status);
}

export function newsletterLinkRoutes({ store, secret, siteUrl, now }: NewsletterLinkOptions): Hono {
  const routes = new Hono();
  const signUp = { href: `${siteUrl}/newsletter`, label: TEXT.signUpAgain };
  const toSite = { href: siteUrl, label: TEXT.toSite };

  /** Runs `answer` with the token's address, or answers the page for a token that is not good. */
  const withLink =
    (purpose: LinkPurpose, answer: (c: Context, email: string, token: string) => Promise<Response> | Response) =>
    async (c: Context) => {
      if (!secret) return jsonError(c, 503, UNAVAILABLE);
      const token = await tokenOf(c);
      const check: LinkCheck = checkLink(secret, purpose, token, now());
      if (check.ok) return answer(c, check.email, token);
      if (check.reason === 'expired')
        return page(c, 410, { title: TEXT.expiredTitle, text: TEXT.expiredText, link: signUp });
      return page(c, 400, { title: TEXT.invalidTitle, text: TEXT.invalidText, link: signUp });
    };

  const afterJoining = (c: Context, state: ReaderState | undefined, joined: LinkPage) => {
    if (state === 'confirmed') return page(c, 200, joined);
    if (state === 'suppressed')
      return page(c, 409, { title: TEXT.suppressedTitle, text: TEXT.suppressedText, link: toSite });
    return page(c, 404, { title: TEXT.unknownTitle, text: TEXT.unknownText, link: signUp });
  };

  const leftPage = (state: ReaderState | undefined, token: string): LinkPage => ({
    title: TEXT.leftTitle,
    text: TEXT.leftText,
    ...(state === 'unsubscribed'
      ? { form: { action: 'resubscribe', token, button: TEXT.rejoinButton, ask: TEXT.rejoinAsk } }
      : {}),
    link: toSite,
  });

  /** A GET shows the page with the button; only the button's POST changes anything. */
  const askPage = (purpose: LinkPurpose, action: string, ask: Pick<LinkPage, 'title' | 'text'>, button: string) =>
    withLink(purpose, (c, _email, token) => page(c, 200, { ...ask, form: { action, token, button } }));
  /** Confirms the token's address, and says so in `joined`'s words. */
  const join = (purpose: LinkPurpose, joined: Pick<LinkPage, 'title' | 'text'>) =>
    withLink(purpose, async (c, email) =>
      afterJoining(c, await store.confirm(email, new Date(now())), { ...joined, link: toSite }),
    );

  routes.get(
    NEWSLETTER_LINK_PATHS.confirm,
    askPage('confirm', 'confirm', { title: TEXT.confirmTitle, text: TEXT.confirmAsk }, TEXT.confirmButton),
  );
  routes.post(NEWSLETTER_LINK_PATHS.confirm, join('confirm', { title: TEXT.confirmedTitle, text: TEXT.confirmedText }));
  routes.get(
    NEWSLETTER_LINK_PATHS.unsubscribe,
    askPage('leave', 'unsubscribe', { title: TEXT.leaveTitle, text: TEXT.leaveAsk }, TEXT.leaveButton),
  );
  routes.post(
    NEWSLETTER_LINK_PATHS.unsubscribe,
    withLink('leave', async (c, email, token) =>
      page(c, 200, leftPage(await store.leave(email, new Date(now())), token)),
    ),
  );
  routes.post(NEWSLETTER_LINK_PATHS.resubscribe, join('leave', { title: TEXT.rejoinedTitle, text: TEXT.rejoinedText }));
  routes.all(NEWSLETTER_LINK_PATHS.confirm, methodNotAllowedFor('GET, HEAD, POST, OPTIONS'));
  routes.all(NEWSLETTER_LINK_PATHS.unsubscribe, methodNotAllowedFor('GET, HEAD, POST, OPTIONS'));
  routes.all(NEWSLETTER_LINK_PATHS.resubscribe, methodNotAllowedFor('POST, OPTIONS'));
  return routes;
}

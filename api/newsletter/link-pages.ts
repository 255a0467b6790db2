/**
 * The small pages the newsletter's links open on the API: confirm a sign-up, leave, come back.
 * Each change is a POST from a button (mail scanners open links; they do not press buttons).
 * Every page is plain HTML with no script, whose forms post only back to the API, and none names
 * the address it concerns.
 */
import { escapeHtml } from '../../contract/escape-html.ts';

export const LINK_PAGE_TEXT = {
  confirmTitle: 'Confirm your subscription',
  confirmAsk: 'Press the button to receive the Serendib Luxe newsletter at this address.',
  confirmButton: 'Confirm my subscription',
  confirmedTitle: 'Your subscription is confirmed',
  confirmedText: 'Thank you. The next edition of the Serendib Luxe newsletter will reach your inbox.',
  expiredTitle: 'This link has expired',
  expiredText: 'Confirmation links last 7 days. Sign up again and we will send you a new one.',
  invalidTitle: 'This link is not valid',
  invalidText: 'The link may have been cut short. Open it again from the mail, or sign up again.',
  unknownTitle: 'This address is not on our list',
  unknownText: 'Its sign-up was removed. Sign up again to receive the newsletter.',
  suppressedTitle: 'We cannot send the newsletter to this address',
  suppressedText: 'Mail to it was refused. If that has changed, write to the editors.',
  leaveTitle: 'Unsubscribe from the newsletter',
  leaveAsk: 'Press the button and no further edition will be sent to this address.',
  leaveButton: 'Unsubscribe',
  leftTitle: 'You have unsubscribed',
  leftText: 'No further edition of the Serendib Luxe newsletter will be sent to this address.',
  rejoinAsk: 'Changed your mind?',
  rejoinButton: 'Subscribe again',
  rejoinedTitle: 'You are subscribed again',
  rejoinedText: 'Welcome back. The next edition will reach your inbox.',
  signUpAgain: 'Sign up for the newsletter',
  toSite: 'Go to Serendib Luxe',
} as const;

/** No script, no frames around it, forms only back to the API, styles only its own. */
export const LINK_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

const STYLE = `body{font:18px/1.6 Georgia,serif;color:#13201b;background:#fbf8f2;margin:0}
main{max-width:34rem;margin:4rem auto;padding:0 1.25rem}h1{font-weight:normal;font-size:2rem}
button,.button{font:inherit;background:#13201b;color:#fbf8f2;border:0;padding:.7rem 1.3rem;cursor:pointer;text-decoration:none;display:inline-block}
a{color:#13201b}`;

export interface LinkPage {
  title: string;
  text: string;
  /** A button that posts `token` to `action`. */
  form?: { action: string; token: string; button: string; ask?: string };
  /** A link out, to the site. */
  link?: { href: string; label: string };
}

export function renderLinkPage({ title, text, form, link }: LinkPage): string {
  const formHtml = form
    ? `${form.ask ? `<p>${escapeHtml(form.ask)}</p>` : ''}<form method="post" action="${escapeHtml(form.action)}">` +
      `<input type="hidden" name="token" value="${escapeHtml(form.token)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  const linkHtml = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Serendib Luxe</title><style>${STYLE}</style></head>
<body><main><p>Serendib Luxe</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${formHtml}${linkHtml}</main></body></html>`;
}

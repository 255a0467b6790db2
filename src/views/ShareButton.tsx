/**
 * Share: a mail link that works without JavaScript. Where the browser can share natively,
 * `src/lib/share/share-links.ts` (ShareLinkScript.astro, on every page that shows articles)
 * offers that instead, for pre-rendered pages and islands alike.
 */
import { mailtoHref, type ShareData } from '../lib/content/share-mail-link.ts';

export function ShareButton({ title, excerpt, url }: ShareData) {
  return (
    <a
      className="button button--ghost"
      href={mailtoHref({ title, excerpt, url })}
      data-share=""
      data-title={title}
      data-excerpt={excerpt}
      data-url={url}
    >
      Share
    </a>
  );
}

/**
 * Share: a menu of plain links (the networks and mail) that opens and works without JavaScript.
 * `src/lib/share/share-links.ts` (ShareLinkScript.astro, on every page that shows articles) adds
 * what needs a script: on a phone the system's share sheet instead of the menu, and "Copy link".
 */
import { shareTargets, type ShareMenuData } from '../lib/content/share-targets.ts';
import './ShareMenu.css';

export function ShareMenu({ title, excerpt, url, image }: ShareMenuData) {
  return (
    <details className="share-menu" data-share-menu="" data-title={title} data-excerpt={excerpt} data-url={url}>
      <summary className="button button--ghost">Share</summary>
      <div className="share-menu__panel">
        <button type="button" className="share-menu__copy" data-share-copy="">
          Copy link
        </button>
        <ul className="share-menu__list">
          {shareTargets({ title, excerpt, url, image }).map(({ name, href, newTab }) => (
            <li key={name}>
              {newTab ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <a href={href}>{name}</a>
              )}
            </li>
          ))}
        </ul>
        <p className="share-menu__status" role="status" data-share-status=""></p>
      </div>
    </details>
  );
}

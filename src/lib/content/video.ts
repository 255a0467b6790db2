/**
 * The video player of a vlog: which links become one is the contract's (contract/video-links.ts),
 * how its frame is set up is here.
 */

/** How the player frame is set up once the reader presses play, on static pages and in islands alike. */
export const PLAYER_FRAME = {
  allow: 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen',
  referrerPolicy: 'strict-origin-when-cross-origin',
  fallbackTitle: 'Video',
} as const;

/** The embed link that starts playing at once, without related videos from other channels. */
export function playerUrl(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1&rel=0`;
}

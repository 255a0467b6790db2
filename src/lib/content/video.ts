/**
 * Video links become embed links: watch links and short links are rewritten,
 * an empty link gives no video.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Where video players come from; the content security policy lets frames from here in. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function youTubeId(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(parsed.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** The embed link for a video URL; undefined when there is no usable video. */
export function toEmbedUrl(url: string | undefined): string | undefined {
  const id = youTubeId(url);
  if (id) return `${VIDEO_EMBED_ORIGIN}/embed/${id}`;
  if (!url?.trim()) return undefined;
  return /^https:\/\//.test(url.trim()) ? url.trim() : undefined;
}

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

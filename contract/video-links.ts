/**
 * The video links the magazine can play, and the embed link each becomes: YouTube's watch links,
 * short links (youtu.be) and its embed, shorts and live links, played from YouTube's
 * privacy-enhanced host. An empty link gives no video. The API refuses any other link for a vlog
 * (api/admin/write-schemas.ts), and the site shows a player for no other link, whatever is stored.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Where video players come from; the content security policy lets frames from here in. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** What the API says of a vlog's link that is not one of these. */
export const VIDEO_LINK_RULE =
  'must be a YouTube link (youtube.com/watch?v=…, youtu.be/…, or an embed, shorts or live link)';

export function youTubeId(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(parsed.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** The embed link for a video link; undefined when there is no video or the link is not one the magazine plays. */
export function toEmbedUrl(url: string | undefined): string | undefined {
  const id = youTubeId(url);
  return id ? `${VIDEO_EMBED_ORIGIN}/embed/${id}` : undefined;
}

/** Sharing: the mail link every Share button carries. */
export interface ShareData {
  title: string;
  excerpt: string;
  url: string;
}

/** Subject is the title; the body is the excerpt followed by the page's address. */
export function mailtoHref({ title, excerpt, url }: ShareData): string {
  const body = excerpt ? `${excerpt}\n\n${url}` : url;
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

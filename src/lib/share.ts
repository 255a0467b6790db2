/** Sharing: the Web Share API where present, else a mail link (spec section 9). */
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

export async function share(
  data: ShareData,
  nav: Navigator = navigator,
  open: (href: string) => void = (href) => window.location.assign(href),
): Promise<'shared' | 'mail' | 'cancelled'> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: data.title, text: data.excerpt, url: data.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  open(mailtoHref(data));
  return 'mail';
}

/**
 * A page's head tags: title, description, keywords, canonical, robots, social cards, article tags
 * and structured data. Pages describe themselves with `PageMeta` (declared here, made for each page
 * by page-meta.ts); this module turns that into astro-seo's props and JSON-LD.
 */
import { SITE } from '../../config/site.ts';
import { SEARCH_PATH_TEMPLATE } from '../search/address.ts';

export interface PageImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface ArticleMeta {
  author: string;
  publishedTime: string;
  modifiedTime?: string;
  section: string;
  tags?: string[];
}

/** A magazine issue, described as a schema.org PublicationIssue. */
export interface IssueMeta {
  name: string;
  issueNumber: string;
  datePublished: string;
  pageCount?: number;
}

/** A page whose subject is a video: described as a VideoObject rather than an Article. */
export interface VideoMeta {
  embedUrl: string;
  uploadDate: string;
}

/** What a shared link's card says, when it differs from the search title and description. */
export interface SocialWords {
  title?: string;
  description?: string;
}

export interface PageMeta {
  title: string;
  /** The whole <title> as the editors wrote it for search results; `title` and the site's name without it. */
  searchTitle?: string;
  description: string;
  /** og: and twitter: title and description; the page's <title> and description without them. */
  social?: SocialWords;
  /** Site path of the page, e.g. `/blogs/some-id`. */
  path: string;
  keywords?: readonly string[];
  image?: PageImage;
  /** The card og:image and twitter:image show (social-cards.ts); `image` when absent. */
  socialImage?: PageImage;
  noindex?: boolean;
  /**
   * False for the 404 page: it answers at every address that does not exist, so it has no address
   * of its own to name as canonical (naming `/404` would point every missing address there).
   */
  canonical?: false;
  article?: ArticleMeta;
  issue?: IssueMeta;
  video?: VideoMeta;
}

export const DEFAULT_SOCIAL_IMAGE: PageImage = {
  url: '/images/social-card.png',
  alt: `${SITE.name}: ${SITE.tagline}`,
  width: 1200,
  height: 630,
};

export function pageTitle(title: string): string {
  return title === SITE.name ? `${SITE.name} | ${SITE.tagline}` : `${title} | ${SITE.name}`;
}

/** The page's <title>: the editors' search title as written, else the title and the site's name. */
export function documentTitle(meta: Pick<PageMeta, 'title' | 'searchTitle'>): string {
  return meta.searchTitle ?? pageTitle(meta.title);
}

/** A page without keywords of its own still gets distinct ones: its title leads the site's. */
export function pageKeywords(meta: Pick<PageMeta, 'title' | 'keywords'>): string {
  const keywords = meta.keywords ?? (meta.title === SITE.name ? SITE.keywords : [meta.title, ...SITE.keywords]);
  return keywords.join(', ');
}

export function absoluteUrl(pathOrUrl: string, site: URL | string): string {
  return new URL(pathOrUrl, site).toString();
}

export function seoProps(meta: PageMeta, site: URL | string) {
  const image = meta.socialImage ?? meta.image ?? DEFAULT_SOCIAL_IMAGE;
  const imageUrl = absoluteUrl(image.url, site);
  const canonical = absoluteUrl(meta.path, site);
  const title = documentTitle(meta);
  const socialTitle = meta.social?.title ?? title;
  const socialDescription = meta.social?.description ?? meta.description;
  const keywords = pageKeywords(meta);
  return {
    // No `title` here: astro-seo writes it as raw HTML, so BaseLayout renders the escaped <title>.
    description: meta.description,
    // astro-seo writes no canonical link for null, and the page's own address for undefined.
    canonical: meta.canonical === false ? null : canonical,
    noindex: meta.noindex ?? false,
    nofollow: false,
    openGraph: {
      basic: { title: socialTitle, type: meta.article ? 'article' : 'website', image: imageUrl, url: canonical },
      optional: { description: socialDescription, siteName: SITE.name, locale: SITE.locale },
      image: { url: imageUrl, alt: image.alt, width: image.width, height: image.height },
      ...(meta.article
        ? {
            article: {
              publishedTime: meta.article.publishedTime,
              modifiedTime: meta.article.modifiedTime,
              authors: [meta.article.author],
              section: meta.article.section,
              tags: meta.article.tags,
            },
          }
        : {}),
    },
    twitter: {
      card: 'summary_large_image' as const,
      site: SITE.twitterHandle,
      title: socialTitle,
      description: socialDescription,
      image: imageUrl,
      imageAlt: image.alt,
    },
    extend: {
      meta: [
        { name: 'keywords', content: keywords },
        ...(meta.article ? [{ name: 'author', content: meta.article.author }] : []),
      ],
    },
  };
}

/** A PublicationIssue that belongs to the magazine, with its cover as the image. */
export function publicationIssueData(meta: PageMeta, issue: IssueMeta, site: URL | string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'PublicationIssue',
    name: issue.name,
    issueNumber: issue.issueNumber,
    datePublished: issue.datePublished,
    description: meta.description,
    image: meta.image ? [absoluteUrl(meta.image.url, site)] : undefined,
    url: absoluteUrl(meta.path, site),
    ...(issue.pageCount ? { pageStart: 1, pageEnd: issue.pageCount } : {}),
    isPartOf: { '@type': 'Periodical', name: SITE.name, url: absoluteUrl('/', site) },
  };
}

/**
 * Structured data: a PublicationIssue for issues, a VideoObject for video
 * pages, an Article for articles, otherwise the WebSite
 * with its search action.
 */
export function structuredData(meta: PageMeta, site: URL | string): Record<string, unknown> {
  if (meta.issue) return publicationIssueData(meta, meta.issue, site);
  const url = absoluteUrl(meta.path, site);
  const publisher = { '@type': 'Organization', name: SITE.name, url: absoluteUrl('/', site) };
  const author = meta.article ? { '@type': 'Person', name: meta.article.author } : undefined;
  const about = { description: meta.description, keywords: meta.keywords?.join(', '), publisher };
  if (meta.video) {
    return {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: meta.title,
      thumbnailUrl: [absoluteUrl((meta.image ?? DEFAULT_SOCIAL_IMAGE).url, site)],
      uploadDate: meta.video.uploadDate,
      embedUrl: meta.video.embedUrl,
      url,
      author,
      genre: meta.article?.section,
      ...about,
    };
  }
  if (meta.article) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: meta.title,
      image: meta.image ? [absoluteUrl(meta.image.url, site)] : undefined,
      author,
      datePublished: meta.article.publishedTime,
      dateModified: meta.article.modifiedTime ?? meta.article.publishedTime,
      articleSection: meta.article.section,
      mainEntityOfPage: url,
      ...about,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.name,
    description: meta.description,
    url: absoluteUrl('/', site),
    publisher,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl('/', site).replace(/\/$/, '') + SEARCH_PATH_TEMPLATE },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** JSON for a `<script type="application/ld+json">`, safe against `</script>` in content. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

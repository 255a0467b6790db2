/**
 * A blog or vlog page body: header, hero, paragraphs with images spread among them, gallery,
 * video (vlogs), subtitled sections and the footer with the back link and the Share menu.
 *
 * One markup for both ways an article reaches a reader: Astro renders it to static HTML for the
 * pre-rendered pages (no client directive, so they ship no React), and the FreshItem island
 * renders it in the browser for items published after the build. Each passes its own sanitiser:
 * DOMPurify on jsdom at build time, DOMPurify on the window in the browser.
 */
import type { Item } from '../lib/api/index.ts';
import { planArticle } from '../lib/content/article-layout.ts';
import { categoryOf, embedUrlOf, imageAlt } from '../lib/content/article-lists.ts';
import type { Sanitize } from '../lib/html/sanitize-policy.ts';
import { ITEM_TEXT } from '../lib/content/item-text.ts';
import { readingMinutes, readingTimeLabel } from '../lib/content/reading-time.ts';
import { SEARCH_META } from '../lib/search/pagefind.ts';
import './ArticleView.css';
import { imageCaption } from '../../contract/picture-captions.ts';
import { ArticleBody, ArticleGallery, articleSearchAttributes } from './article-body.ts';
import { FigureCaption } from './FigureCaption.ts';
import { ResponsiveImage } from './ResponsiveImage.ts';
import { ShareMenu } from './ShareMenu.tsx';
import { VideoFacade } from './VideoFacade.tsx';

export interface ArticleViewProps {
  item: Item;
  /** The page's public address, for Share. */
  url: string;
  sanitize: Sanitize;
}

export function ArticleView({ item, url, sanitize }: ArticleViewProps) {
  const isVlog = item.type === 'vlog';
  const plan = planArticle(item.description, isVlog ? [] : item.images);
  const category = categoryOf(item);
  const embedUrl = embedUrlOf(item);
  const back = ITEM_TEXT[item.type].back;
  const poster = item.imageUrl ?? item.images[0];

  return (
    <article className="article" data-item-id={item.id} data-item-type={item.type} {...articleSearchAttributes(item)}>
      <header className="container article__head">
        {category ? (
          <a className="eyebrow" href={category.path} data-pagefind-ignore="">
            {item.categoryName}
          </a>
        ) : (
          <p className="eyebrow" data-pagefind-ignore="">
            {item.categoryName}
          </p>
        )}
        <h1 data-pagefind-meta={SEARCH_META.title}>{item.title}</h1>
        {item.excerpt && (
          <p className="standfirst" data-pagefind-ignore="">
            {item.excerpt}
          </p>
        )}
        <div className="article__meta" data-pagefind-ignore="">
          <p className="meta byline">
            {'By '}
            {item.authorPath ? <a href={item.authorPath}>{item.author}</a> : item.author}
            {' · '}
            <time dateTime={item.createdAt}>{item.date}</time>
            {!isVlog && <span data-reading-time="">{` · ${readingTimeLabel(readingMinutes(item))}`}</span>}
          </p>
          <div data-personal-slot={isVlog ? 'save' : 'favourite'}></div>
        </div>
      </header>

      {isVlog ? (
        <figure className="container article__video">
          {embedUrl ? (
            <VideoFacade embedUrl={embedUrl} poster={poster} title={item.title} />
          ) : (
            <ResponsiveImage url={poster} alt={item.title} use="poster" eager data-pagefind-meta={SEARCH_META.image} />
          )}
          <FigureCaption caption={imageCaption(item, poster)} />
        </figure>
      ) : (
        plan.hero && (
          <figure className="container article__hero">
            <ResponsiveImage
              url={plan.hero}
              alt={imageAlt(item, plan.hero, item.title)}
              eager
              sizes="(min-width: 1200px) 1200px, 100vw"
              data-pagefind-meta={SEARCH_META.image}
            />
            <FigureCaption caption={imageCaption(item, plan.hero)} />
          </figure>
        )
      )}

      <div className="container">
        <ArticleBody item={item} plan={plan} sanitize={sanitize} />

        <ArticleGallery item={item} images={plan.gallery} />

        <footer className="article__foot" data-pagefind-ignore="">
          <a href={back.href}>{back.label}</a>
          <ShareMenu title={item.title} excerpt={item.excerpt} url={url} image={poster} />
        </footer>
      </div>
    </article>
  );
}

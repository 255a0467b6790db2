/**
 * The loading state of a blog or vlog page: grey shapes where the category,
 * title, byline, hero and paragraphs will be, and a status that names what is loading.
 */
import './ArticleSkeleton.css';

const PARAGRAPH_LINES = 6;

export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div className="article-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      <div className="container article-skeleton__head" aria-hidden="true">
        <span className="article-skeleton__bar article-skeleton__bar--eyebrow"></span>
        <span className="article-skeleton__bar article-skeleton__bar--title"></span>
        <span className="article-skeleton__bar article-skeleton__bar--meta"></span>
      </div>
      <div className="container article-skeleton__hero" aria-hidden="true"></div>
      <div className="container" aria-hidden="true">
        <div className="prose article-skeleton__body">
          {Array.from({ length: PARAGRAPH_LINES }, (_, line) => (
            <span key={line} className="article-skeleton__bar"></span>
          ))}
        </div>
      </div>
    </div>
  );
}

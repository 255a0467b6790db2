/**
 * A blog or vlog published after the build, so it has no page of its own. Its address reaches the 404
 * page, which mounts this island: it reads the item from the API and shows it with the same
 * ArticleView as the pre-rendered pages, or its loading, error and not-found states.
 */
import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ArticleSkeleton } from '../views/ArticleSkeleton.tsx';
import { ArticleView } from '../views/ArticleView.tsx';
import { ItemNotice } from '../views/ItemNotice.tsx';
import { itemPath } from '../lib/content/article-lists.ts';
import { loadFreshItem, type FreshItemState } from '../lib/content/fresh-item.ts';
import type { ItemRoute } from '../lib/content/item-route.ts';
import { sanitizeInlineHtmlInBrowser } from '../lib/html/sanitize-browser.ts';
import { ITEM_TEXT } from '../lib/content/item-text.ts';
import { documentTitle, pageTitle } from '../lib/seo/head-tags.ts';
import { ownWords } from '../../contract/page-words.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';

export interface FreshItemProps {
  route: ItemRoute;
  /** The site's origin, for the address Share passes on. */
  origin: string;
}

function titleOf(state: FreshItemState, type: ItemRoute['type']): string | undefined {
  const text = ITEM_TEXT[type];
  // The page's own title, as the built page would give it: the editors' search title, when there is one.
  if (state.status === 'loaded')
    return documentTitle({ title: state.item.title, searchTitle: ownWords(state.item, 'searchTitle') });
  if (state.status === 'not-found') return pageTitle(text.notFoundTitle);
  if (state.status === 'error') return pageTitle(text.errorTitle);
  return undefined;
}

function FreshItemView({ route, origin }: FreshItemProps) {
  const [state, setState] = useState<FreshItemState>({ status: 'loading' });
  const { type, id } = route;

  useEffect(() => {
    let current = true;
    void loadFreshItem({ type, id }).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [type, id]);

  useEffect(() => {
    const title = titleOf(state, type);
    if (title) document.title = title;
  }, [state, type]);

  const text = ITEM_TEXT[type];
  switch (state.status) {
    case 'loading':
      return <ArticleSkeleton label={text.loading} />;
    case 'not-found':
      return <ItemNotice title={text.notFoundTitle} message={text.notFoundText} back={text.back} />;
    case 'error':
      return <ItemNotice title={text.errorTitle} message={state.message} back={text.back} urgent />;
    case 'loaded':
      return (
        <ArticleView
          item={state.item}
          url={new URL(itemPath(state.item), origin).toString()}
          sanitize={sanitizeInlineHtmlInBrowser}
        />
      );
  }
}

export const FreshItem = withErrorBoundary(FreshItemView, 'FreshItem');

/** Renders the island into `container`, replacing what the static page showed there. */
export function mountFreshItem(container: Element, props: FreshItemProps): Root {
  const root = createRoot(container);
  root.render(<FreshItem {...props} />);
  return root;
}

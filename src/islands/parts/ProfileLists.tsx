/**
 * The profile's Favorite Articles and Saved Issues grids, with their empty states. Each entry's
 * Remove takes it off the account, then out of the grid and this browser's collections.
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, type ReactNode } from 'react';
import { ACCOUNT_LABELS } from '../../config/accounts.ts';
import { itemPath } from '../../lib/content/article-lists.ts';
import type { FavouriteArticle, SavedIssue } from '../../../contract/schemas.ts';
import { formatDate, timestampToIso } from '../../lib/content/dates.ts';
import { imageSource } from '../../lib/content/images.ts';
import { removeForSignedInReader } from '../../stores/collection-removal-signed-in.ts';
import type { CollectionName } from '../../stores/collection-removal.ts';
import type { CollectionTarget } from '../../stores/local-collections.ts';
import { $favouriteBlogs } from '../../stores/server-favourites.ts';
import { statusKey, type ListState } from '../../stores/personal.ts';
import { $savedIssues, savedTarget } from '../../stores/server-saves.ts';
import { progressLabel, type ProgressByIssue } from '../../lib/reader/progress.ts';
import { $localReadingProgress } from '../../stores/local-reading-progress.ts';
import { syncReadingProgress } from '../../stores/server-reading-progress.ts';
import { Notice } from './Field.tsx';
import { RemoveButton, useRemovals } from './removals.tsx';

interface Card {
  /** The content, as the buttons and the local collections name it. */
  target: Pick<CollectionTarget, 'id' | 'type'>;
  href: string;
  title: string;
  image: string | undefined;
  imageUse: 'article' | 'page' | 'poster';
  eyebrow: string;
  meta?: ReactNode;
}

interface ListProps<T> {
  $list: ReadableAtom<ListState<T>>;
  /** Which of the reader's lists it is, for Remove. */
  collection: CollectionName;
  toCard: (entry: T) => Card;
  noun: string;
  empty: { text: string; link: string; href: string };
}

function CardGrid<T>({ $list, collection, toCard, noun, empty }: ListProps<T>) {
  const state = useStore($list);
  const removals = useRemovals();
  const notice = <Notice kind="error">{removals.failure}</Notice>;
  if (state.status === 'loading') return <p role="status">Loading your {noun}…</p>;
  if (state.status === 'failed') return <p>Your {noun} could not be loaded just now. Please try again later.</p>;
  if (state.items.length === 0) {
    return (
      <div className="empty-state">
        {notice}
        <p>{empty.text}</p>
        <a className="button" href={empty.href}>
          {empty.link}
        </a>
      </div>
    );
  }
  return (
    <>
      {notice}
      <ul className="card-grid">
        {state.items.map(toCard).map((card) => {
          const image = imageSource(card.image, card.imageUse);
          const key = statusKey(card.target);
          const remove = () => removeForSignedInReader(collection, { ...card.target, title: card.title });
          return (
            <li key={key} className="card-grid__item">
              <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" />
              <p className="eyebrow">{card.eyebrow}</p>
              <h2 className="card-grid__title">
                <a href={card.href}>{card.title}</a>
              </h2>
              {card.meta}
              <RemoveButton
                title={card.title}
                busy={removals.busy(key)}
                onRemove={() => void removals.start(key, remove)}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}

const favouriteCard = (article: FavouriteArticle): Card => ({
  target: { id: article.id, type: article.type },
  href: itemPath(article),
  title: article.title,
  image: article.images[0],
  imageUse: 'article',
  eyebrow: article.categoryName,
});

function savedCard(entry: SavedIssue, progress: ProgressByIssue): Card {
  const saved = timestampToIso(entry.timestamp);
  const read = entry.type === 'issue' ? progressLabel(progress[entry.id]) : undefined;
  return {
    target: savedTarget(entry),
    href: entry.type === 'vlog' ? `/vlogs/${entry.id}` : `/magazines/${entry.id}`,
    title: entry.title,
    image: entry.coverImage,
    imageUse: entry.type === 'vlog' ? 'poster' : 'page',
    eyebrow: entry.type === 'vlog' ? 'Vlog' : 'Issue',
    meta: (
      <p className="meta">
        Saved <time dateTime={saved}>{formatDate(saved)}</time>
        {read && ` · ${read}`}
      </p>
    ),
  };
}

/** The two grids of the profile, by tab. */
export const PROFILE_LISTS = {
  favorites: () => (
    <CardGrid
      $list={$favouriteBlogs}
      collection="favorites"
      toCard={favouriteCard}
      noun="favorite articles"
      empty={{ text: 'You have no favorite articles yet.', link: ACCOUNT_LABELS.browseArticles, href: '/blogs' }}
    />
  ),
  issues: () => <SavedIssues />,
};

/** Saved issues, each with how far the reader has got in it (on any of their devices). */
function SavedIssues(): ReactNode {
  const progress = useStore($localReadingProgress);
  useEffect(() => void syncReadingProgress(), []);
  return (
    <CardGrid
      $list={$savedIssues}
      collection="saved"
      toCard={(entry: SavedIssue) => savedCard(entry, progress)}
      noun="saved issues"
      empty={{ text: 'You have no saved issues yet.', link: ACCOUNT_LABELS.browseIssues, href: '/magazines' }}
    />
  );
}

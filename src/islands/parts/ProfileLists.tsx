/** The profile's Favorite Articles and Saved Issues grids, with their empty states. */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, type ReactNode } from 'react';
import { itemPath } from '../../lib/content/article-lists.ts';
import type { FavouriteArticle, SavedIssue } from '../../../contract/schemas.ts';
import { formatDate, timestampToIso } from '../../lib/content/dates.ts';
import { imageSource } from '../../lib/content/images.ts';
import { $favouriteBlogs } from '../../stores/server-favourites.ts';
import type { ListState } from '../../stores/personal.ts';
import { $savedIssues } from '../../stores/server-saves.ts';
import { progressLabel, type ProgressByIssue } from '../../lib/reader/progress.ts';
import { $localReadingProgress } from '../../stores/local-reading-progress.ts';
import { syncReadingProgress } from '../../stores/server-reading-progress.ts';

interface Card {
  key: string;
  href: string;
  title: string;
  image: string | undefined;
  imageUse: 'article' | 'page' | 'poster';
  eyebrow: string;
  meta?: ReactNode;
}

interface ListProps<T> {
  $list: ReadableAtom<ListState<T>>;
  toCard: (entry: T) => Card;
  noun: string;
  empty: { text: string; link: string; href: string };
}

function CardGrid<T>({ $list, toCard, noun, empty }: ListProps<T>) {
  const state = useStore($list);
  if (state.status === 'loading') return <p role="status">Loading your {noun}…</p>;
  if (state.status === 'failed') return <p>Your {noun} could not be loaded just now. Please try again later.</p>;
  if (state.items.length === 0) {
    return (
      <div className="empty-state">
        <p>{empty.text}</p>
        <a className="button" href={empty.href}>
          {empty.link}
        </a>
      </div>
    );
  }
  return (
    <ul className="card-grid">
      {state.items.map(toCard).map((card) => {
        const image = imageSource(card.image, card.imageUse);
        return (
          <li key={card.key} className="card-grid__item">
            <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" />
            <p className="eyebrow">{card.eyebrow}</p>
            <h2 className="card-grid__title">
              <a href={card.href}>{card.title}</a>
            </h2>
            {card.meta}
          </li>
        );
      })}
    </ul>
  );
}

const favouriteCard = (article: FavouriteArticle): Card => ({
  key: `${article.type}:${article.id}`,
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
    key: `${entry.type}:${entry.id}`,
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
      toCard={favouriteCard}
      noun="favourite articles"
      empty={{ text: 'You have no favourite articles yet.', link: 'Browse Articles', href: '/blogs' }}
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
      toCard={(entry: SavedIssue) => savedCard(entry, progress)}
      noun="saved issues"
      empty={{ text: 'You have no saved issues yet.', link: 'Browse Issues', href: '/magazines' }}
    />
  );
}

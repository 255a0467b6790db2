/**
 * /collections: this browser's favourites and saved items, from local storage,
 * with counts, dates and Remove. Another open tab's changes show up here at once.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatDate } from '../lib/content/dates.ts';
import {
  $localFavorites,
  $localSaved,
  collectionItemPath,
  removeFromCollection,
  type Collection,
  type CollectionItem,
  type CollectionType,
} from '../stores/local-collections.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useHydrated } from './parts/hydrated.ts';
import { Tabs } from './parts/Tabs.tsx';
import '../styles/accounts.css';

const TYPE_LABELS: Record<CollectionType, string> = { blog: 'Blog', vlog: 'Vlog', magazine: 'Issue' };

function ItemList({ items, $collection, empty }: { items: CollectionItem[]; $collection: Collection; empty: string }) {
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p>{empty}</p>
        <a className="button" href="/blogs">
          Browse articles
        </a>
      </div>
    );
  }
  return (
    <ul className="collection-list">
      {items.map((item) => (
        <li key={`${item.type}:${item.id}`} className="collection-list__item">
          <div>
            <p className="eyebrow">{TYPE_LABELS[item.type]}</p>
            <h2 className="collection-list__title">
              <a href={collectionItemPath(item)}>{item.title || item.id}</a>
            </h2>
            <p className="meta">
              Added <time dateTime={item.timestamp}>{formatDate(item.timestamp)}</time>
            </p>
          </div>
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Remove ${item.title || item.id}`}
            onClick={() => removeFromCollection($collection, item)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

function CollectionsPage() {
  const hydrated = useHydrated();
  const storedFavorites = useStore($localFavorites);
  const storedSaved = useStore($localSaved);
  // The pre-rendered page knows no local storage: show what it showed until hydration is done.
  const favorites = hydrated ? storedFavorites : [];
  const saved = hydrated ? storedSaved : [];
  const [tab, setTab] = useState('favorites');

  return (
    <Tabs
      label="Collections"
      idPrefix="collections"
      selected={tab}
      onSelect={setTab}
      tabs={[
        {
          id: 'favorites',
          label: `Favorites (${favorites.length})`,
          panel: <ItemList items={favorites} $collection={$localFavorites} empty="No favorites yet." />,
        },
        {
          id: 'saved',
          label: `Saved (${saved.length})`,
          panel: <ItemList items={saved} $collection={$localSaved} empty="No saved items yet." />,
        },
      ]}
    />
  );
}

export default withErrorBoundary(CollectionsPage, 'CollectionsPage');

/**
 * /collections: this browser's favourites and saved items, from local storage,
 * with counts, dates and Remove. Another open tab's changes show up here at once. A signed-in
 * reader's Remove also takes the favourite or save off their account, and says so when it could
 * not (src/stores/collection-removal.ts).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ACCOUNT_LABELS } from '../config/accounts.ts';
import { formatDate } from '../lib/content/dates.ts';
import { removeCollectionItem, type CollectionName } from '../stores/collection-removal.ts';
import {
  $localFavorites,
  $localSaved,
  collectionItemPath,
  type CollectionItem,
  type CollectionType,
} from '../stores/local-collections.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { Notice } from './parts/Field.tsx';
import { useHydrated } from './parts/hydrated.ts';
import { RemoveButton, useRemovals } from './parts/removals.tsx';
import { Tabs } from './parts/Tabs.tsx';
import '../styles/accounts.css';

const TYPE_LABELS: Record<CollectionType, string> = { blog: 'Blog', vlog: 'Vlog', magazine: 'Issue' };

const itemKey = (item: CollectionItem) => `${item.type}:${item.id}`;

interface ItemListProps {
  items: CollectionItem[];
  empty: string;
  /** Whether the item's Remove is under way. */
  removing: (item: CollectionItem) => boolean;
  onRemove: (item: CollectionItem) => void;
}

function ItemList({ items, empty, removing, onRemove }: ItemListProps) {
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p>{empty}</p>
        <a className="button" href="/blogs">
          {ACCOUNT_LABELS.browseArticles}
        </a>
      </div>
    );
  }
  return (
    <ul className="collection-list">
      {items.map((item) => (
        <li key={itemKey(item)} className="collection-list__item">
          <div>
            <p className="eyebrow">{TYPE_LABELS[item.type]}</p>
            <h2 className="collection-list__title">
              <a href={collectionItemPath(item)}>{item.title || item.id}</a>
            </h2>
            <p className="meta">
              Added <time dateTime={item.timestamp}>{formatDate(item.timestamp)}</time>
            </p>
          </div>
          <RemoveButton title={item.title || item.id} busy={removing(item)} onRemove={() => onRemove(item)} />
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
  const removals = useRemovals();

  const removalKey = (name: CollectionName, item: CollectionItem) => `${name}/${itemKey(item)}`;

  const list = (name: CollectionName, items: CollectionItem[], empty: string) => (
    <ItemList
      items={items}
      empty={empty}
      removing={(item) => removals.busy(removalKey(name, item))}
      onRemove={(item) => void removals.start(removalKey(name, item), () => removeCollectionItem(name, item))}
    />
  );

  return (
    <>
      <Notice kind="error">{removals.failure}</Notice>
      <Tabs
        label="Collections"
        idPrefix="collections"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'favorites',
            label: `${ACCOUNT_LABELS.favorites} (${favorites.length})`,
            panel: list('favorites', favorites, 'No favorites yet.'),
          },
          {
            id: 'saved',
            label: `${ACCOUNT_LABELS.saved} (${saved.length})`,
            panel: list('saved', saved, 'No saved items yet.'),
          },
        ]}
      />
    </>
  );
}

export default withErrorBoundary(CollectionsPage, 'CollectionsPage');

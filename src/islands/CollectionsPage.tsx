/**
 * /collections: this browser's favourites and saved items, from local storage,
 * with counts, dates and Remove. Another open tab's changes show up here at once. A signed-in
 * reader's Remove also takes the favourite or save off their account, and says so when it could
 * not (src/stores/collection-removal.ts).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
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
          Browse articles
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
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Remove ${item.title || item.id}`}
            aria-busy={removing(item) || undefined}
            disabled={removing(item)}
            onClick={() => onRemove(item)}
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
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();

  const removalKey = (name: CollectionName, item: CollectionItem) => `${name}/${itemKey(item)}`;

  async function remove(name: CollectionName, item: CollectionItem) {
    const key = removalKey(name, item);
    setFailure(undefined);
    setRemoving((keys) => new Set(keys).add(key));
    const outcome = await removeCollectionItem(name, item);
    setRemoving((keys) => new Set([...keys].filter((other) => other !== key)));
    if (!outcome.ok) setFailure(outcome.message);
  }

  const list = (name: CollectionName, items: CollectionItem[], empty: string) => (
    <ItemList
      items={items}
      empty={empty}
      removing={(item) => removing.has(removalKey(name, item))}
      onRemove={(item) => void remove(name, item)}
    />
  );

  return (
    <>
      <Notice kind="error">{failure}</Notice>
      <Tabs
        label="Collections"
        idPrefix="collections"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'favorites',
            label: `Favorites (${favorites.length})`,
            panel: list('favorites', favorites, 'No favorites yet.'),
          },
          { id: 'saved', label: `Saved (${saved.length})`, panel: list('saved', saved, 'No saved items yet.') },
        ]}
      />
    </>
  );
}

export default withErrorBoundary(CollectionsPage, 'CollectionsPage');

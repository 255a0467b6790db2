import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  $localFavorites,
  $localSaved,
  collectionItemPath,
  decodeItems,
  keepInCollection,
  removeFromCollection,
} from './local-collections.ts';

beforeAll(() => useTestStorageEngine());

afterEach(() => {
  cleanTestStorage();
  cleanStores($localFavorites, $localSaved);
});

const blog = { id: 'tea-country-mornings', type: 'blog', title: 'Tea Country Mornings' } as const;
const issue = { id: '1', type: 'magazine', title: 'The Escape' } as const;
const vlog = { id: '1', type: 'vlog', title: 'A vlog whose id looks like an issue' } as const;

describe('collections', () => {
  it('keep favourites under "favorites" and saved items under "saved" as {id, type, title, timestamp}', () => {
    keepInCollection($localFavorites, blog, true, new Date('2026-01-02T03:04:05Z'));
    keepInCollection($localSaved, issue, true, new Date('2026-01-03T00:00:00Z'));
    expect(JSON.parse(getTestStorage().favorites ?? '')).toEqual([{ ...blog, timestamp: '2026-01-02T03:04:05.000Z' }]);
    expect(JSON.parse(getTestStorage().saved ?? '')).toEqual([{ ...issue, timestamp: '2026-01-03T00:00:00.000Z' }]);
  });

  it('add each item once, newest first, and take it out again', () => {
    keepInCollection($localSaved, issue, true, new Date('2026-01-01T00:00:00Z'));
    keepInCollection($localSaved, vlog, true, new Date('2026-01-02T00:00:00Z'));
    keepInCollection($localSaved, issue, true, new Date('2026-01-03T00:00:00Z'));
    expect($localSaved.get().map((item) => [item.type, item.id, item.timestamp.slice(0, 10)])).toEqual([
      ['vlog', '1', '2026-01-02'],
      ['magazine', '1', '2026-01-01'],
    ]);
    keepInCollection($localSaved, issue, false);
    expect($localSaved.get().map((item) => item.type)).toEqual(['vlog']);
    removeFromCollection($localSaved, vlog);
    expect($localSaved.get()).toEqual([]);
  });

  it('follow a change made in another tab', () => {
    const seen: number[] = [];
    const stop = $localFavorites.subscribe((items) => seen.push(items.length));
    setTestStorageKey('favorites', JSON.stringify([{ ...blog, timestamp: '2026-01-01T00:00:00.000Z' }]));
    expect($localFavorites.get()).toHaveLength(1);
    setTestStorageKey('favorites', undefined);
    expect($localFavorites.get()).toEqual([]);
    expect(seen).toEqual([0, 1, 0]);
    stop();
  });

  it('read what another tab wrote before adding to it', () => {
    setTestStorageKey('saved', JSON.stringify([{ ...issue, timestamp: '2026-01-01T00:00:00.000Z' }]));
    keepInCollection($localSaved, vlog, true);
    expect($localSaved.get().map((item) => item.type)).toEqual(['vlog', 'magazine']);
  });
});

describe('decodeItems', () => {
  it('keeps only well-formed items of whatever storage holds', () => {
    expect(decodeItems('not json')).toEqual([]);
    expect(decodeItems('{"id":"x"}')).toEqual([]);
    const good = { ...blog, timestamp: '2026-01-01T00:00:00.000Z' };
    expect(decodeItems(JSON.stringify([good, { ...good, type: 'podcast' }, null, { id: 1 }]))).toEqual([good]);
  });
});

describe('collectionItemPath', () => {
  it('opens blogs, vlogs and issues where they are read', () => {
    expect(collectionItemPath(blog)).toBe('/blogs/tea-country-mornings');
    expect(collectionItemPath(vlog)).toBe('/vlogs/1');
    expect(collectionItemPath(issue)).toBe('/magazines/1');
  });
});

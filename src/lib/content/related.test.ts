import { describe, expect, it } from 'vitest';
import { testItem } from '../../../tests/support/items.ts';
import { relatedStories, relatedStoriesOf, tellingWords } from './related.ts';

const story = (id: string, category: string, title: string, createdAt = '2025-01-01T00:00:00Z') =>
  testItem({ id, category, title, createdAt, excerpt: '' });

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('related stories', () => {
  const sapphires = story('sapphires', 'gems', 'Buying a Ceylon sapphire');
  const catalogue = [
    sapphires,
    story('padparadscha', 'gems', 'Padparadscha, the lotus sapphire', '2024-01-01T00:00:00Z'),
    story('gem-market', 'gems', 'Early hours at the gem market', '2025-05-01T00:00:00Z'),
    story('moonstone', 'gems', 'Moonstone mines of Meetiyagoda', '2023-01-01T00:00:00Z'),
    story('sapphire-hotel', 'travel', 'A sapphire coast hotel', '2026-01-01T00:00:00Z'),
  ];

  it('offers same-topic stories first, the most shared words leading, then the nearest in time', () => {
    expect(ids(relatedStories(sapphires, catalogue))).toEqual(['padparadscha', 'gem-market', 'moonstone']);
  });

  it('fills from other topics by shared words when the topic has too few', () => {
    const few = [sapphires, catalogue[1]!, story('kite', 'sports', 'Kitesurfing'), catalogue[4]!];
    expect(ids(relatedStories(sapphires, few))).toEqual(['padparadscha', 'sapphire-hotel', 'kite']);
  });

  it('never offers the story itself, and offers what there is when the magazine is small', () => {
    expect(relatedStories(sapphires, [sapphires])).toEqual([]);
    expect(ids(relatedStories(sapphires, [sapphires, catalogue[3]!]))).toEqual(['moonstone']);
  });

  it('tells a blog from a vlog of the same id', () => {
    const film = testItem({ id: 'sapphires', type: 'vlog', category: 'gems', title: 'Sapphires on film' });
    expect(ids(relatedStories(sapphires, [sapphires, film]))).toEqual(['sapphires']);
  });

  it('answers the same from one index for every story', () => {
    const related = relatedStoriesOf(catalogue);
    for (const item of catalogue) expect(related(item)).toEqual(relatedStories(item, catalogue));
    expect(related(sapphires)).toHaveLength(3);
  });

  it('changes what only the stories nearest a new one offer, not what its whole topic offers', () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString();
    const topic = Array.from({ length: 40 }, (_, n) => story(`tea-${n}`, 'travel', `Estate ${n}`, day(n)));
    const before = relatedStoriesOf(topic);
    const newest = story('tea-new', 'travel', 'Estate new', day(41));
    const after = relatedStoriesOf([...topic, newest]);
    const changed = topic.filter((item) => ids(before(item)).join() !== ids(after(item)).join());
    expect(ids(changed)).toEqual(['tea-39']);
    expect(ids(after(topic[20]!))).toEqual(['tea-19', 'tea-21', 'tea-18']);
  });

  it('reads telling words without case, accents, plurals or common words', () => {
    expect([...tellingWords({ title: 'The Sapphires of Sri Lanka', excerpt: 'Café culture' })]).toEqual([
      'sapphire',
      'cafe',
      'culture',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { testItem } from '../../../tests/support/items.ts';
import type { Item } from '../api/entities.ts';
import { relatedIndex } from './related-index.ts';
import { relatedStoriesOf } from './related.ts';

/** A small generator of its own (mulberry32), so a failing case comes out the same on every run. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const WORDS = ['sapphire', 'estate', 'lagoon', 'temple', 'spice', 'heron', 'villa', 'batik', 'surf', 'cinnamon'];
const TOPICS = ['gems', 'travel', 'art'];

function storyMaker(random: (below: number) => number, words = WORDS.length) {
  const usedTimes = new Set<number>();
  return (id: string, type: Item['type'] = 'blog'): Item => {
    let time: number;
    // Times of their own: of two stories as new, which is listed first is the index's own affair.
    do time = Date.UTC(2020, 0, 1) + random(2000) * 3_600_000 + random(3_600_000);
    while (usedTimes.has(time));
    usedTimes.add(time);
    // A topic of few stories, sharing no word with the others: theirs search the whole catalogue by time.
    const category = random(120) === 0 ? 'sports' : (TOPICS[random(TOPICS.length)] as string);
    const title =
      category === 'sports' ? 'Cricket' : Array.from({ length: 1 + random(2) }, () => WORDS[random(words)]).join(' ');
    return testItem({
      id,
      type,
      title,
      excerpt: '',
      category,
      createdAt: new Date(time).toISOString(),
    });
  };
}

const ids = (stories: Item[]) => stories.map((story) => `${story.type}:${story.id}`);

describe('relatedIndex', () => {
  it('answers as a new index of the catalogue would, after every round of changes', () => {
    // With six words each is carried by about as many stories as the index follows, and crosses that
    // line; with ten, fewer stories share words and their searches by time decide more.
    for (const [seed, words] of [
      [1, 10],
      [2, 10],
      [3, 6],
      [4, 6],
    ] as const) {
      const random = randomOf(seed);
      const make = storyMaker(random, words);
      let catalogue = Array.from({ length: 240 }, (_, n) => make(`s${n}`, n % 9 === 0 ? 'vlog' : 'blog'));
      let index = relatedIndex(catalogue);
      for (const story of catalogue) index.of(story);
      let next = 240;
      for (let round = 0; round < 40; round += 1) {
        const changes = 1 + random(3);
        const changedIds = new Set<string>();
        for (let change = 0; change < changes; change += 1) {
          const action = random(3);
          const at = random(catalogue.length);
          const story = catalogue[at] as Item;
          const changed = action === 0 ? make(`s${(next += 1)}`) : make(story.id, story.type);
          changedIds.add(changed.id);
          if (action === 0) catalogue = [...catalogue, changed];
          else if (action === 1) catalogue = catalogue.map((item, n) => (n === at ? changed : item));
          else catalogue = catalogue.filter((item) => item !== story);
        }
        // Told which ids changed, as a publish tells it, on every other round; found out on the others.
        index = index.update(catalogue, round % 2 === 0 ? changedIds : undefined);
        const fresh = relatedStoriesOf(catalogue);
        for (const story of catalogue)
          expect(ids(index.of(story)), `seed ${seed}, round ${round}`).toEqual(ids(fresh(story)));
      }
    }
  });

  it('keeps the answers no change can reach, as the very same lists', () => {
    const make = storyMaker(randomOf(7));
    const catalogue = Array.from({ length: 200 }, (_, n) => make(`s${n}`));
    const index = relatedIndex(catalogue);
    const before = new Map(catalogue.map((story) => [story, index.of(story)]));
    const updated = index.update([...catalogue, make('new')]);
    const kept = catalogue.filter((story) => updated.of(story) === before.get(story));
    expect(kept.length).toBeGreaterThan(catalogue.length / 2);
  });

  it('indexes anew when most of the catalogue changed', () => {
    const make = storyMaker(randomOf(11));
    const catalogue = Array.from({ length: 600 }, (_, n) => make(`s${n}`));
    const index = relatedIndex(catalogue);
    const renamed = catalogue.map((story) => ({ ...story, author: 'Someone Else' }));
    const updated = index.update(renamed);
    expect(updated).not.toBe(index);
    expect(ids(updated.of(renamed[0] as Item))).toEqual(ids(relatedStoriesOf(renamed)(renamed[0] as Item)));
  });
});

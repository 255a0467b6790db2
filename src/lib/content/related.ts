/**
 * What to read next at the end of a story: stories of the same topic first, then stories of
 * other topics; within each, those whose titles and standfirsts share the most telling words with
 * the story's, then (and among as many shared words) those published nearest it in time; never
 * the story itself.
 *
 * Nearest in time rather than newest: a publish then changes what only a few stories offer (those
 * sharing its words, and its neighbours in time), not what every story of its topic offers, so it
 * renders a few pages again, not a tenth of the magazine.
 *
 * Every page asks, so the catalogue is indexed once (word to stories, topic to stories): at ten
 * thousand articles, comparing each story with every other would be a hundred million comparisons.
 */
import { RELATED_STORIES } from '../../config/ui.ts';
import type { Item } from '../api/entities.ts';
import { createdTime, newestFirst, sortNewest } from './article-lists.ts';

/** Words too common to say two stories are about one thing; the magazine's own place names among them. */
const COMMON_WORDS = new Set(
  'about after also among and are around back been before being between both but can for from has have her here his how into its just more most much must not now off once only other our out over same she should since some such than that the their them then there these they this those through too under until upon very was were what when where which while who why will with within without would you your sri lanka lankan'.split(
    ' ',
  ),
);

/** Each story's telling words, read once: a publish indexes every story again, and most are unchanged. */
const wordsOfStory = new WeakMap<object, Set<string>>();

/** The telling words of a story's title and standfirst, lowercased, accents and a plural `s` dropped. */
export function tellingWords(item: Pick<Item, 'title' | 'excerpt'>): Set<string> {
  let words = wordsOfStory.get(item);
  if (!words) {
    words = wordsIn(item);
    wordsOfStory.set(item, words);
  }
  return words;
}

function wordsIn(item: Pick<Item, 'title' | 'excerpt'>): Set<string> {
  const words = `${item.title} ${item.excerpt}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/\p{L}+/gu);
  return new Set(
    (words ?? [])
      .filter((word) => word.length > 2 && !COMMON_WORDS.has(word))
      .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word)),
  );
}

/**
 * A word more stories carry than this tells nothing about any one of them, and following it would
 * make every page look at much of the catalogue.
 */
export const MOST_STORIES_PER_WORD = 60;

export const isSameStory = (a: Item, b: Item) => a.id === b.id && a.type === b.type;

/** The catalogue indexed for "read next": newest first, and by topic and by telling word, each newest first. */
export interface StoryIndex {
  newest: Item[];
  byTopic: Map<string, Item[]>;
  byWord: Map<string, Item[]>;
}

export function indexStories(stories: readonly Item[]): StoryIndex {
  const newest = sortNewest(stories);
  const byTopic = new Map<string, Item[]>();
  const byWord = new Map<string, Item[]>();
  for (const story of newest) {
    const topic = byTopic.get(story.category);
    if (topic) topic.push(story);
    else byTopic.set(story.category, [story]);
    for (const word of tellingWords(story)) {
      const list = byWord.get(word);
      if (list) list.push(story);
      else byWord.set(word, [story]);
    }
  }
  return { newest, byTopic, byWord };
}

/**
 * The stories to read after one, and how far in time its searches of the nearest stories went:
 * of its topic, and of the whole catalogue. A story nearer than that in time, or one sharing a
 * word with it, could change the answer; nothing else can (related-index.ts keeps answers by this).
 * -1: the search was not needed; Infinity: it ran out of stories.
 */
export interface RelatedAnswer {
  stories: Item[];
  topicReach: number;
  anyReach: number;
}

export function relatedIn(index: StoryIndex, story: Item, count = RELATED_STORIES): RelatedAnswer {
  const { newest, byTopic, byWord } = index;
  const shared = new Map<Item, number>();
  for (const word of tellingWords(story)) {
    const stories = byWord.get(word) ?? [];
    if (stories.length > MOST_STORIES_PER_WORD) continue;
    for (const other of stories) {
      if (!isSameStory(other, story)) shared.set(other, (shared.get(other) ?? 0) + 1);
    }
  }
  const time = timeOf(story);
  const distance = (other: Item) => Math.abs(timeOf(other) - time);
  const better = (a: Item, b: Item) =>
    (shared.get(b) ?? 0) - (shared.get(a) ?? 0) || distance(a) - distance(b) || newestFirst(b, a);
  const sameTopic = (other: Item) => other.category === story.category;
  const chosen: Item[] = [];
  /** Takes candidates until full; answers the distance of the last one looked at (see RelatedAnswer). */
  const take = (candidates: Iterable<Item>): number => {
    // Asked for nothing once full: a list nearest in time is found by a search of the catalogue.
    if (chosen.length >= count) return -1;
    for (const other of candidates) {
      if (!isSameStory(other, story) && !chosen.includes(other)) chosen.push(other);
      if (chosen.length >= count) return distance(other);
    }
    return Infinity;
  };
  take(best(shared.keys(), sameTopic, better, count));
  const topicReach = take(nearestInTime(byTopic.get(story.category) ?? [], story));
  take(best(shared.keys(), (other) => !sameTopic(other), better, count));
  const anyReach = take(nearestInTime(newest, story));
  return { stories: chosen, topicReach, anyReach };
}

/** Indexes `stories` (blogs and vlogs) once; answers up to `count` stories to read after any one of them. */
export function relatedStoriesOf(stories: readonly Item[], count = RELATED_STORIES): (story: Item) => Item[] {
  const index = indexStories(stories);
  return (story) => relatedIn(index, story, count).stories;
}

const timeOf = createdTime;

/** The index of the first story of `newestFirst` (sorted so) not newer than `time`. */
export function firstNotNewer(newestFirst: readonly Item[], time: number): number {
  let low = 0;
  let high = newestFirst.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (timeOf(newestFirst[middle] as Item) <= time) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The stories of `newestFirst` (sorted so) from the nearest to `story` in time outwards, the older
 * first of two as near; `story` itself need not be among them.
 */
function* nearestInTime(newestFirst: readonly Item[], story: Item): Generator<Item> {
  const time = timeOf(story);
  // The first story not newer than this one: older ones follow it, newer ones precede it.
  let older = firstNotNewer(newestFirst, time);
  let newer = older - 1;
  while (older < newestFirst.length || newer >= 0) {
    const olderStory = newestFirst[older];
    const newerStory = newestFirst[newer];
    if (olderStory && (!newerStory || time - timeOf(olderStory) <= timeOf(newerStory) - time)) {
      yield olderStory;
      older += 1;
    } else if (newerStory) {
      yield newerStory;
      newer -= 1;
    }
  }
}

/** The `count` best of `candidates` that fit, best first, without sorting them all. */
function best(
  candidates: Iterable<Item>,
  fits: (item: Item) => boolean,
  better: (a: Item, b: Item) => number,
  count: number,
): Item[] {
  const top: Item[] = [];
  for (const candidate of candidates) {
    if (!fits(candidate)) continue;
    const last = top[top.length - 1];
    if (top.length >= count && last && better(candidate, last) >= 0) continue;
    const at = top.findIndex((kept) => better(candidate, kept) < 0);
    top.splice(at === -1 ? top.length : at, 0, candidate);
    if (top.length > count) top.pop();
  }
  return top;
}

/** Up to `count` stories to read after `story`; pages use relatedStoriesOf, which indexes once. */
export function relatedStories(story: Item, stories: readonly Item[], count = RELATED_STORIES): Item[] {
  return relatedStoriesOf(stories, count)(story);
}

/**
 * "Read next" kept from round to round of a warm renderer (publishing/site-build/render-round.ts):
 * the index and every story's answer are kept, and a round with a few changed stories changes
 * only the answers those stories can reach. Indexing 50,000 stories and answering for each took a
 * quarter of a second of every publish.
 *
 * A changed story (a new one, an edited one, one gone) can change the answer of a story sharing
 * a telling word with it (related.ts: every story it was offered for by its words is one), or of
 * one whose search of the nearest stories in time reached as far as it (every story it was
 * offered for by time is one). Those answers are forgotten and asked again;
 * the others stand, as they would come out of a new index of the whole catalogue.
 */
import { RELATED_STORIES } from '../../config/ui.ts';
import type { Item } from '../api/entities.ts';
import { createdTime } from './article-lists.ts';
import {
  firstNotNewer,
  indexStories,
  MOST_STORIES_PER_WORD,
  relatedIn,
  tellingWords,
  type RelatedAnswer,
  type StoryIndex,
} from './related.ts';

export interface RelatedIndex {
  /** Up to the count of stories to read after `story`, one of the catalogue indexed. */
  of(story: Item): Item[];
  /**
   * The index of `stories`: this one with the stories that differ from the last catalogue's
   * changed. Given `changedIds`, only stories of those ids can differ, and only they are compared.
   */
  update(stories: readonly Item[], changedIds?: ReadonlySet<string>): RelatedIndex;
}

/** More changed stories than this are indexed anew: an author renamed changes every byline's story. */
const MOST_CHANGES_KEPT = 500;

const keyOf = (story: Item) => `${story.type}:${story.id}`;
const STORY_TYPES: readonly Item['type'][] = ['blog', 'vlog'];

/** Where `story` sits in `newestFirst`, or -1. */
function positionOf(newestFirst: readonly Item[], story: Item): number {
  for (let at = firstNotNewer(newestFirst, createdTime(story)); at < newestFirst.length; at += 1) {
    const held = newestFirst[at] as Item;
    if (held === story) return at;
    if (createdTime(held) !== createdTime(story)) return -1;
  }
  return -1;
}

function removeFrom(list: Item[] | undefined, story: Item): void {
  const at = list ? positionOf(list, story) : -1;
  if (at >= 0) list?.splice(at, 1);
}

/** Into `newestFirst`, after those as new: where a new index of the catalogue puts a story listed last. */
function insertSorted(newestFirst: Item[], story: Item): void {
  let at = firstNotNewer(newestFirst, createdTime(story));
  while (at < newestFirst.length && createdTime(newestFirst[at] as Item) === createdTime(story)) at += 1;
  newestFirst.splice(at, 0, story);
}

function insertInto(lists: Map<string, Item[]>, name: string, story: Item): void {
  const list = lists.get(name);
  if (list) insertSorted(list, story);
  else lists.set(name, [story]);
}

export function relatedIndex(stories: readonly Item[], count = RELATED_STORIES): RelatedIndex {
  const index: StoryIndex = indexStories(stories);
  const byKey = new Map(stories.map((story) => [keyOf(story), story]));
  const answers = new Map<Item, RelatedAnswer>();
  /** The stories whose answer searched the whole catalogue by time. */
  const searchedAll = new Set<Item>();
  /** The farthest any story of a topic searched it by time; only ever grows. */
  const topicReach = new Map<string, number>();

  function forget(story: Item): void {
    answers.delete(story);
    searchedAll.delete(story);
  }

  function answerOf(story: Item): RelatedAnswer {
    let answer = answers.get(story);
    if (!answer) {
      answer = relatedIn(index, story, count);
      answers.set(story, answer);
      if (answer.anyReach >= 0) searchedAll.add(story);
      topicReach.set(story.category, Math.max(topicReach.get(story.category) ?? -1, answer.topicReach));
    }
    return answer;
  }

  /** The stories of `story`'s topic whose search by time reached it. */
  function reachedInTopic(story: Item, into: Set<Item>): void {
    const list = index.byTopic.get(story.category) ?? [];
    const farthest = topicReach.get(story.category) ?? -1;
    const time = createdTime(story);
    const start = firstNotNewer(list, time);
    for (const step of [1, -1]) {
      for (let at = step === 1 ? start : start - 1; at >= 0 && at < list.length; at += step) {
        const other = list[at] as Item;
        const distance = Math.abs(createdTime(other) - time);
        if (distance > farthest) break;
        if ((answers.get(other)?.topicReach ?? -1) >= distance) into.add(other);
      }
    }
  }

  /** The stories of `ids` that differ: those of `next` that are new or replaced, and those they replace or that left. */
  function changedOfIds(next: readonly Item[], ids: ReadonlySet<string>): { gone: Item[]; added: Item[] } {
    const found = new Map(next.filter((story) => ids.has(story.id)).map((story) => [keyOf(story), story]));
    const added = [...found.values()].filter((story) => byKey.get(keyOf(story)) !== story);
    const before = [...ids].flatMap((id) => STORY_TYPES.flatMap((type) => byKey.get(`${type}:${id}`) ?? []));
    return { gone: before.filter((story) => found.get(keyOf(story)) !== story), added };
  }

  function changedStories(
    next: readonly Item[],
    ids?: ReadonlySet<string>,
  ): { gone: Item[]; added: Item[] } | undefined {
    if (ids) return ids.size > MOST_CHANGES_KEPT ? undefined : changedOfIds(next, ids);
    const added = next.filter((story) => byKey.get(keyOf(story)) !== story);
    if (added.length > MOST_CHANGES_KEPT) return undefined;
    const replaced = added.flatMap((story) => byKey.get(keyOf(story)) ?? []);
    // Fewer stories than the last catalogue with the replaced ones taken out and the new put in: some left.
    const left = byKey.size - replaced.length + added.length !== next.length;
    const nextKeys = left ? new Set(next.map(keyOf)) : undefined;
    const removed = nextKeys ? [...byKey].flatMap(([key, story]) => (nextKeys.has(key) ? [] : [story])) : [];
    return { gone: [...replaced, ...removed], added };
  }

  const self: RelatedIndex = {
    of: (story) => answerOf(story).stories,
    update(next, changedIds) {
      const changed = changedStories(next, changedIds);
      if (!changed) return relatedIndex(next, count);
      const { gone, added } = changed;
      const touched = new Set<Item>();
      const wordLengths = new Map<string, number>();
      const noteWords = (story: Item) => {
        for (const word of tellingWords(story)) {
          if (!wordLengths.has(word)) wordLengths.set(word, index.byWord.get(word)?.length ?? 0);
        }
      };
      for (const story of gone) {
        noteWords(story);
        forget(story);
        byKey.delete(keyOf(story));
        removeFrom(index.newest, story);
        removeFrom(index.byTopic.get(story.category), story);
        for (const word of tellingWords(story)) removeFrom(index.byWord.get(word), story);
      }
      for (const story of added) {
        noteWords(story);
        byKey.set(keyOf(story), story);
        insertInto(index.byTopic, story.category, story);
        for (const word of tellingWords(story)) insertInto(index.byWord, word, story);
        insertSorted(index.newest, story);
      }
      // A word counts for the stories carrying it while few do; one whose list was or is short
      // changes what each of them shares.
      for (const [word, before] of wordLengths) {
        const list = index.byWord.get(word) ?? [];
        if (before <= MOST_STORIES_PER_WORD || list.length <= MOST_STORIES_PER_WORD) {
          for (const other of list) touched.add(other);
        }
        if (list.length === 0) index.byWord.delete(word);
      }
      for (const story of [...gone, ...added]) {
        reachedInTopic(story, touched);
        const time = createdTime(story);
        for (const other of searchedAll) {
          if ((answers.get(other)?.anyReach ?? -1) >= Math.abs(createdTime(other) - time)) touched.add(other);
        }
      }
      for (const story of touched) forget(story);
      return self;
    },
  };
  return self;
}

/**
 * What to read next at the end of a story: stories of the same topic first, then stories of
 * other topics; within each, those whose titles and standfirsts share the most telling words with
 * the story's, then the newest; never the story itself.
 *
 * Every page asks, so the catalogue is indexed once (word to stories, topic to stories): at ten
 * thousand articles, comparing each story with every other would be a hundred million comparisons.
 */
import { RELATED_STORIES } from '../../config/ui.ts';
import type { Item } from '../api/entities.ts';
import { newestFirst, sortNewest } from './article-lists.ts';

/** Words too common to say two stories are about one thing; the magazine's own place names among them. */
const COMMON_WORDS = new Set(
  'about after also among and are around back been before being between both but can for from has have her here his how into its just more most much must not now off once only other our out over same she should since some such than that the their them then there these they this those through too under until upon very was were what when where which while who why will with within without would you your sri lanka lankan'.split(
    ' ',
  ),
);

/** The telling words of a story's title and standfirst, lowercased, accents and a plural `s` dropped. */
export function tellingWords(item: Pick<Item, 'title' | 'excerpt'>): Set<string> {
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

const isSameStory = (a: Item, b: Item) => a.id === b.id && a.type === b.type;

/** Indexes `stories` (blogs and vlogs) once; answers up to `count` stories to read after any one of them. */
export function relatedStoriesOf(stories: readonly Item[], count = RELATED_STORIES): (story: Item) => Item[] {
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
  return (story) => {
    const shared = new Map<Item, number>();
    for (const word of tellingWords(story)) {
      for (const other of byWord.get(word) ?? []) shared.set(other, (shared.get(other) ?? 0) + 1);
    }
    const ranked = [...shared.keys()].sort((a, b) => (shared.get(b) ?? 0) - (shared.get(a) ?? 0) || newestFirst(a, b));
    const sameTopic = (other: Item) => other.category === story.category;
    const chosen: Item[] = [];
    const take = (candidates: Iterable<Item>, fits: (other: Item) => boolean) => {
      for (const other of candidates) {
        if (chosen.length >= count) return;
        if (fits(other) && !isSameStory(other, story) && !chosen.includes(other)) chosen.push(other);
      }
    };
    take(ranked, sameTopic);
    take(byTopic.get(story.category) ?? [], () => true);
    take(ranked, () => true);
    take(newest, () => true);
    return chosen;
  };
}

/** Up to `count` stories to read after `story`; pages use relatedStoriesOf, which indexes once. */
export function relatedStories(story: Item, stories: readonly Item[], count = RELATED_STORIES): Item[] {
  return relatedStoriesOf(stories, count)(story);
}

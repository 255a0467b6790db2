/**
 * An item page's props: the item and the cards of the stories it offers next.
 */
import type { Item } from '../api/entities.ts';

/** The small part of a story a "read next" card shows, so a page's key changes only when the card does. */
export type StoryCard = Pick<Item, 'id' | 'type' | 'title' | 'categoryName' | 'images' | 'imageUrl'>;

/** Cards made once per story: an unchanged story's card stays the same object from round to round. */
const cards = new WeakMap<Item, StoryCard>();

function storyCard(story: Item): StoryCard {
  let card = cards.get(story);
  if (!card) {
    const { id, type, title, categoryName, images, imageUrl } = story;
    card = { id, type, title, categoryName, images: images.slice(0, 1), imageUrl };
    cards.set(story, card);
  }
  return card;
}

/**
 * An item page's props, the very same object while its item and its read-next answer are: an
 * unchanged page's key is then found by the object alone (publishing/site-build/page-cache-key.ts).
 */
const itemProps = new WeakMap<Item, { offered: Item[]; props: { item: Item; related: StoryCard[] } }>();

export function itemPageProps(item: Item, offered: Item[]) {
  let kept = itemProps.get(item);
  if (kept?.offered !== offered) {
    kept = { offered, props: { item, related: offered.map(storyCard) } };
    itemProps.set(item, kept);
  }
  return kept.props;
}

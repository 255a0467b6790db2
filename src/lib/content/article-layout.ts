/**
 * Laying out an article: the first image is the hero, the others are spread among the
 * paragraphs (never two in a row, never before the first paragraph), leftovers go to the gallery.
 */
export interface ArticleBlock {
  paragraph: string;
  /** An image shown after this paragraph. */
  image?: string;
}

export interface ArticleLayoutPlan {
  hero: string | undefined;
  blocks: ArticleBlock[];
  gallery: string[];
}

export function planArticle(paragraphs: readonly string[], images: readonly string[]): ArticleLayoutPlan {
  const [hero, ...rest] = images;
  // One inline image per two paragraphs at most, and none after the last paragraph.
  const inlineSlots = Math.max(0, Math.floor((paragraphs.length - 1) / 2));
  const inline = rest.slice(0, inlineSlots);
  const gallery = rest.slice(inline.length);
  const blocks: ArticleBlock[] = paragraphs.map((paragraph) => ({ paragraph }));
  inline.forEach((image, index) => {
    // Even spacing: slot i sits after paragraph round((i + 1) * n / (k + 1)) - 1.
    const at = Math.round(((index + 1) * paragraphs.length) / (inline.length + 1)) - 1;
    const block = blocks[Math.min(Math.max(at, 0), paragraphs.length - 2)];
    if (block) block.image = image;
  });
  return { hero, blocks, gallery };
}

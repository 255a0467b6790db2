/**
 * What a picture may carry besides its alt text, which describes it for readers who cannot see it:
 * a caption, which tells the reader something about it, and a credit, which names who made it.
 * Every image of a blog (hero, body and gallery), a vlog's poster and an issue's cover can have
 * both; pages show them under the picture. The wire and the editors' writes check them with
 * picture-captions-shapes.ts; this module imports nothing, so pages that show them carry no schema
 * library.
 */

/** A caption is a sentence or two; a credit a name and a role ("Photograph: Nadee Perera"). */
export const CAPTION_LIMITS = { caption: 300, credit: 120 } as const;

export interface PictureCaption {
  caption?: string;
  credit?: string;
}

/** The caption and credit of one picture, leaving out empty ones; undefined when it has neither. */
export function pictureCaption(caption: string | undefined, credit: string | undefined): PictureCaption | undefined {
  const told = caption?.trim();
  const by = credit?.trim();
  if (!told && !by) return undefined;
  return { ...(told ? { caption: told } : {}), ...(by ? { credit: by } : {}) };
}

/** The caption of the image at `url` of an article or vlog, matched by position in `images`. */
export function imageCaption(
  item: { images?: readonly string[]; imageCaptions?: readonly string[]; imageCredits?: readonly string[] },
  url: string | undefined,
): PictureCaption | undefined {
  const index = url === undefined ? -1 : (item.images ?? []).indexOf(url);
  if (index < 0) return undefined;
  return pictureCaption(item.imageCaptions?.[index], item.imageCredits?.[index]);
}

/** An issue's cover caption and credit. */
export function coverCaption(issue: { coverCaption?: string; coverCredit?: string }): PictureCaption | undefined {
  return pictureCaption(issue.coverCaption, issue.coverCredit);
}

/**
 * A picture's caption and credit, beside its alt text: the alt describes the picture for readers
 * who cannot see it, the caption tells every reader something about it, the credit names who made
 * it. Both are shown under the picture, held to the contract's limits.
 */
import { CAPTION_LIMITS } from '../../../contract/picture-captions.ts';
import type { DeskImage } from '../../lib/desk/draft.ts';

export const CAPTION_TEXT = {
  caption: (name: string) => `Caption for ${name}`,
  credit: (name: string) => `Credit for ${name}`,
  creditHint: 'Who made it, as printed: “Photograph: Nadee Perera”.',
} as const;

export interface CaptionFieldsProps {
  /** A prefix for the fields' ids. */
  id: string;
  index: number;
  /** The picture's name in the labels: "image 2", "page 1 (the cover)". */
  name: string;
  image: Pick<DeskImage, 'caption' | 'credit'>;
  onChange: (patch: Pick<DeskImage, 'caption' | 'credit'>) => void;
}

export function CaptionFields({ id, index, name, image, onChange }: CaptionFieldsProps) {
  const captionId = `${id}-caption-${index}`;
  const creditId = `${id}-credit-${index}`;
  return (
    <>
      <label htmlFor={captionId}>{CAPTION_TEXT.caption(name)}</label>
      <input
        id={captionId}
        value={image.caption ?? ''}
        maxLength={CAPTION_LIMITS.caption}
        onChange={(event) => onChange({ caption: event.target.value })}
      />
      <label htmlFor={creditId}>{CAPTION_TEXT.credit(name)}</label>
      <input
        id={creditId}
        value={image.credit ?? ''}
        maxLength={CAPTION_LIMITS.credit}
        aria-describedby={`${creditId}-hint`}
        onChange={(event) => onChange({ credit: event.target.value })}
      />
      <p id={`${creditId}-hint`} className="field__hint">
        {CAPTION_TEXT.creditHint}
      </p>
    </>
  );
}

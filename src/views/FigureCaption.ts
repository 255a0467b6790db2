/**
 * The words under a picture: its caption, then its credit. Written without JSX, so the search
 * documents' process, which Node runs directly, renders it as the pages do; the credit is indexed
 * too, so a search for a photographer finds the stories with their pictures.
 */
import { createElement as h } from 'react';
import type { PictureCaption } from '../../contract/picture-captions.ts';

export function FigureCaption({ caption }: { caption: PictureCaption | undefined }) {
  if (!caption) return null;
  return h(
    'figcaption',
    { className: 'figure-caption' },
    caption.caption ? h('span', { className: 'figure-caption__text' }, caption.caption) : null,
    caption.caption && caption.credit ? ' ' : null,
    caption.credit ? h('span', { className: 'figure-caption__credit' }, caption.credit) : null,
  );
}

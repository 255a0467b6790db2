/**
 * Every page as a small picture, to go straight to any of them. Thumbnails load lazily, so only
 * those scrolled into view are fetched.
 */
import type { ReactNode } from 'react';
import { smallImageSource } from '../../lib/content/images.ts';
import { READER_LABELS } from '../../lib/reader/messages.ts';

export function PageThumbnails({
  id,
  pages,
  current,
  onJump,
}: {
  id: string;
  pages: readonly string[];
  current: number;
  onJump: (index: number) => void;
}): ReactNode {
  return (
    <nav id={id} className="reader-thumbnails" aria-label={READER_LABELS.allPages}>
      <ol>
        {pages.map((url, index) => {
          const thumbnail = smallImageSource(url, 'page');
          return (
            <li key={url + index}>
              <button
                type="button"
                className="reader-thumbnails__page"
                aria-current={index === current ? 'page' : undefined}
                onClick={() => onJump(index)}
              >
                <img src={thumbnail.src} alt="" width={thumbnail.width} height={thumbnail.height} loading="lazy" />
                <span>{READER_LABELS.thumbnail(index + 1)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

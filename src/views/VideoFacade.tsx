/**
 * The player loads only when the reader presses play: until then a poster and a button, so an
 * article page downloads no third-party player. In an island React swaps in the player; on a
 * pre-rendered page, which ships no React, `src/scripts/video-facade.ts` does the same with the
 * frame settings written into the data attributes here.
 */
import { useState } from 'react';
import { imageSource } from '../lib/content/images.ts';
import { PLAYER_FRAME, playerUrl } from '../lib/content/video.ts';
import './VideoFacade.css';

export interface VideoFacadeProps {
  embedUrl: string;
  poster: string | undefined;
  title: string;
}

export function VideoFacade({ embedUrl, poster, title }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const image = imageSource(poster, 'poster');
  const frame = {
    src: playerUrl(embedUrl),
    title: title || PLAYER_FRAME.fallbackTitle,
    allow: PLAYER_FRAME.allow,
    referrerPolicy: PLAYER_FRAME.referrerPolicy,
  };
  return (
    <div
      className="video"
      data-video=""
      data-src={frame.src}
      data-title={frame.title}
      data-allow={frame.allow}
      data-referrer-policy={frame.referrerPolicy}
    >
      {playing ? (
        <iframe ref={(element) => element?.focus()} {...frame} allowFullScreen />
      ) : (
        <>
          <img
            src={image.src}
            srcSet={image.srcset}
            sizes="(min-width: 1200px) 1200px, 100vw"
            width={image.width}
            height={image.height}
            alt=""
            fetchPriority="high"
            data-pagefind-meta="image[src]"
          />
          <button
            className="video__play"
            type="button"
            aria-label={`Play video: ${title}`}
            onClick={() => setPlaying(true)}
          >
            <span aria-hidden="true"></span>
          </button>
        </>
      )}
    </div>
  );
}

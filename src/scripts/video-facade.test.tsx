import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoFacade } from '../views/VideoFacade.tsx';
import { setUpVideoFacades } from './video-facade.ts';

describe('setUpVideoFacades', () => {
  it("plays the pre-rendered poster's video in place, set up as the island would", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <VideoFacade embedUrl="https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm" poster={undefined} title="Kandy" />,
    );
    setUpVideoFacades(document);
    document.querySelector('button')?.click();
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm?autoplay=1&rel=0');
    expect(frame?.title).toBe('Kandy');
    expect(frame?.allow).toBe('accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen');
    expect(frame?.allowFullscreen).toBe(true);
    expect(frame?.referrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(document.activeElement).toBe(frame);
    expect(document.querySelector('img, button')).toBeNull();
  });
});

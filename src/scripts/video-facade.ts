/**
 * Pre-rendered article pages ship no React, so their VideoFacade posters get the player here:
 * pressing play swaps the poster for the player frame, with focus on it. The frame's settings
 * come from the poster's data attributes (written by VideoFacade.tsx), so this imports nothing
 * and pages get it inline.
 */
export function setUpVideoFacades(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-video]')) {
    box.querySelector('button')?.addEventListener('click', () => {
      const { src = '', title = '', allow = '', referrerPolicy = '' } = box.dataset;
      const frame = box.ownerDocument.createElement('iframe');
      frame.src = src;
      frame.title = title;
      frame.allow = allow;
      frame.allowFullscreen = true;
      frame.referrerPolicy = referrerPolicy as ReferrerPolicy;
      box.replaceChildren(frame);
      frame.focus();
    });
  }
}

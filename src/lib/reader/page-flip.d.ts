/**
 * Types for page-flip 2 (StPageFlip), which ships none. Only what the reader uses is declared;
 * names and shapes follow the library's own sources (src/PageFlip.ts, src/Settings.ts).
 */
declare module 'page-flip' {
  export type FlipOrientation = 'portrait' | 'landscape';
  export type FlippingState = 'user_fold' | 'fold_corner' | 'flipping' | 'read';
  export type FlipCorner = 'top' | 'bottom';

  export interface FlipSettings {
    startPage: number;
    size: 'fixed' | 'stretch';
    width: number;
    height: number;
    minWidth: number;
    maxWidth: number;
    minHeight: number;
    maxHeight: number;
    drawShadow: boolean;
    flippingTime: number;
    usePortrait: boolean;
    startZIndex: number;
    autoSize: boolean;
    maxShadowOpacity: number;
    showCover: boolean;
    mobileScrollSupport: boolean;
    clickEventForward: boolean;
    useMouseEvents: boolean;
    swipeDistance: number;
    showPageCorners: boolean;
    disableFlipByClick: boolean;
  }

  export interface PageFlipEvent<T> {
    data: T;
    object: PageFlip;
  }

  export class PageFlip {
    constructor(root: HTMLElement, settings: Partial<FlipSettings>);
    loadFromHTML(items: HTMLElement[] | NodeListOf<HTMLElement>): void;
    on(event: 'flip', callback: (event: PageFlipEvent<number>) => void): PageFlip;
    on(event: 'changeOrientation', callback: (event: PageFlipEvent<FlipOrientation>) => void): PageFlip;
    on(event: 'changeState', callback: (event: PageFlipEvent<FlippingState>) => void): PageFlip;
    off(event: string): void;
    /** Turns to the page with the curl animation. */
    flip(page: number, corner?: FlipCorner): void;
    flipNext(corner?: FlipCorner): void;
    flipPrev(corner?: FlipCorner): void;
    /** Shows the page at once, without animation. */
    turnToPage(page: number): void;
    getCurrentPageIndex(): number;
    getPageCount(): number;
    getOrientation(): FlipOrientation;
    getState(): FlippingState;
    update(): void;
    destroy(): void;
  }
}

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BookPage, type BookPageProps } from './BookPage.tsx';

const PAGE = '/media/imports/3/page-004-1000x1300.webp';
const ZOOM = '/media/imports/3/page-004-2000x2600.webp';

/**
 * jsdom neither fetches nor decodes pictures: the browser's decode() is stood in for by one that
 * notes which picture was asked for and settles when the test says.
 */
let asked: { src: string; settle: (decoded: boolean) => void }[] = [];
const ownDecode = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');

beforeEach(() => {
  asked = [];
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      return new Promise<void>((resolve, reject) => {
        asked.push({
          src: this.getAttribute('src') ?? '',
          settle: (ok) => (ok ? resolve() : reject(new Error('broken'))),
        });
      });
    },
  });
});

afterEach(() => {
  cleanup();
  if (ownDecode) Object.defineProperty(HTMLImageElement.prototype, 'decode', ownDecode);
  else delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
});

const page = (props: Partial<BookPageProps> = {}) => (
  <BookPage src={PAGE} zoomSrc={ZOOM} zoomed={false} alt="Page 4" {...props} />
);
const shown = () => screen.getByRole('img', { name: 'Page 4' });

describe('BookPage', () => {
  it('at 100% shows the page picture and asks for no zoom picture', () => {
    render(page());
    expect(shown().getAttribute('src')).toBe(PAGE);
    expect(asked).toEqual([]);
  });

  it('zoomed in, keeps the page picture until the zoom picture is decoded, then swaps it in the same box', async () => {
    const { rerender } = render(page());
    rerender(page({ zoomed: true }));
    expect(asked.map((picture) => picture.src)).toEqual([ZOOM]);
    expect(shown().getAttribute('src')).toBe(PAGE);
    await act(async () => asked[0]?.settle(true));
    expect(shown().getAttribute('src')).toBe(ZOOM);
    expect([shown().getAttribute('width'), shown().getAttribute('height')]).toEqual(['1000', '1300']);
    // Zoomed out again, the sharper picture stays: nothing is fetched again.
    rerender(page({ zoomed: false }));
    expect(shown().getAttribute('src')).toBe(ZOOM);
    expect(asked).toHaveLength(1);
  });

  it('keeps the page picture when the zoom picture cannot be had', async () => {
    render(page({ zoomed: true }));
    await act(async () => asked[0]?.settle(false));
    expect(shown().getAttribute('src')).toBe(PAGE);
  });

  it('keeps the page picture, zoomed or not, for a page without a zoom picture (an uploaded page)', () => {
    render(page({ zoomSrc: undefined, zoomed: true }));
    expect(shown().getAttribute('src')).toBe(PAGE);
    expect(asked).toEqual([]);
  });
});

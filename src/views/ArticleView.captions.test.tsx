import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sanitizeInlineHtml } from '../lib/html/sanitize-build.ts';
import { testItem } from '../../tests/support/items.ts';
import { ArticleView } from './ArticleView.tsx';

const images = ['/media/hero.jpg', '/media/inline.jpg', '/media/gallery-1.jpg', '/media/gallery-2.jpg'];
const blog = testItem({
  id: 'tea-country',
  title: 'Tea Country',
  description: ['One.', 'Two.', 'Three.'],
  images,
  imageAlts: ['Terraces in mist', 'A plucker’s basket', 'The factory', 'A bungalow'],
  imageCaptions: ['The first pluck starts at six.', 'Two leaves and a bud.', '', 'Where the planters slept.'],
  imageCredits: ['Photograph: Nadee Perera', 'Photograph: Kasun Herath', 'Photograph: Ishara Fernando'],
});

function figures(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('figure')].map((figure) => ({
    alt: figure.querySelector('img')?.getAttribute('alt'),
    caption: figure.querySelector('.figure-caption__text')?.textContent,
    credit: figure.querySelector('.figure-caption__credit')?.textContent,
  }));
}

describe('an article’s captions and credits', () => {
  it('stand under the hero, the body’s picture and each gallery picture, apart from the alt text', () => {
    const html = renderToStaticMarkup(
      <ArticleView item={blog} url="https://mag.test/blogs/tea-country" sanitize={sanitizeInlineHtml} />,
    );
    expect(figures(html)).toEqual([
      { alt: 'Terraces in mist', caption: 'The first pluck starts at six.', credit: 'Photograph: Nadee Perera' },
      { alt: 'A plucker’s basket', caption: 'Two leaves and a bud.', credit: 'Photograph: Kasun Herath' },
      { alt: 'The factory', caption: undefined, credit: 'Photograph: Ishara Fernando' },
      { alt: 'A bungalow', caption: 'Where the planters slept.', credit: undefined },
    ]);
  });

  it('leave a picture without either with no figcaption at all', () => {
    const bare = testItem({ id: 'bare', images: ['/media/hero.jpg'], description: ['One.'] });
    const html = renderToStaticMarkup(
      <ArticleView item={bare} url="https://mag.test/blogs/bare" sanitize={sanitizeInlineHtml} />,
    );
    expect(html).toContain('<figure');
    expect(html).not.toContain('<figcaption');
  });

  it('stand under a vlog’s poster', () => {
    const vlog = testItem({
      id: 'train',
      type: 'vlog',
      images: ['/media/poster.jpg'],
      imageUrl: '/media/poster.jpg',
      videoURL: 'https://www.youtube.com/watch?v=abcdefghijk',
      imageCaptions: ['The blue train at Ella.'],
      imageCredits: ['Photograph: Malsha de Silva'],
    });
    const html = renderToStaticMarkup(
      <ArticleView item={vlog} url="https://mag.test/vlogs/train" sanitize={sanitizeInlineHtml} />,
    );
    const document = new DOMParser().parseFromString(html, 'text/html');
    const figure = document.querySelector('.article__video');
    expect(figure?.tagName).toBe('FIGURE');
    expect(figure?.querySelector('figcaption')?.textContent).toBe(
      'The blue train at Ella. Photograph: Malsha de Silva',
    );
  });
});

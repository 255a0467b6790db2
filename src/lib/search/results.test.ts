import { describe, expect, it } from 'vitest';
import type { PagefindResultData } from './pagefind.ts';
import { toResultView, toResultViews } from './results.ts';

const issue: PagefindResultData = {
  url: '/magazines/1/',
  excerpt: 'the <mark>leopard</mark> country',
  meta: { title: 'The Escape', image: '/media/issues/1/page-01-1000x1300.webp' },
};

describe('toResultViews', () => {
  it('opens the reader at each page of an issue whose text matched, the page with most hits first', () => {
    const views = toResultViews({
      ...issue,
      sub_results: [
        {
          url: '/magazines/1/#page-5',
          title: 'Leopard Country',
          excerpt: 'a <mark>leopard</mark>',
          locations: [3],
          anchor: { id: 'page-5' },
        },
        {
          url: '/magazines/1/#page-14',
          title: 'Last Light',
          excerpt: '<mark>leopard</mark>s',
          locations: [8, 9],
          anchor: { id: 'page-14' },
        },
      ],
    });
    expect(views.map(({ url, title, excerpt }) => ({ url, title, excerpt }))).toEqual([
      { url: '/magazines/1?page=14', title: 'The Escape, page 14: Last Light', excerpt: '<mark>leopard</mark>s' },
      { url: '/magazines/1?page=5', title: 'The Escape, page 5: Leopard Country', excerpt: 'a <mark>leopard</mark>' },
    ]);
    expect(views[0]?.image.src).toContain('/media/issues/1/page-01');
  });

  it('keeps the issue itself first when its title or description matched too, and at most three pages', () => {
    const pages = [2, 3, 4, 5].map((page) => ({
      url: `/magazines/1/#page-${page}`,
      title: `Page ${page}`,
      excerpt: '',
      anchor: { id: `page-${page}` },
    }));
    const views = toResultViews({
      ...issue,
      sub_results: [{ url: '/magazines/1/', title: 'The Escape', excerpt: '' }, ...pages],
    });
    expect(views.map((view) => view.url)).toEqual([
      '/magazines/1/',
      '/magazines/1?page=2',
      '/magazines/1?page=3',
      '/magazines/1?page=4',
    ]);
  });

  it('gives any other page one result, whatever its sections', () => {
    const blog: PagefindResultData = {
      url: '/blogs/tea/',
      excerpt: 'tea',
      meta: { title: 'Tea' },
      sub_results: [{ url: '/blogs/tea/#history', title: 'History', excerpt: '', anchor: { id: 'history' } }],
    };
    expect(toResultViews(blog).map((view) => [view.url, view.title])).toEqual([['/blogs/tea/', 'Tea']]);
  });
});

const title = 'Garage as Gallery';
const content = `${title}. Collector cars keep their shine in the tropics when the garage is dry.`;

describe('toResultView', () => {
  it('cuts the excerpt from the body, leaving out the title, and carries the topic and date', () => {
    const view = toResultView({
      url: '/blogs/garage-as-gallery',
      excerpt: `${title}. Collector <mark>cars</mark> keep`,
      content,
      locations: [0, 4],
      meta: { title, topic: 'Automobile', date: '3 Nov 2026' },
    });
    expect(view.title).toBe(title);
    expect(view.excerpt).toBe('Collector <mark>cars</mark> keep their shine in the tropics when the garage is dry.');
    expect([view.topic, view.date]).toEqual(['Automobile', '3 Nov 2026']);
  });

  it("falls back on Pagefind's excerpt, then the page's own, when there is no indexed text", () => {
    const base = { url: '/x', locations: [], meta: { title } };
    expect(toResultView({ ...base, excerpt: 'a <mark>b</mark>' }).excerpt).toBe('a <mark>b</mark>');
    expect(toResultView({ ...base, excerpt: '', meta: { title, excerpt: 'Fish & <chips>' } }).excerpt).toBe(
      'Fish &amp; &lt;chips&gt;',
    );
    expect(toResultView({ ...base, excerpt: '' })).toMatchObject({ topic: '', date: '' });
  });
});

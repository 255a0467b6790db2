import { describe, expect, it } from 'vitest';
import { toResultView } from './results.ts';

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

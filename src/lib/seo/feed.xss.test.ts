/**
 * The RSS feed against the XSS corpus (tests/fixtures/xss-payloads.json, source and licence named in
 * the file). Feed readers render an item's description, and some its title, as HTML; so every
 * payload, as a title, an excerpt or a first paragraph, must reach the feed as text: the feed is
 * parsed as XML, each title and description is parsed again as HTML the way a reader would, and it
 * must hold text nodes only. A payload written as escaped text must read as that text.
 */
import { getRssString } from '@astrojs/rss';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../tests/support/xss-corpus.ts';
import { testItem } from '../../../tests/support/items.ts';
import type { Item } from '../api/index.ts';
import { feedOptions } from './feed.ts';

const SITE = new URL('https://mag.test');

/** What an editor types when the text itself should show `<`, `>` or `&`. */
const escapeForHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Rendered {
  /** Anything but text the reader's HTML parser made of it. */
  markup: string[];
  text: string;
}

const { window } = new JSDOM('');

/** The field as a feed reader that renders HTML sees it. */
function renderAsHtml(html: string): Rendered {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const nodes = [...template.content.childNodes];
  const markup = nodes.filter((node) => node.nodeType !== node.TEXT_NODE).map((node) => node.nodeName);
  return { markup, text: template.content.textContent ?? '' };
}

/** Each item of the feed, by its link's last segment: its title and description, each rendered. */
async function feedFor(items: Item[]): Promise<Map<string, { title: Rendered; description: Rendered }>> {
  const xml = await getRssString(feedOptions(items, SITE));
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const entries = [...doc.getElementsByTagName('item')].map((item) => {
    const field = (name: string) => item.getElementsByTagName(name)[0]?.textContent ?? '';
    const id = field('link').split('/').pop() ?? '';
    return [id, { title: renderAsHtml(field('title')), description: renderAsHtml(field('description')) }] as const;
  });
  return new Map(entries);
}

function asTitleAndExcerpt(payload: string): Item {
  return testItem({ id: 'as-title-and-excerpt', title: payload, excerpt: payload, createdAt: '2026-01-03T00:00:00Z' });
}

function asFirstParagraph(payload: string): Item {
  return testItem({ id: 'as-paragraph', excerpt: '', description: [payload], createdAt: '2026-01-02T00:00:00Z' });
}

function asEscapedExcerpt(payload: string): Item {
  return testItem({ id: 'as-escaped-text', excerpt: escapeForHtml(payload), createdAt: '2026-01-01T00:00:00Z' });
}

describe('the RSS feed and the XSS corpus', () => {
  it(`keeps all ${XSS_PAYLOADS.length} payloads inert as titles, excerpts and paragraphs, and escaped text as text`, async () => {
    const survivors: string[] = [];
    const misread: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const feed = await feedFor([asTitleAndExcerpt(payload), asFirstParagraph(payload), asEscapedExcerpt(payload)]);
      const fields = {
        title: feed.get('as-title-and-excerpt')?.title,
        excerpt: feed.get('as-title-and-excerpt')?.description,
        paragraph: feed.get('as-paragraph')?.description,
        escapedExcerpt: feed.get('as-escaped-text')?.description,
      };
      for (const [name, rendered] of Object.entries(fields)) {
        if (!rendered || rendered.markup.length > 0)
          survivors.push(`${name}: ${payload} -> ${rendered?.markup.join()}`);
      }
      // The title is plain text, shown exactly; escaped text in an excerpt reads as the text it stands for.
      if (fields.title?.text !== payload) misread.push(`title: ${payload} -> ${fields.title?.text}`);
      if (fields.escapedExcerpt?.text !== collapse(payload)) {
        misread.push(`escaped excerpt: ${payload} -> ${fields.escapedExcerpt?.text}`);
      }
    }
    expect(survivors).toEqual([]);
    expect(misread).toEqual([]);
  });

  it('gives the excerpt `&lt;img src=x onerror=alert(1)&gt;` as text, never as an image', async () => {
    const excerpt = '&lt;img src=x onerror=alert(1)&gt;';
    const item = testItem({ id: 'review-case', title: 'A <b>bold</b> & "quoted" title', excerpt });
    const xml = await getRssString(feedOptions([item], SITE));
    expect(xml).toContain('<description>&amp;lt;img src=x onerror=alert(1)&amp;gt;</description>');
    expect(xml).toContain(
      '<title>A &amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt; &amp;amp; &quot;quoted&quot; title</title>',
    );
    const rendered = (await feedFor([item])).get('review-case');
    expect(rendered?.description).toEqual({ markup: [], text: '<img src=x onerror=alert(1)>' });
    expect(rendered?.title).toEqual({ markup: [], text: 'A <b>bold</b> & "quoted" title' });
  });
});

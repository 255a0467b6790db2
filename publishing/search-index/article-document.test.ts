import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { close, createIndex } from 'pagefind';
import { loadSeedContent } from '../../api/seed/seed-content.ts';
import { blogToWire, vlogToWire } from '../../api/seed/to-wire.ts';
import { generateArticles } from '../../bench/article-generator.ts';
import { ArticleView } from '../../src/views/ArticleView.tsx';
import { SITE } from '../../src/config/site.ts';
import { itemSchema, type Item } from '../../src/lib/api/entities.ts';
import { sanitizeInlineHtml } from '../../src/lib/html/sanitize-build.ts';
import { freshBlog, freshVlog, testItem } from '../../tests/support/items.ts';
import { articlePageName, articleSearchDocument } from './article-document.ts';

// Runs the real Pagefind binary over the real ArticleView, rendered as Astro renders it: no mock.

/** An item's page as the build writes it, as far as search can tell: ArticleView in a page with more around it. */
function renderedPage(item: Item): string {
  const view = renderToStaticMarkup(
    createElement(ArticleView, { item, url: `https://example.com/${item.id}`, sanitize: sanitizeInlineHtml }),
  );
  return `<!DOCTYPE html><html lang="${SITE.language}"><head><title>${item.title} | Serendib Luxe</title></head><body><header><nav><a href="/blogs">Blogs</a></nav></header><main>${view}</main><footer>Serendib Luxe</footer></body></html>`;
}

/** Every file of an index of these pages (added in this order), with a hash of its bytes. */
async function indexFiles(pages: { name: string; html: string }[]): Promise<string[]> {
  const { index, errors } = await createIndex();
  if (!index) throw new Error(errors.join('; '));
  for (const page of pages) {
    const added = await index.addHTMLFile({ sourcePath: page.name, content: page.html });
    expect(added.errors).toEqual([]);
  }
  const { files } = await index.getFiles();
  await index.deleteIndex();
  return files.map((file) => `${file.path} ${createHash('sha1').update(file.content).digest('hex')}`).sort();
}

async function items(): Promise<Item[]> {
  const seed = await loadSeedContent();
  const wire = [
    ...seed.blogs.map(blogToWire),
    ...seed.vlogs.map(vlogToWire),
    ...(await generateArticles(12)),
    freshBlog,
    freshVlog,
  ];
  return [
    ...wire.map((item) => itemSchema.parse(item)),
    testItem({ id: 'no-images', excerpt: undefined, description: ['Only words, <em>some</em> stressed.'] }),
    testItem({ id: 'a-vlog-without-video', type: 'vlog', description: ['A still instead of a film.'] }),
  ];
}

afterAll(() => close());

describe('articleSearchDocument', () => {
  it('indexes byte for byte as the rendered article page does', async () => {
    const all = await items();
    expect(all.length).toBeGreaterThan(20);
    const fromPages = await indexFiles(all.map((item) => ({ name: articlePageName(item), html: renderedPage(item) })));
    const fromDocuments = await indexFiles(all.map((item) => articleSearchDocument(item, sanitizeInlineHtml)));
    expect(fromDocuments).toEqual(fromPages);
  }, 120_000);

  it('names the page the item is built into', () => {
    expect(articlePageName({ id: 'a-walk', type: 'blog' })).toBe('blogs/a-walk/index.html');
    expect(articlePageName({ id: 'a-film', type: 'vlog' })).toBe('vlogs/a-film/index.html');
  });
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiGet, builtPages } from '../support/pages.ts';

interface HeadMeta {
  path: string;
  title: string;
  description: string;
  keywords: string;
}

function headOf(file: string, path: string): HeadMeta {
  const html = readFileSync(file, 'utf8');
  const meta = (name: string) =>
    new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ??
    new RegExp(`<meta content="([^"]*)" name="${name}"`).exec(html)?.[1] ??
    '';
  return {
    path,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    description: meta('description'),
    keywords: meta('keywords'),
  };
}

test('every page has its own title, description and keywords', () => {
  const heads = builtPages().map(({ file, path }) => headOf(file, path));
  for (const head of heads) {
    expect(head.title, head.path).not.toBe('');
    expect(head.description, head.path).not.toBe('');
    expect(head.keywords, head.path).not.toBe('');
  }
  for (const field of ['title', 'description', 'keywords'] as const) {
    const seen = new Map<string, string>();
    const repeated = heads.flatMap((head) => {
      const before = seen.get(head[field]);
      seen.set(head[field], head.path);
      return before ? [`${head.path} repeats the ${field} of ${before}`] : [];
    });
    expect(repeated).toEqual([]);
  }
});

test('a vlog page describes its video as a VideoObject', async ({ page }) => {
  const [vlog] = await apiGet<{ id: string; title: string; createdAt: string }[]>('/vlogs');
  if (!vlog) throw new Error('no vlogs seeded');
  await page.goto(`/vlogs/${vlog.id}`);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({
    '@type': 'VideoObject',
    name: vlog.title,
    uploadDate: vlog.createdAt,
    embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/),
    thumbnailUrl: [expect.stringMatching(/^http.*\.webp$/)],
  });
  expect(data.description).toEqual(expect.any(String));
  await expect(page.locator('meta[property="article:section"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/social/vlogs/${vlog.id}\\.jpg$`),
  );
});

test('a topic page has metadata of its own, not the home page’s', async ({ page }) => {
  await page.goto('/gems');
  await expect(page).toHaveTitle('Gems & Jewelry | Serendib Luxe');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Sapphires, padparadschas/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /^Gems & Jewelry, /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gems$/);
});

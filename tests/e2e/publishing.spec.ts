/**
 * Publishing end to end: editors write through the API's admin routes, the API notifies the
 * stack's rebuild service, and the served site follows: a new blog shows at once through the
 * fresh-content fallback and, after the rebuild, as a pre-rendered page on /blogs and its topic
 * page; an update changes it; a delete removes it; a write without the token changes nothing; a
 * build that fails leaves the old site serving; readers during a rebuild get whole pages.
 *
 * These tests change the served site, so they run in the "after publishing" project, after every
 * spec that reads the first build; they run one after another, since they share one rebuild service.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openDatabase, type StoredItem } from '../../api/storage/db.ts';
import { TOPICS } from '../../src/config/site.ts';
import { apiGet } from '../support/pages.ts';
import { CHANGE_ACTIONS, type Change } from '../../contract/rebuild-changes.ts';
import type { RebuildResult, RebuildStatus } from '../../publishing/publisher.ts';
import { E2E_API_URL, E2E_EDITOR_TOKEN, E2E_REBUILD_TOKEN, E2E_STACK, e2eRebuildUrl } from '../support/e2e-stack.ts';

test.describe.configure({ mode: 'serial' });
// Each test waits for at least one real `astro build` of the whole site.
test.setTimeout(240_000);

const REBUILD_TIMEOUT_MS = 200_000;
const READ_ROUND_MS = 100;
const MIN_READ_ROUNDS = 6;
const CATEGORY = TOPICS[0];

async function rebuildStatus(): Promise<RebuildStatus> {
  const response = await fetch(`${e2eRebuildUrl()}/status`);
  expect(response.status).toBe(200);
  return (await response.json()) as RebuildStatus;
}

/** Waits until every build for writes made after `since` has finished; returns the status then. */
/**
 * The build that took this change, finished after `since`. The desk's specs publish while these
 * run, so a later build of theirs may be the last one.
 */
function buildOf(status: RebuildStatus, since: number, change: Change): RebuildResult | undefined {
  return status.recent.find(
    (result) =>
      Date.parse(result.finishedAt) > since &&
      result.changes.some(
        (made) => made.kind === change.kind && made.id === change.id && made.action === change.action,
      ),
  );
}

/** The status once the build that took `change` has finished (after `since`) and none waits. */
async function rebuildsAfter(since: number, change: Change): Promise<RebuildStatus> {
  let status = await rebuildStatus();
  await expect
    .poll(
      async () => {
        status = await rebuildStatus();
        return buildOf(status, since, change) !== undefined && status.state === 'idle' && !status.queued;
      },
      { timeout: REBUILD_TIMEOUT_MS, intervals: [500] },
    )
    .toBe(true);
  return status;
}

function editorHeaders(token = E2E_EDITOR_TOKEN): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

async function sitePage(request: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text() };
}

/** A made-up word no other page holds, nor any word it begins with, for searching one page's text. */
function uniqueWord(): string {
  return `qzx${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
}

/** The pages the search page lists for `term` (without a closing slash), once its status line says the search is done. */
async function searchResultPaths(page: Page, term: string): Promise<string[]> {
  await page.goto(`/search?q=${term}`);
  await expect(page.getByRole('status')).toHaveText(new RegExp(`for “${term}”\\.$`));
  return page
    .locator('.search-result__title a')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.replace(/(.)\/$/, '$1')),
    );
}

/** A blog as an editor writes it: original text, images the API already serves. */
async function blogBody(id: string, title: string, word = ''): Promise<Record<string, unknown>> {
  const [seeded] = await apiGet<StoredItem[]>('/blogs');
  if (!seeded) throw new Error('no blogs seeded');
  return {
    id,
    title,
    excerpt: 'Published by an editor while readers were on the site.',
    author: 'Serendib Luxe',
    category: CATEGORY.slug,
    images: (seeded.images ?? []).slice(0, 2),
    description: [
      'The <strong>first</strong> paragraph of a story written for this test.',
      `A second paragraph about the Galle Fort ramparts at dusk. ${word}`.trim(),
    ],
  };
}

const published = { id: uniqueId('published-blog'), title: '', word: uniqueWord() };

test('a blog published with the editor token shows at once, then as a pre-rendered page on /blogs and its topic page', async ({
  page,
  request,
}) => {
  published.title = `Lanterns Over the Lagoon ${published.id}`;
  const path = `/blogs/${published.id}`;
  const writtenAt = Date.now();
  const created = await fetch(`${E2E_API_URL}/admin/blogs`, {
    method: 'POST',
    headers: editorHeaders(),
    body: JSON.stringify(await blogBody(published.id, published.title, published.word)),
  });
  expect(created.status).toBe(201);

  // At once: no page was built for it yet, so the 404 page reads it from the API.
  const fallback = await page.goto(path);
  expect(fallback?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: published.title })).toBeVisible();

  const change: Change = { kind: 'blog', id: published.id, action: 'create' };
  const status = await rebuildsAfter(writtenAt, change);
  expect(buildOf(status, writtenAt, change)?.ok).toBe(true);
  const built = await sitePage(request, path);
  expect(built.status).toBe(200);
  expect(built.html).toContain(`<title>${published.title} | Serendib Luxe</title>`);
  expect(built.html).toMatch(new RegExp(`<h1[^>]*>${published.title}</h1>`));
  for (const list of ['/blogs', CATEGORY.path]) {
    expect((await sitePage(request, list)).html, list).toContain(`href="${path}"`);
  }
  // The publish rendered its own pages only: the sitemap lists the new page and the kept ones.
  const [seeded] = await apiGet<StoredItem[]>('/blogs');
  const sitemap = (await sitePage(request, '/sitemap-0.xml')).html;
  expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).toContain(`/blogs/${seeded?.id}</loc>`);
  // Its social card, named by the page and drawn by the API.
  const card = `${new URL(E2E_API_URL).origin}/social${path}.jpg`;
  expect(built.html).toContain(`content="${card}"`);
  const drawn = await fetch(card);
  expect([drawn.status, drawn.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  await drawn.body?.cancel();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: published.title })).toBeVisible();
  // Its search index went live with it (the bundle of recent changes: publishing/search-index/recent-bundle.ts).
  expect(await searchResultPaths(page, published.word)).toEqual([path]);
});

/** Reads pages of the site while `rebuilding` runs, and after: every answer a whole page of one build. */
async function readWhile(
  rebuilding: Promise<unknown>,
): Promise<{ problems: string[]; pages: number; paths: string[] }> {
  const site = E2E_STACK.siteUrl;
  const [blog] = await apiGet<StoredItem[]>('/blogs');
  const [issue] = await apiGet<{ id: string }[]>('/issues');
  const paths = ['/', '/blogs', `/blogs/${blog?.id}`, '/magazines', `/magazines/${issue?.id}`, CATEGORY.path];
  const problems: string[] = [];
  let pages = 0;
  let done = false;
  void rebuilding.finally(() => (done = true)).catch(() => undefined);
  // Keeps reading after the switch too, so requests meet the old build, the switch and the new one.
  // A round starts a tenth of a second after the last one at the soonest: back to back, the reading
  // took a core from the rebuild it waits for, and from the specs beside it, for as long as that ran.
  // At least a few rounds, however quickly the publish goes live: a warm renderer's takes about a second.
  for (let round = 0; !done || round < MIN_READ_ROUNDS; round += 1) {
    const nextRound = delay(READ_ROUND_MS);
    await Promise.all(
      paths.map(async (path) => {
        try {
          // Uncompressed, so Content-Length counts the bytes of the page as read.
          const response = await fetch(site + path, { headers: { 'Accept-Encoding': 'identity' } });
          const html = await response.text();
          pages += 1;
          if (response.status !== 200) return void problems.push(`${path}: status ${response.status}`);
          if (Number(response.headers.get('content-length')) !== Buffer.byteLength(html)) {
            problems.push(`${path}: ${Buffer.byteLength(html)} bytes, not ${response.headers.get('content-length')}`);
          }
          if (!html.trimEnd().endsWith('</html>')) problems.push(`${path}: no closing </html>`);
          // Every asset the page names loads: the page and its scripts and styles are one build's.
          const assets = new Set(html.match(/\/_astro\/[^"'\s)>]+/g) ?? []);
          for (const asset of assets) {
            const assetResponse = await fetch(site + asset);
            await assetResponse.arrayBuffer();
            if (assetResponse.status !== 200) problems.push(`${path}: ${asset} answered ${assetResponse.status}`);
          }
        } catch (error) {
          problems.push(`${path}: ${error instanceof Error ? error.message : error}`);
        }
      }),
    );
    await nextRound;
  }
  return { problems, pages, paths };
}

// Readers are served through the update's rebuild, so one build checks both.
test('an update changes the page and what search finds, and readers during its rebuild get whole pages with 0 errors', async ({
  page: browserPage,
  request,
}) => {
  const path = `/blogs/${published.id}`;
  const newTitle = `Lanterns Over the Lagoon, Revisited ${published.id}`;
  const newWord = uniqueWord();
  const liveBefore = (await rebuildStatus()).live?.build;
  const writtenAt = Date.now();
  const updated = await fetch(`${E2E_API_URL}/admin/blogs/${published.id}`, {
    method: 'PUT',
    headers: editorHeaders(),
    body: JSON.stringify(await blogBody(published.id, newTitle, newWord)),
  });
  expect(updated.status).toBe(200);
  const change: Change = { kind: 'blog', id: published.id, action: 'update' };
  const rebuilt = rebuildsAfter(writtenAt, change);
  const reading = await readWhile(rebuilt);
  const status = await rebuilt;
  expect(buildOf(status, writtenAt, change)?.ok).toBe(true);
  // The create's build left its renderer warm: this publish renders in it, without an Astro build.
  expect(buildOf(status, writtenAt, change)?.made).toBe('warm round');
  expect(status.live?.build).not.toBe(liveBefore);
  expect(reading.problems).toEqual([]);
  expect(reading.pages).toBeGreaterThan(reading.paths.length * 5);
  const page = await sitePage(request, path);
  expect(page.html).toContain(`<title>${newTitle} | Serendib Luxe</title>`);
  expect(page.html).not.toContain(`${published.title}<`);
  // Search finds the page by its new words and no longer by the old ones.
  expect(await searchResultPaths(browserPage, newWord)).toEqual([path]);
  expect(await searchResultPaths(browserPage, published.word)).toEqual([]);
  published.title = newTitle;
  published.word = newWord;
});

test('a write without the editor token gets 401 and changes nothing', async ({ request }) => {
  const before = await apiGet<StoredItem>(`/blogs/${published.id}`);
  const triedAt = Date.now();
  const attempts = [
    { method: 'POST', url: '/admin/blogs', body: await blogBody(uniqueId('unauthorised'), 'Never Published') },
    { method: 'PUT', url: `/admin/blogs/${published.id}`, body: await blogBody(published.id, 'Defaced') },
    { method: 'DELETE', url: `/admin/blogs/${published.id}` },
  ];
  for (const { method, url, body } of attempts) {
    for (const headers of [{ 'Content-Type': 'application/json' }, editorHeaders('not-the-editor-token')]) {
      const response = await fetch(`${E2E_API_URL}${url}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.status, `${method} ${url}`).toBe(401);
    }
  }
  expect(await apiGet<StoredItem>(`/blogs/${published.id}`)).toEqual(before);
  expect((await apiGet<StoredItem[]>('/blogs')).some((item) => item.title === 'Never Published')).toBe(false);
  // No notification either: nothing was built for this blog (the desk's specs may build theirs).
  const statusAfter = await rebuildStatus();
  for (const action of CHANGE_ACTIONS) {
    expect(buildOf(statusAfter, triedAt, { kind: 'blog', id: published.id, action })).toBeUndefined();
  }
  expect(statusAfter.pending.some((change) => change.id === published.id)).toBe(false);
  expect((await sitePage(request, `/blogs/${published.id}`)).html).toContain(published.title);
});

test('a delete removes the page and its search result', async ({ page, request }) => {
  const path = `/blogs/${published.id}`;
  const writtenAt = Date.now();
  const deleted = await fetch(`${E2E_API_URL}/admin/blogs/${published.id}`, {
    method: 'DELETE',
    headers: editorHeaders(),
  });
  expect([200, 204]).toContain(deleted.status);
  const change: Change = { kind: 'blog', id: published.id, action: 'delete' };
  const status = await rebuildsAfter(writtenAt, change);
  expect(buildOf(status, writtenAt, change)?.ok).toBe(true);
  expect((await sitePage(request, path)).status).toBe(404);
  for (const list of ['/blogs', CATEGORY.path]) {
    expect((await sitePage(request, list)).html, list).not.toContain(`href="${path}"`);
  }
  expect((await sitePage(request, '/sitemap-0.xml')).html).not.toContain(`${path}</loc>`);
  expect((await fetch(`${new URL(E2E_API_URL).origin}/social${path}.jpg`)).status).toBe(404);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Not Found' })).toBeVisible();
  expect(await searchResultPaths(page, published.word)).toEqual([]);
});

test('a publish whose build fails leaves the old site serving, and the status says why', async ({ request }) => {
  // A real failure, not a staged one: an item the write routes would refuse is put straight into
  // the database (as a hand edit or an old import could) and the rebuild hook told of it, as such
  // a script would, so the real build rejects the API's answer and exits non-zero; the warm
  // renderer, which reads only what a publish names, goes with it, and the next build reads the
  // whole catalogue. Dated long ago, so it sorts after every item other specs use.
  const brokenId = uniqueId('broken-blog');
  const [seeded] = await apiGet<StoredItem[]>('/blogs');
  if (!seeded) throw new Error('no blogs seeded');
  const db = openDatabase(E2E_STACK.apiDb ?? '');
  try {
    db.insertItem({
      ...seeded,
      id: brokenId,
      position: undefined,
      createdAt: '2001-01-01T00:00:00.000Z',
      images: ['not-a-media-address'],
    });
  } finally {
    db.close();
  }

  const scripted: Change = { kind: 'blog', id: brokenId, action: 'create' };
  const scriptedAt = Date.now();
  const told = await fetch(`${e2eRebuildUrl()}/rebuild`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${E2E_REBUILD_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ changes: [scripted] }),
  });
  expect(told.status).toBe(202);
  expect(buildOf(await rebuildsAfter(scriptedAt, scripted), scriptedAt, scripted)?.ok).toBe(false);

  const liveBefore = (await rebuildStatus()).live?.build;
  const homeBefore = await sitePage(request, '/');
  const blogsBefore = await sitePage(request, '/blogs');
  const newId = uniqueId('unlucky-blog');
  const writtenAt = Date.now();
  try {
    const created = await fetch(`${E2E_API_URL}/admin/blogs`, {
      method: 'POST',
      headers: editorHeaders(),
      body: JSON.stringify(await blogBody(newId, `Published Into a Broken Build ${newId}`)),
    });
    expect(created.status).toBe(201);
    const change: Change = { kind: 'blog', id: newId, action: 'create' };
    const status = await rebuildsAfter(writtenAt, change);
    const result = buildOf(status, writtenAt, change);
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/build failed/) });
    expect(result?.reason).toContain(brokenId);
    expect(status.live?.build).toBe(liveBefore);
    // The live site is exactly as it was.
    expect(await sitePage(request, '/')).toEqual(homeBefore);
    expect(await sitePage(request, '/blogs')).toEqual(blogsBefore);
    expect((await sitePage(request, `/blogs/${newId}`)).status).toBe(404);
  } finally {
    // Put things right: the next publish builds again and goes live.
    const cleanup = openDatabase(E2E_STACK.apiDb ?? '');
    try {
      cleanup.deleteItem(brokenId);
    } finally {
      cleanup.close();
    }
    const fixedAt = Date.now();
    await fetch(`${E2E_API_URL}/admin/blogs/${newId}`, { method: 'DELETE', headers: editorHeaders() });
    const removal: Change = { kind: 'blog', id: newId, action: 'delete' };
    expect(buildOf(await rebuildsAfter(fixedAt, removal), fixedAt, removal)?.ok).toBe(true);
  }
});

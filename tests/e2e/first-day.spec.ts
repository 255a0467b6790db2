/**
 * The magazine's first day, end to end on a stack of its own whose API never seeds: with nothing
 * published every page builds and reads well (a designed empty state with a way onward, axe clean,
 * within its JavaScript budget; search, the feed and the sitemap valid), and the first story and
 * the first issue, published through the editors' API as any other, take the site from its empty
 * states to the usual pages by the rebuild that follows every publish.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { budgetProblems, PAGE_WEIGHT_BUDGETS } from '../support/page-weight-budgets.ts';
import { weightsByRoute } from '../support/page-weight.ts';
import { readAsWhole } from '../../publishing/publisher.ts';
import { EMPTY_STATES, type EmptyState } from '../../src/config/empty-states.ts';
import { SITE, TOPICS } from '../../src/config/site.ts';
import { LATEST_ISSUE_MESSAGES } from '../../src/lib/reader/messages.ts';
import { resultsStatus } from '../../src/lib/search/messages.ts';
import { AXE_VIEWPORTS, axeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { startFirstDayStack, type FirstDayStack } from '../support/first-day-stack.ts';
import { TOPIC_ROUTES } from '../support/pages.ts';

test.describe.configure({ mode: 'serial' });
// The publishing tests each wait for a real build of the whole site.
test.setTimeout(300_000);

const REBUILD_TIMEOUT_MS = 240_000;
const [TOPIC] = TOPICS;

let magazine: FirstDayStack;

test.beforeAll(async () => {
  // A stack of its own: an auth emulator and a first build on a busy machine.
  test.setTimeout(400_000);
  magazine = await startFirstDayStack();
});

test.afterAll(async () => {
  await magazine?.stop();
});

const url = (path: string) => `${magazine.siteUrl}${path}`;

/** Every page that lists content, with what it says while there is none. */
const EMPTY_PAGES: { path: string; state: Pick<EmptyState, 'line' | 'action'> }[] = [
  { path: '/', state: EMPTY_STATES.home },
  { path: '/blogs', state: EMPTY_STATES.blogs },
  { path: '/vlogs', state: EMPTY_STATES.vlogs },
  { path: '/magazines', state: EMPTY_STATES.magazines },
  { path: '/luxury', state: { line: LATEST_ISSUE_MESSAGES.unavailable, ...EMPTY_STATES.latestIssue } },
  { path: TOPIC.path, state: EMPTY_STATES.topic(TOPIC.label) },
];

async function expectEmptyState(page: Page, path: string, state: Pick<EmptyState, 'line' | 'action'>) {
  const response = await page.goto(url(path));
  expect(response?.status(), path).toBe(200);
  const empty = page.locator('[data-empty-state]');
  await expect(empty, path).toHaveCount(1);
  await expect(empty.getByText(state.line, { exact: true }), path).toBeVisible();
  const onward = empty.getByRole('link', { name: state.action.label, exact: true });
  await expect(onward, path).toHaveAttribute('href', state.action.href);
}

test('with nothing published, every listing page says so in a line of its own and offers a way onward', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  for (const { path, state } of EMPTY_PAGES) {
    await expectEmptyState(page, path, state);
    // The way onward leads to a page that is there.
    expect((await request.get(url(state.action.href))).status(), state.action.href).toBe(200);
  }
  for (const topic of TOPICS.slice(1)) await expectEmptyState(page, topic.path, EMPTY_STATES.topic(topic.label));
  // The home page leaves out the sections it has nothing for, rather than show their headings alone.
  await page.goto(url('/'));
  await expect(page.getByRole('heading', { level: 2, name: `${SITE.name} Presents` })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Style', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Latest Blogs' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('every empty page is free of accessibility violations at phone and desktop sizes', async ({ page }) => {
  const found: string[] = [];
  for (const { path } of [...EMPTY_PAGES, { path: '/search' }]) {
    await page.goto(url(path));
    for (const { name, size } of AXE_VIEWPORTS) {
      await page.setViewportSize(size);
      found.push(...(await axeViolations(page)).map((violation) => `${path} (${name}): ${violation}`));
    }
  }
  expect(found).toEqual([]);
});

test('search over an index with nothing in it answers that nothing was found', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(url('/search?q=cinnamon'));
  await expect(page.getByRole('status')).toHaveText(resultsStatus(0, 0, 'cinnamon'));
  expect(errors).toEqual([]);
});

/** The feed and the sitemaps, parsed by the browser as XML: the names of their entries. */
async function feeds(page: Page) {
  await page.goto(url('/about'));
  const texts = await Promise.all(
    ['/rss.xml', '/sitemap-index.xml', '/sitemap-0.xml'].map(async (path) => (await fetch(url(path))).text()),
  );
  return page.evaluate((documents) => {
    const parsed = documents.map((text) => new DOMParser().parseFromString(text, 'application/xml'));
    const names = (doc: Document, tag: string) => [...doc.getElementsByTagName(tag)].map((node) => node.textContent);
    const [rss, index, sitemap] = parsed as [Document, Document, Document];
    return {
      errors: parsed.filter((doc) => doc.getElementsByTagName('parsererror').length > 0).length,
      roots: parsed.map((doc) => doc.documentElement.nodeName),
      channel: names(rss, 'title')[0],
      items: [...rss.getElementsByTagName('item')].map((item) => item.getElementsByTagName('link')[0]?.textContent),
      sitemaps: names(index, 'loc'),
      pages: names(sitemap, 'loc').map((loc) => new URL(loc ?? '').pathname),
    };
  }, texts);
}

test('the feed and the sitemap are valid with nothing published', async ({ page }) => {
  const found = await feeds(page);
  expect(found.errors).toBe(0);
  expect(found.roots).toEqual(['rss', 'sitemapindex', 'urlset']);
  expect(found.channel).toBe(SITE.name);
  expect(found.items).toEqual([]);
  expect(found.sitemaps.map((loc) => new URL(loc ?? '').pathname)).toEqual(['/sitemap-0.xml']);
  expect(found.pages).toEqual(expect.arrayContaining(['/', '/blogs', '/vlogs', '/magazines', '/luxury', TOPIC.path]));
});

test('the empty site ships no more JavaScript than its budgets allow, and builds only the pages it has', async () => {
  // The live build is a layer (its search index's, at least), weighed as the whole site it serves.
  const weights = await readAsWhole(magazine.outDir, (dir) => weightsByRoute(dir, TOPIC_ROUTES));
  const built = weights.map((weight) => weight.route);
  expect(
    budgetProblems(
      weights,
      PAGE_WEIGHT_BUDGETS.filter((budget) => built.includes(budget.route)),
    ),
  ).toEqual([]);
  expect(built).toEqual(expect.arrayContaining(['/', '/blogs', '/vlogs', '/magazines', '/luxury', '/search']));
  expect(built.filter((route) => route.includes('{id}'))).toEqual([]);
});

/** Uploads a picture made here as an editor would from the desk; answers the path the API serves it at. */
async function upload(use: 'article' | 'page', colour: string): Promise<string> {
  const size = use === 'page' ? { width: 1000, height: 1300 } : { width: 1600, height: 1000 };
  const bytes = await sharp({ create: { ...size, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('use', use);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${use}.jpg`);
  const response = await fetch(`${magazine.apiUrl}/admin/media`, {
    method: 'POST',
    headers: magazine.editorHeaders,
    body: form,
  });
  expect(response.status).toBe(201);
  const { media } = (await response.json()) as { media: { path: string }[] };
  return media[0]?.path ?? '';
}

async function publish(kind: 'blogs' | 'issues', body: Record<string, unknown>): Promise<{ id: string }> {
  const response = await fetch(`${magazine.apiUrl}/admin/${kind}`, {
    method: 'POST',
    headers: { ...magazine.editorHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Waits for the rebuild that follows a publish to serve `path` with `text` in it. */
async function servedAfterRebuild(path: string, text: string): Promise<void> {
  await expect
    .poll(async () => (await (await fetch(url(path))).text()).includes(text), {
      timeout: REBUILD_TIMEOUT_MS,
      intervals: [1000],
    })
    .toBe(true);
}

const FIRST_STORY = {
  id: 'a-first-morning-in-galle',
  title: 'A First Morning in Galle',
  excerpt: 'The fort before the day-trippers: ramparts, bells and the smell of bread.',
};

test('the first story, published as any other, turns the empty pages into the usual ones', async ({ page }) => {
  const image = await upload('article', '#b5651d');
  await publish('blogs', {
    ...FIRST_STORY,
    author: 'Serendib Luxe',
    category: TOPIC.slug,
    images: [image],
    imageAlts: ['The lighthouse of Galle Fort at sunrise'],
    description: ['The fort wakes slowly.', 'By eight the ramparts belong to the crows and a cricket match.'],
  });
  await servedAfterRebuild('/blogs', FIRST_STORY.title);

  const errors = collectConsoleErrors(page);
  const story = `/blogs/${FIRST_STORY.id}`;
  for (const path of ['/', '/blogs', TOPIC.path]) {
    await page.goto(url(path));
    await expect(page.locator('[data-empty-state]'), path).toHaveCount(0);
    await expect(page.locator(`a[href="${story}"]`).first(), path).toBeVisible();
  }
  await page.goto(url(story));
  await expect(page.getByRole('heading', { level: 1, name: FIRST_STORY.title })).toBeVisible();
  // What has nothing yet still says so.
  await expectEmptyState(page, '/vlogs', EMPTY_STATES.vlogs);
  await expectEmptyState(page, '/magazines', EMPTY_STATES.magazines);
  expect(errors).toEqual([]);

  const found = await feeds(page);
  expect(found.errors).toBe(0);
  expect(found.items).toEqual([`${magazine.siteUrl}${story}`]);
  expect(found.pages).toContain(story);
  // The page goes live first and its search index a few seconds after, in a build of its own.
  await expect(async () => {
    await page.goto(url('/search?q=crows'));
    await expect(page.getByRole('status')).toHaveText(resultsStatus(1, 1, 'crows'), { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
});

test('the first issue, published as any other, fills the issues page and the latest-issue preview', async ({
  page,
}) => {
  const pages = [await upload('page', '#0f3d2e'), await upload('page', '#c9a14a')];
  const issue = await publish('issues', {
    title: 'The First Issue',
    date: 'December 2026',
    description: 'Our first issue: the south coast, its forts and its kitchens.',
    pages,
  });
  await servedAfterRebuild('/magazines', 'The First Issue');

  const errors = collectConsoleErrors(page);
  await page.goto(url('/magazines'));
  await expect(page.locator('[data-empty-state]')).toHaveCount(0);
  await expect(page.locator(`a[href="/magazines/${issue.id}"]`).first()).toBeVisible();
  await page.goto(url('/luxury'));
  await expect(page.locator('[data-empty-state]')).toHaveCount(0);
  await expect(page.getByText(LATEST_ISSUE_MESSAGES.unavailable)).toHaveCount(0);
  await expect(page.getByRole('link', { name: LATEST_ISSUE_MESSAGES.explore })).toHaveAttribute(
    'href',
    `/magazines/${issue.id}`,
  );
  expect(errors).toEqual([]);
});

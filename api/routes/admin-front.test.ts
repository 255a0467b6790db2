/**
 * The front's editor routes on whichever engine the tests run on: one lead story at a time, the
 * issue of the month by cover date or pin, and the hero's slides, each through the public reads.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DEFAULT_HERO_SLIDES, FRONT_ANSWERS, type HeroSlideSetting } from '../../contract/front-page.ts';
import { fixtureContent } from '../../tests/support/items.ts';
import { recordHookCalls, type HookRecorder } from '../../tests/support/hook-recorder.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const auth = { Authorization: `Bearer ${TOKEN}` };

let magazine: TempMagazine;
let hook: HookRecorder | undefined;
let app: ReturnType<typeof createApp>;

function start(rebuildHook?: HookRecorder): void {
  app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    settings: {
      editorToken: TOKEN,
      ...(rebuildHook ? { rebuildHook: { url: rebuildHook.url, token: undefined } } : {}),
    },
    now: () => NOW,
  });
}

/** The rebuild hook, for the tests that follow what it is told. */
async function listen(): Promise<HookRecorder> {
  hook = await recordHookCalls();
  start(hook);
  return hook;
}

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  start();
});

afterEach(async () => {
  await hook?.close();
  hook = undefined;
  await magazine.cleanup();
});

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = auth) {
  const response = await app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const read = async <T>(path: string) => (await send('GET', path, undefined, {})).body as T;

type Blog = { id: string; position?: string };
const leads = async () =>
  (await read<Blog[]>('/api/blogs')).filter((blog) => blog.position === '1').map((blog) => blog.id);

const newIssue = (title: string, coverDate: string) => ({
  title,
  coverDate,
  description: 'Pages.',
  pages: ['/media/issues/x/page-1.webp'],
  pageAlts: ['The cover'],
});

describe('the lead story', () => {
  it('moves from one blog to another: one lead at a time', async () => {
    expect(await leads()).toEqual(['tea-country-mornings']);
    const told = await listen();
    const answer = await send('PUT', '/api/admin/front/lead', { id: 'south-coast-surf' });
    expect(answer.status).toBe(200);
    expect(answer.body?.lead).toBe('south-coast-surf');
    expect(await leads()).toEqual(['south-coast-surf']);
    // Both blogs' pages change: the rebuild hears of both.
    const calls = [await told.next(), await told.next()];
    expect(calls.flatMap((call) => (call.body as { changes: unknown[] }).changes)).toEqual(
      expect.arrayContaining([
        { kind: 'blog', id: 'tea-country-mornings', action: 'update' },
        { kind: 'blog', id: 'south-coast-surf', action: 'update' },
      ]),
    );
  });

  it('is recorded in the audit log with the lead it replaced', async () => {
    await send('PUT', '/api/admin/front/lead', { id: 'brass-of-kandy' });
    const log = await send('GET', '/api/admin/log?kind=blog&id=brass-of-kandy');
    const [entry] = log.body?.entries as { action: string; before: unknown; after: unknown }[];
    expect(entry).toMatchObject({
      action: 'lead',
      before: { lead: 'tea-country-mornings' },
      after: { lead: 'brass-of-kandy' },
    });
  });

  it('survives a save of the blog that sends another position, and a save of the old lead', async () => {
    await send('PUT', '/api/admin/front/lead', { id: 'south-coast-surf' });
    const old = (await send('GET', '/api/admin/blogs/tea-country-mornings')).body ?? {};
    // The desk read the old lead before it moved, and sends it back with the lead's position.
    const { updatedAt: _at, updatedBy: _by, unpublishedChanges: _changes, ...write } = old;
    const saved = await send('PUT', '/api/admin/blogs/tea-country-mornings', { ...write, position: '1' });
    expect(saved.status).toBe(200);
    expect(await leads()).toEqual(['south-coast-surf']);
  });

  it('refuses a vlog, a draft and an unknown blog, and keeps the lead it had', async () => {
    expect((await send('PUT', '/api/admin/front/lead', { id: 'galle-fort-walk' })).body?.error).toBe(
      FRONT_ANSWERS.leadNotBlog,
    );
    const draft = await send('POST', '/api/admin/blogs', {
      title: 'Not yet',
      category: 'travel',
      description: ['Soon.'],
      status: 'draft',
    });
    const refused = await send('PUT', '/api/admin/front/lead', { id: draft.body?.id });
    expect(refused).toMatchObject({ status: 400, body: { error: FRONT_ANSWERS.leadNotPublished } });
    expect((await send('PUT', '/api/admin/front/lead', { id: 'no-such-blog' })).status).toBe(404);
    expect((await send('PUT', '/api/admin/front/lead', { id: 'Not A Slug' })).status).toBe(400);
    expect(await leads()).toEqual(['tea-country-mornings']);
  });

  it('is for editors only', async () => {
    expect((await send('PUT', '/api/admin/front/lead', { id: 'south-coast-surf' }, {})).status).toBe(401);
    expect(await leads()).toEqual(['tea-country-mornings']);
  });
});

describe('the issue of the month', () => {
  it('gives stored issues a number and a cover date', async () => {
    const issues = await read<{ id: string; issueNumber: number; coverDate: string }[]>('/api/issues');
    expect(issues.map(({ id, issueNumber, coverDate }) => ({ id, issueNumber, coverDate }))).toEqual([
      { id: '2', issueNumber: 2, coverDate: '2025-03' },
      { id: '1', issueNumber: 1, coverDate: '2025-01' },
    ]);
  });

  it('is the newest by cover date, whenever an issue was made or corrected', async () => {
    const back = await send('POST', '/api/admin/issues', newIssue('A Back Issue', '2024-06'));
    expect(back.status).toBe(201);
    expect((await read<{ id: string }>('/api/issues/latest')).id).toBe('2');
    // A correction to the oldest issue publishes it again, now: it stays where its cover date puts it.
    const stored = (await send('GET', '/api/admin/issues/1')).body ?? {};
    const { updatedAt: _at, updatedBy: _by, unpublishedChanges: _changes, ...write } = stored;
    expect((await send('PUT', '/api/admin/issues/1', { ...write, title: 'The Escape, corrected' })).status).toBe(200);
    expect((await read<{ id: string }>('/api/issues/latest')).id).toBe('2');
    const december = await send('POST', '/api/admin/issues', newIssue('December', '2026-12'));
    expect((await read<{ id: string }>('/api/issues/latest')).id).toBe(december.body?.id);
  });

  it('keeps a number and cover date a replace leaves out', async () => {
    const stored = (await send('GET', '/api/admin/issues/1')).body ?? {};
    const { updatedAt: _at, updatedBy: _by, issueNumber: _n, coverDate: _d, ...write } = stored;
    const saved = await send('PUT', '/api/admin/issues/1', write);
    expect(saved.body).toMatchObject({ issueNumber: 1, coverDate: '2025-01' });
  });

  it('refuses a cover date that is not a month', async () => {
    const answer = await send('POST', '/api/admin/issues', newIssue('Bad', '2026-13'));
    expect(answer.status).toBe(400);
    expect((answer.body?.fields as Record<string, string>).coverDate).toMatch(/YYYY-MM/);
    const noNumber = await send('POST', '/api/admin/issues', { ...newIssue('Bad', '2026-12'), issueNumber: null });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body?.fields).toHaveProperty('issueNumber');
    expect((await read<unknown[]>('/api/issues')).length).toBe(2);
  });

  it('is the pinned issue while it is pinned, then the newest again', async () => {
    const pinned = await send('PUT', '/api/admin/front/pinned-issue', { id: '1' });
    expect(pinned.body).toMatchObject({ pinnedIssue: '1', issueOfTheMonth: '1' });
    expect((await read<{ id: string }>('/api/issues/latest')).id).toBe('1');
    expect((await send('DELETE', '/api/admin/front/pinned-issue')).body).toMatchObject({ issueOfTheMonth: '2' });
    expect((await read<{ id: string }>('/api/issues/latest')).id).toBe('2');
    const log = (await send('GET', '/api/admin/log?kind=issue&id=1')).body?.entries as { action: string }[];
    expect(log.map((entry) => entry.action)).toEqual(['unpin', 'pin']);
  });

  it('refuses to pin a draft or an unknown issue', async () => {
    const draft = await send('POST', '/api/admin/issues', { ...newIssue('Draft', '2027-01'), status: 'draft' });
    const refused = await send('PUT', '/api/admin/front/pinned-issue', { id: draft.body?.id });
    expect(refused).toMatchObject({ status: 400, body: { error: FRONT_ANSWERS.pinNotPublished } });
    expect((await send('PUT', '/api/admin/front/pinned-issue', { id: '404' })).status).toBe(404);
    expect((await read<{ id: string }>('/api/issues/latest')).id).toBe('2');
  });
});

describe('the hero', () => {
  const slides = (): HeroSlideSetting[] => DEFAULT_HERO_SLIDES.map((slide) => ({ ...slide }));

  it('answers the ten default slides until editors change them', async () => {
    expect((await read<{ slides: unknown }>('/api/hero')).slides).toEqual(slides());
  });

  it('keeps the editors’ words and pictures, and asks for a whole rebuild', async () => {
    const told = await listen();
    const changed = slides();
    changed[2] = {
      ...changed[2]!,
      title: 'Blue Fire',
      text: 'A sapphire’s journey.',
      image: '/media/uploads/a/b.webp',
    };
    const answer = await send('PUT', '/api/admin/front/hero', { slides: changed });
    expect(answer.status).toBe(200);
    expect((await read<{ slides: unknown }>('/api/hero')).slides).toEqual(changed);
    expect((await told.next()).body).toEqual({ changes: [] });
    const log = (await send('GET', '/api/admin/log?kind=front&id=hero')).body?.entries as Record<string, unknown>[];
    expect(log[0]).toMatchObject({
      action: 'hero',
      who: 'editor token',
      before: { slides: slides() },
      after: { slides: changed },
    });
  });

  it('refuses slides out of their topics’ order, too many, or with empty words, and keeps what it had', async () => {
    const swapped = slides().reverse();
    expect((await send('PUT', '/api/admin/front/hero', { slides: swapped })).status).toBe(400);
    expect((await send('PUT', '/api/admin/front/hero', { slides: [...slides(), slides()[0]] })).status).toBe(400);
    const empty = slides();
    empty[0] = { ...empty[0]!, title: '  ' };
    const refused = await send('PUT', '/api/admin/front/hero', { slides: empty });
    expect(refused.status).toBe(400);
    expect(refused.body?.fields).toMatchObject({ 'slides.0.title': 'must not be empty' });
    expect((await read<{ slides: unknown }>('/api/hero')).slides).toEqual(slides());
  });
});

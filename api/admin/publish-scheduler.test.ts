import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { recordHookCalls, type HookRecorder } from '../../tests/support/hook-recorder.ts';
import { fixtureContent } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import type { Timers } from './publish-scheduler.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
const START = Date.parse('2026-11-20T10:00:00.000Z');
const AT = '2026-11-20T10:30:00.000Z';

/** The clock and the timers, moved by the test: nothing waits for real time. */
let clock: number;
let armed: { run: () => Promise<void>; ms: number; at: number } | undefined;
const timers: Timers = {
  setTimeout: (run, ms) => (armed = { run, ms, at: clock + ms }),
  clearTimeout: (handle) => {
    if (handle === armed) armed = undefined;
  },
};

/** When the armed timer fires; a function, so the compiler does not narrow `armed` across awaits. */
const armedAt = () => armed?.at;

/** Moves the clock to the armed time and fires the timer, as Node would; settles when its publish has. */
async function fireArmed(): Promise<void> {
  const timer = armed;
  if (!timer) throw new Error('No timer armed');
  clock = timer.at;
  armed = undefined;
  await timer.run();
}

let magazine: TempMagazine;
let hook: HookRecorder;
let app: ReturnType<typeof createApp>;

function startApp(db = magazine.db, development = false): void {
  app = createApp({
    db,
    mediaDir: magazine.mediaDir,
    settings: { editorToken: TOKEN, rebuildHook: { url: hook.url, token: undefined }, development },
    now: () => clock,
    timers,
  });
}

beforeEach(async () => {
  clock = START;
  armed = undefined;
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  hook = await recordHookCalls();
  startApp();
});

afterEach(async () => {
  await magazine?.cleanup();
  await hook.close();
});

async function schedule(title: string, publishAt = AT): Promise<string> {
  const response = await app.request('/api/admin/blogs', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, category: 'sports', description: ['Text.'], status: 'scheduled', publishAt }),
  });
  expect(response.status).toBe(201);
  return String(((await response.json()) as { id: string }).id);
}

const publicStatus = async (id: string) => (await app.request(`/api/blogs/${id}`)).status;

describe('scheduled publishing', () => {
  it('arms a timer for the publish time and publishes at it, telling the rebuild hook', async () => {
    const id = await schedule('Cricket at Dawn');
    await expect.poll(() => armed?.ms).toBe(30 * 60 * 1000);
    clock = Date.parse(AT) - 1;
    expect(await publicStatus(id)).toBe(404);
    await fireArmed();
    expect(await publicStatus(id)).toBe(200);
    expect((await hook.next()).body).toEqual({ changes: [{ kind: 'blog', id, action: 'create' }] });
    const published = await magazine.db.desk.findItem(id);
    expect(published?.editorial).toMatchObject({ status: 'published', version: 2, updatedBy: 'schedule' });
    expect(published?.value).toMatchObject({ createdAt: AT });
    expect((await magazine.db.audit.list({ limit: 1 }))[0]).toMatchObject({ action: 'publish', who: 'schedule', id });
    await expect.poll(() => armed).toBeUndefined();
  });

  it('arms for the earliest of several, and again after each', async () => {
    const later = await schedule('Later', '2026-11-20T10:50:00.000Z');
    const sooner = await schedule('Sooner', AT);
    // Polled: on PostgreSQL the database's notice of each write also makes the scheduler look again.
    await expect.poll(() => armed?.at).toBe(Date.parse(AT));
    await fireArmed();
    expect([await publicStatus(sooner), await publicStatus(later)]).toEqual([200, 404]);
    await hook.next();
    await expect.poll(() => armed?.at).toBe(Date.parse('2026-11-20T10:50:00.000Z'));
    await fireArmed();
    expect(await publicStatus(later)).toBe(200);
    await hook.next();
  });

  it('waits in steps of at most an hour for a time weeks ahead', async () => {
    await schedule('Next Month', '2026-12-31T00:00:00.000Z');
    // Polled, as below: on PostgreSQL the database's notice of the write also makes the scheduler look again.
    await expect.poll(() => armed?.ms).toBe(60 * 60 * 1000);
    await fireArmed();
    await expect.poll(() => armed?.ms).toBe(60 * 60 * 1000);
  });

  it('follows a schedule moved or dropped by an editor', async () => {
    const id = await schedule('Moved');
    const move = (body: object) =>
      app.request(`/api/admin/blogs/${id}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Moved', category: 'sports', description: ['Text.'], ...body }),
      });
    expect((await move({ publishAt: '2026-11-20T10:40:00.000Z' })).status).toBe(200);
    // Polled: on PostgreSQL the database's notice of each write also makes the scheduler look again.
    await expect.poll(() => armed?.at).toBe(Date.parse('2026-11-20T10:40:00.000Z'));
    expect((await move({ status: 'draft' })).status).toBe(200);
    await expect.poll(() => armed).toBeUndefined();
  });

  it('publishes on start what fell due while the API was down, and arms the rest', async () => {
    const due = await schedule('Due While Down', AT);
    const notYet = await schedule('Not Yet', '2026-11-21T00:30:00.000Z');
    armed = undefined;
    // The API stops; the clock passes the first time; a new process opens the same file.
    clock = Date.parse('2026-11-21T00:00:00.000Z');
    const reopened = await magazine.openAnother();
    try {
      startApp(reopened);
      // The start's publish runs beside the first requests.
      await expect.poll(() => publicStatus(due)).toBe(200);
      expect(await publicStatus(notYet)).toBe(404);
      expect((await hook.next()).body).toEqual({ changes: [{ kind: 'blog', id: due, action: 'create' }] });
      await expect.poll(() => armedAt()).toBe(Date.parse('2026-11-21T00:30:00.000Z'));
      // The restarted API's own timer publishes the other at its time.
      clock = Date.parse('2026-11-21T00:30:00.000Z') - 1;
      expect(await publicStatus(notYet)).toBe(404);
      await fireArmed();
      expect(await publicStatus(notYet)).toBe(200);
      expect((await hook.next()).body).toEqual({ changes: [{ kind: 'blog', id: notYet, action: 'create' }] });
      expect((await reopened.desk.findItem(notYet))?.value).toMatchObject({ createdAt: '2026-11-21T00:30:00.000Z' });
    } finally {
      await reopened.close();
    }
  });
});

describe('running the schedule ahead of its time (local stacks)', () => {
  const run = (asOf: string, token = TOKEN) =>
    app.request('/api/admin/schedule/run', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ asOf }),
    });

  it('publishes what is due by the time given, dated now rather than ahead', async () => {
    startApp(magazine.db, true);
    const id = await schedule('Poked Ahead', AT);
    const before = await run('2026-11-20T10:29:59.000Z');
    expect(await before.json()).toEqual({ published: [] });
    expect(await publicStatus(id)).toBe(404);
    const at = await run(AT);
    expect(await at.json()).toEqual({ published: [{ kind: 'blog', id }] });
    expect(await publicStatus(id)).toBe(200);
    expect((await magazine.db.desk.findItem(id))?.value).toMatchObject({ createdAt: new Date(START).toISOString() });
    expect((await hook.next()).body).toEqual({ changes: [{ kind: 'blog', id, action: 'create' }] });
  });

  it('refuses a time that is not one, and another token', async () => {
    startApp(magazine.db, true);
    expect((await run('soon')).status).toBe(400);
    expect((await run(AT, 'not-the-editor-token-0123456789abcdef')).status).toBe(401);
  });

  it('is not there without development features', async () => {
    expect((await run(AT)).status).toBe(404);
  });
});

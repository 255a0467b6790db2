import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { CAPTION_LIMITS } from '../../contract/picture-captions.ts';
import { PAGE_WORD_LIMITS } from '../../contract/page-words.ts';
import { fixtureContent, fixtureIssues } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
const auth = { Authorization: `Bearer ${TOKEN}` };

let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings: { editorToken: TOKEN } });
});

afterEach(() => magazine.cleanup());

async function send(method: string, path: string, body?: unknown) {
  const response = await app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...auth },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const read = async (path: string) => (await app.request(path)).json() as Promise<Record<string, unknown>>;

const words = {
  searchTitle: 'Sigiriya at dawn: climbing before the crowds',
  searchDescription: 'When to climb Sigiriya, where to stay nearby and what the frescoes hold.',
  socialTitle: 'The lion rock before six',
  socialDescription: 'Cold stone, the first light over the forest and no one else on the stairs.',
};

const blog = {
  title: 'Dawn at Sigiriya',
  excerpt: 'The rock before the crowds.',
  category: 'travel',
  images: ['https://images.example/sigiriya.webp', 'https://images.example/frescoes.webp'],
  imageAlts: ['Sigiriya rock at dawn', 'A painted maiden on the rock face'],
  imageCaptions: ['The stairs open at seven; the light comes sooner.', ''],
  imageCredits: ['Photograph: Nadee Perera', 'Photograph: Kasun Herath'],
  description: ['<p>The lion’s paws are cold at six.</p>'],
  ...words,
};

const issue = {
  title: 'Monsoon',
  description: 'Rain, tea and the south-west coast.',
  pages: ['/media/issues/x/page-1.webp', '/media/issues/x/page-2.webp'],
  coverCaption: 'Inside: the rains, the tea and the coast.',
  coverCredit: 'Photograph: Ishara Fernando',
  ...words,
};

describe('search and social words, captions and credits', () => {
  it('are stored for a blog and read back by readers as sent', async () => {
    const created = await send('POST', '/api/admin/blogs', blog);
    expect(created.status).toBe(201);
    expect(await read(`/api/blogs/${String(created.body?.id)}`)).toMatchObject(blog);
  });

  it('are stored for a vlog’s poster and an issue’s cover', async () => {
    const vlog = await send('POST', '/api/admin/vlogs', {
      title: 'Kandy Perahera Nights',
      category: 'entertainment',
      videoURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      description: ['Drums from dusk.'],
      images: ['https://images.example/perahera.webp'],
      imageAlts: ['A tusker in lights'],
      imageCaptions: ['The Maligawa tusker leads the last night.'],
      imageCredits: ['Photograph: Malsha de Silva'],
      socialTitle: 'Drums and fire in Kandy',
    });
    expect(vlog.status).toBe(201);
    expect(await read(`/api/vlogs/${String(vlog.body?.id)}`)).toMatchObject({
      imageCaptions: ['The Maligawa tusker leads the last night.'],
      imageCredits: ['Photograph: Malsha de Silva'],
      socialTitle: 'Drums and fire in Kandy',
    });
    const created = await send('POST', '/api/admin/issues', issue);
    expect(created.status).toBe(201);
    expect(await read(`/api/issues/${String(created.body?.id)}`)).toMatchObject({
      coverCaption: issue.coverCaption,
      coverCredit: issue.coverCredit,
      ...words,
    });
  });

  it('are trimmed, and left out they stay out: the title and excerpt stand in', async () => {
    const created = await send('POST', '/api/admin/blogs', { ...blog, searchTitle: '  Sigiriya at dawn  ' });
    expect(created.body?.searchTitle).toBe('Sigiriya at dawn');
    const {
      searchTitle: _a,
      searchDescription: _b,
      socialTitle: _c,
      socialDescription: _d,
      imageCaptions: _e,
      imageCredits: _f,
      ...plain
    } = blog;
    const replaced = await send('PUT', `/api/admin/blogs/${String(created.body?.id)}`, plain);
    expect(replaced.status).toBe(200);
    const stored = await read(`/api/blogs/${String(created.body?.id)}`);
    for (const field of ['searchTitle', 'socialDescription', 'imageCaptions', 'imageCredits']) {
      expect(stored).not.toHaveProperty(field);
    }
  });

  it('refuse words over their limits, naming each field, and store nothing', async () => {
    const tooLong = await send('POST', '/api/admin/blogs', {
      ...blog,
      searchTitle: 'a'.repeat(PAGE_WORD_LIMITS.searchTitle + 1),
      socialDescription: 'a'.repeat(PAGE_WORD_LIMITS.socialDescription + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body?.fields).toEqual({
      searchTitle: `must be at most ${PAGE_WORD_LIMITS.searchTitle} characters`,
      socialDescription: `must be at most ${PAGE_WORD_LIMITS.socialDescription} characters`,
    });
    const twoLines = await send('POST', '/api/admin/issues', { ...issue, searchDescription: 'One\nTwo' });
    expect(twoLines.body?.fields).toEqual({ searchDescription: 'must be one line' });
    expect(await read('/api/health')).toMatchObject({
      items: fixtureContent.blogs.length + fixtureContent.vlogs.length,
      issues: fixtureIssues.length,
    });
  });

  it('refuse captions and credits over their limits or for images that are not there, and store nothing', async () => {
    const tooLong = await send('POST', '/api/admin/blogs', {
      ...blog,
      imageCaptions: ['a'.repeat(CAPTION_LIMITS.caption + 1)],
      imageCredits: ['a', 'b', 'c'],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body?.fields).toEqual({
      'imageCaptions.0': `must be at most ${CAPTION_LIMITS.caption} characters`,
      imageCredits: 'has 3 entries for 2 images',
    });
    const cover = await send('POST', '/api/admin/issues', {
      ...issue,
      coverCredit: 'a'.repeat(CAPTION_LIMITS.credit + 1),
    });
    expect(cover.body?.fields).toEqual({ coverCredit: `must be at most ${CAPTION_LIMITS.credit} characters` });
    expect(await read('/api/health')).toMatchObject({
      items: fixtureContent.blogs.length + fixtureContent.vlogs.length,
      issues: fixtureIssues.length,
    });
  });

  it('give the social card the social title: a new title is a new card', async () => {
    const created = await send('POST', '/api/admin/blogs', { ...blog, socialTitle: undefined });
    const id = String(created.body?.id);
    const card = async () => (await app.request(`/social/blogs/${id}.jpg`)).headers.get('ETag');
    const withTitle = await card();
    expect(withTitle).toBeTruthy();
    await send('PUT', `/api/admin/blogs/${id}`, { ...blog, id });
    const withSocialTitle = await card();
    expect(withSocialTitle).not.toBe(withTitle);
    await send('PUT', `/api/admin/blogs/${id}`, { ...blog, id, socialDescription: 'Only the description changed.' });
    expect(await card()).toBe(withSocialTitle);
  });
});

/** The real seed content meets what the site counts on. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { randomBlogsResponseSchema, wireIssueSchema, wireItemSchema } from '../../contract/schemas.ts';
import { createApp } from '../app.ts';
import { openTempMagazine, storeWithoutImages } from '../../tests/support/temp-magazine.ts';
import type { TempMagazine } from '../../tests/support/temp-magazine.ts';
import { CATEGORY_SLUGS } from '../../contract/categories.ts';
import { loadSeedContent } from './seed-content.ts';
import type { SeedContent } from './seed-content.ts';
import { wireContent } from './seed.ts';
import { innerPageBody } from './art/issue-pages.ts';
import { issuePageTexts } from './to-wire.ts';

const ISSUE_TITLES = ['The Escape', 'Style', 'Art', 'Design', 'Travel', 'Culture Issue'];
const WATCH_LINK = /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/;
const SHORT_LINK = /^https:\/\/youtu\.be\/[\w-]{11}$/;

let content: SeedContent;
let magazine: TempMagazine;

beforeAll(async () => {
  content = await loadSeedContent();
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, content);
});
afterAll(() => magazine?.cleanup());

describe('seed blogs', () => {
  it('has at least 40 blogs, at least 3 in each of the ten categories', () => {
    expect(content.blogs.length).toBeGreaterThanOrEqual(40);
    const perCategory = Object.fromEntries(
      CATEGORY_SLUGS.map((slug) => [slug, content.blogs.filter((blog) => blog.category === slug).length]),
    );
    for (const slug of CATEGORY_SLUGS) expect(perCategory[slug], slug).toBeGreaterThanOrEqual(3);
  });

  it('gives every blog at least 5 paragraphs and 2 to 6 images', () => {
    const short = content.blogs.filter((blog) => blog.description.length < 5).map((blog) => blog.id);
    const badImages = content.blogs
      .filter((blog) => blog.images.length < 2 || blog.images.length > 6)
      .map((blog) => blog.id);
    expect(short).toEqual([]);
    expect(badImages).toEqual([]);
  });

  it('features exactly one blog', () => {
    expect(content.blogs.filter((blog) => blog.position === '1')).toHaveLength(1);
  });

  it('dates every item within the magazine’s run', () => {
    const outside = [...content.blogs, ...content.vlogs]
      .filter(
        (item) =>
          !(
            Date.parse(item.createdAt) >= Date.parse('2024-08-01') &&
            Date.parse(item.createdAt) < Date.parse('2026-11-16')
          ),
      )
      .map((item) => `${item.id}: ${item.createdAt}`);
    expect(outside).toEqual([]);
  });
});

describe('seed vlogs', () => {
  it('has six vlogs with YouTube watch and short links', () => {
    expect(content.vlogs).toHaveLength(6);
    const links = content.vlogs.map((vlog) => vlog.videoURL);
    expect(links.filter((link) => !WATCH_LINK.test(link) && !SHORT_LINK.test(link))).toEqual([]);
    expect(links.some((link) => WATCH_LINK.test(link))).toBe(true);
    expect(links.some((link) => SHORT_LINK.test(link))).toBe(true);
  });
});

describe('seed issues', () => {
  it('has issues 1 to 6 with their fixed titles and 12 to 24 pages each', () => {
    const byId = [...content.issues].sort((a, b) => Number(a.id) - Number(b.id));
    expect(byId.map((issue) => issue.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(byId.map((issue) => issue.title)).toEqual(ISSUE_TITLES);
    for (const issue of byId) {
      const pages = issue.pages.length + 1;
      expect(pages, `issue ${issue.id}`).toBeGreaterThanOrEqual(12);
      expect(pages, `issue ${issue.id}`).toBeLessThanOrEqual(24);
      expect(issue.cover.teasers.length, `issue ${issue.id} teasers`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('seed issue pages', () => {
  it('opens every issue with its contents and the editor’s letter, and labels each page with its section', () => {
    for (const issue of content.issues) {
      expect(issue.pages[0]?.section, `issue ${issue.id}`).toBe('Contents');
      expect(issue.pages[1], `issue ${issue.id}`).toMatchObject({
        section: 'Editor’s Letter',
        headline: 'From the Editor',
      });
      const misfiled = issue.pages.filter(
        (page) =>
          (page.headline === 'From the Editor') !== (page.section === 'Editor’s Letter') ||
          (page.headline === 'In This Issue') !== (page.section === 'Contents') ||
          (page.headline.startsWith('Portfolio:') && page.section !== 'Portfolio'),
      );
      expect(misfiled.map((page) => page.headline)).toEqual([]);
    }
  });

  it('gives every page but the contents at least two paragraphs of its own', () => {
    const thin = content.issues.flatMap((issue) =>
      issue.pages
        .filter((page) => page.section !== 'Contents' && page.body.length < 2)
        .map((page) => `${issue.id}: ${page.headline}`),
    );
    expect(thin).toEqual([]);
  });

  it('fits every page’s whole text on its page image', () => {
    const overflowing = content.issues.flatMap((issue) =>
      issuePageTexts(issue).flatMap((text, index) =>
        index > 0 && innerPageBody(issue, text, index + 1).overflow ? [`${issue.id}, page ${index + 1}`] : [],
      ),
    );
    expect(overflowing).toEqual([]);
  });
});

describe('seed as served', () => {
  it('passes the wire schemas with unique ids', () => {
    const wire = wireContent(content);
    expect(wire.items).toHaveLength(content.blogs.length + content.vlogs.length);
    expect(wire.issues).toHaveLength(6);
  });

  it('serves issue 6 as the latest and one blog for each category', async () => {
    const app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir });
    const latest = wireIssueSchema.parse(await (await app.request('/api/issues/latest')).json());
    expect(latest.id).toBe('6');
    expect(latest.title).toBe('Culture Issue');
    const random = randomBlogsResponseSchema.parse(await (await app.request('/api/blogs/random/category')).json());
    expect(
      z
        .array(wireItemSchema)
        .parse(random.blogs)
        .map((blog) => blog.category)
        .sort(),
    ).toEqual([...CATEGORY_SLUGS].sort());
  });
});

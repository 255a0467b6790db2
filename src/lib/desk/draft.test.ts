// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DeskRecord } from '../api/desk.ts';
import { sanitizeInlineHtmlInBrowser as sanitize } from '../html/sanitize-browser.ts';
import { draftFromRecord, imagesWithoutAlt, moveImage, sameContent, writeFromDraft } from './draft.ts';

const editorial = {
  status: 'draft',
  version: 3,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ed@example.com',
} as const;

const blog = {
  ...editorial,
  id: 'dawn',
  type: 'blog',
  title: 'Dawn',
  excerpt: 'Early',
  categoryName: 'Travel & Tourism',
  category: 'travel',
  images: ['/media/a.webp', '/media/b.webp'],
  imageAlts: ['A', ''],
  description: ['<b>One</b>', 'Two'],
  variations: [{ subtitle: 'Later', description: ['Three'] }],
  createdAt: '2026-01-01T00:00:00Z',
} as DeskRecord;

describe('a draft', () => {
  it('goes from the record to the editor and back to the same text, with its version', () => {
    const draft = draftFromRecord('blog', blog, sanitize);
    expect(draft.bodyHtml).toBe('<p><b>One</b></p><p>Two</p><h2>Later</h2><p>Three</p>');
    const write = writeFromDraft(draft, sanitize);
    expect(write).toMatchObject({
      id: 'dawn',
      version: 3,
      status: 'draft',
      description: ['<b>One</b>', 'Two'],
      variations: [{ subtitle: 'Later', description: ['Three'] }],
      images: ['/media/a.webp', '/media/b.webp'],
      imageAlts: ['A', ''],
    });
    expect(write).not.toHaveProperty('publishAt');
  });

  it('keeps a published item’s saves unpublished unless the save is a live one', () => {
    const published = draftFromRecord('blog', { ...blog, status: 'published', unpublishedChanges: true }, sanitize);
    expect(published.unpublishedChanges).toBe(true);
    expect(writeFromDraft(published, sanitize)).toMatchObject({ status: 'published', unpublishedChanges: true });
    expect(writeFromDraft(published, sanitize, { live: true })).not.toHaveProperty('unpublishedChanges');
    expect(writeFromDraft(draftFromRecord('blog', blog, sanitize), sanitize)).not.toHaveProperty('unpublishedChanges');
  });

  it('cleans what the editor holds with the site’s policy before it is sent', () => {
    const draft = {
      ...draftFromRecord('blog', blog, sanitize),
      bodyHtml: '<p onclick="x()">Hi <img src=x></p><p> </p>',
    };
    expect(writeFromDraft(draft, sanitize)).toMatchObject({ description: ['Hi'], variations: [] });
  });

  it('sends an issue’s pages in order with their alts, leaving the cover to the first page', () => {
    const issue = draftFromRecord(
      'issue',
      {
        ...editorial,
        id: '7',
        title: 'Seven',
        description: '',
        pages: ['/p1', '/p2'],
        pageAlts: ['one', 'two'],
        createdAt: '2026-01-01T00:00:00Z',
      } as DeskRecord,
      sanitize,
    );
    const write = writeFromDraft({ ...issue, images: moveImage(issue.images, 1, 0) }, sanitize);
    expect(write).toMatchObject({ pages: ['/p2', '/p1'], pageAlts: ['two', 'one'] });
    expect(write).not.toHaveProperty('coverImage');
  });

  it('names images without alt text, and moves only within the list', () => {
    const images = [
      { path: '/a', alt: 'A' },
      { path: '/b', alt: ' ' },
    ];
    expect(imagesWithoutAlt({ images })).toEqual([{ path: '/b', alt: ' ' }]);
    expect(moveImage(images, 0, 5)).toEqual(images);
    expect(moveImage(images, 0, 1).map((image) => image.path)).toEqual(['/b', '/a']);
  });

  it('keeps an imported issue’s words, links, contents and date through the desk and back', () => {
    const link = { x: 0.1, y: 0.2, width: 0.3, height: 0.05, label: 'Tea', page: 2 };
    const record = {
      ...editorial,
      id: '8',
      title: 'Eight',
      description: 'From print',
      date: 'March 2026',
      pages: ['/p1', '/p2', '/p3'],
      pageTexts: [{ headline: 'Tea', body: ['One.', 'Two.'] }, null],
      pageLinks: [[link], []],
      contents: [{ title: 'Tea', page: 1, depth: 0 }],
      createdAt: '2026-01-01T00:00:00Z',
    } as DeskRecord;
    const issue = draftFromRecord('issue', record, sanitize);
    expect(issue.images[0]?.text).toEqual({ section: '', headline: 'Tea', standfirst: '', body: 'One.\n\nTwo.' });
    expect(issue.images[2]?.links).toEqual([]);
    expect(writeFromDraft(issue, sanitize)).toMatchObject({
      date: 'March 2026',
      pageTexts: [{ headline: 'Tea', body: ['One.', 'Two.'] }, null, null],
      pageLinks: [[link], [], []],
      contents: [{ title: 'Tea', page: 1, depth: 0 }],
    });
    expect(sameContent(issue, record, sanitize)).toBe(true);
    // Only the first page has words: the others need alt text before publishing.
    expect(imagesWithoutAlt(issue).map((page) => page.path)).toEqual(['/p2', '/p3']);
  });

  it('sends an issue of page pictures without words, links or contents, as before', () => {
    const record = {
      ...editorial,
      id: '9',
      title: 'Nine',
      description: '',
      pages: ['/p1'],
      createdAt: '2026-01-01T00:00:00Z',
    } as DeskRecord;
    const write = writeFromDraft(draftFromRecord('issue', record, sanitize), sanitize);
    for (const field of ['pageTexts', 'pageLinks', 'contents', 'date']) expect(write).not.toHaveProperty(field);
  });

  it('sends an issue’s number and cover month as the editor set them, and none when left empty', () => {
    const record = {
      ...editorial,
      id: '9',
      title: 'Nine',
      description: '',
      pages: ['/p1'],
      issueNumber: 9,
      coverDate: '2026-01',
      createdAt: '2026-01-01T00:00:00Z',
    } as DeskRecord;
    const issue = draftFromRecord('issue', record, sanitize);
    expect(issue).toMatchObject({ issueNumber: '9', coverDate: '2026-01' });
    expect(sameContent(issue, record, sanitize)).toBe(true);
    expect(writeFromDraft({ ...issue, issueNumber: ' 12 ', coverDate: '2026-12' }, sanitize)).toMatchObject({
      issueNumber: 12,
      coverDate: '2026-12',
    });
    const empty = writeFromDraft({ ...issue, issueNumber: '', coverDate: '' }, sanitize);
    for (const field of ['issueNumber', 'coverDate']) expect(empty).not.toHaveProperty(field);
    // Not a whole number: sent as none, which the API refuses by the field's name.
    expect(JSON.parse(JSON.stringify(writeFromDraft({ ...issue, issueNumber: '1.5' }, sanitize)))).toMatchObject({
      issueNumber: null,
    });
  });

  it('knows when the API already holds exactly the draft, whatever its version', () => {
    const draft = draftFromRecord('blog', blog, sanitize);
    expect(sameContent({ ...draft, version: 1 }, { ...blog, version: 9 } as DeskRecord, sanitize)).toBe(true);
    expect(sameContent({ ...draft, title: 'Other' }, blog, sanitize)).toBe(false);
  });
});

describe('a draft’s search and social words, captions and credits', () => {
  const worded = {
    ...blog,
    searchTitle: 'Dawn walks in Galle',
    socialDescription: 'Early light on the ramparts.',
    imageCaptions: ['', 'The lighthouse at six.'],
    imageCredits: ['Photograph: Nadee Perera', ''],
  } as DeskRecord;

  it('go from the record to the desk and back unchanged, each caption and credit with its picture', () => {
    const draft = draftFromRecord('blog', worded, sanitize);
    expect(draft.words).toEqual({
      searchTitle: 'Dawn walks in Galle',
      socialDescription: 'Early light on the ramparts.',
    });
    expect(draft.images).toEqual([
      { path: '/media/a.webp', alt: 'A', credit: 'Photograph: Nadee Perera' },
      { path: '/media/b.webp', alt: '', caption: 'The lighthouse at six.' },
    ]);
    expect(sameContent(draft, worded, sanitize)).toBe(true);
    const moved = writeFromDraft({ ...draft, images: moveImage(draft.images, 1, 0) }, sanitize);
    expect(moved).toMatchObject({
      images: ['/media/b.webp', '/media/a.webp'],
      imageCaptions: ['The lighthouse at six.', ''],
      imageCredits: ['', 'Photograph: Nadee Perera'],
    });
  });

  it('are sent trimmed, and an emptied field or an item without captions sends none', () => {
    const draft = draftFromRecord('blog', worded, sanitize);
    const write = writeFromDraft(
      {
        ...draft,
        words: { searchTitle: '  ', socialTitle: ' Shared ' },
        images: draft.images.map((image) => ({ ...image, caption: ' ', credit: '' })),
      },
      sanitize,
    );
    expect(write).toMatchObject({ socialTitle: 'Shared' });
    for (const field of ['searchTitle', 'searchDescription', 'socialDescription', 'imageCaptions', 'imageCredits']) {
      expect(write).not.toHaveProperty(field);
    }
    expect(writeFromDraft(draftFromRecord('blog', blog, sanitize), sanitize)).not.toHaveProperty('imageCaptions');
  });

  it('give an issue its cover’s caption and credit, from whichever page is the cover', () => {
    const record = {
      ...editorial,
      id: '7',
      title: 'Seven',
      description: 'Tea and trains.',
      pages: ['/p1', '/p2'],
      pageAlts: ['one', 'two'],
      coverCaption: 'Inside: tea.',
      coverCredit: 'Photograph: Kasun Herath',
      socialTitle: 'Seven, shared',
      createdAt: '2026-01-01T00:00:00Z',
    } as DeskRecord;
    const issue = draftFromRecord('issue', record, sanitize);
    expect(issue.images[0]).toMatchObject({ caption: 'Inside: tea.', credit: 'Photograph: Kasun Herath' });
    expect(writeFromDraft(issue, sanitize)).toMatchObject({
      coverCaption: 'Inside: tea.',
      coverCredit: 'Photograph: Kasun Herath',
      socialTitle: 'Seven, shared',
    });
    expect(sameContent(issue, record, sanitize)).toBe(true);
    const recovered = writeFromDraft({ ...issue, images: moveImage(issue.images, 1, 0) }, sanitize);
    expect(recovered).not.toHaveProperty('coverCaption');
  });
});

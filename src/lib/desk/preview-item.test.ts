import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft.ts';
import { ISSUE_PREVIEW_NEEDS, PREVIEW_ISSUE_ID, previewIssue } from './preview-item.ts';

const NOW = new Date('2026-11-24T10:00:00.000Z');

describe('previewIssue', () => {
  it('gives the reader the pages in the desk’s order, the first as the cover, under a preview id', () => {
    const draft = {
      ...emptyDraft('issue'),
      id: '7',
      title: 'Monsoon',
      excerpt: 'Rain on the south coast.',
      images: [
        { path: '/media/uploads/b/page-1000x1300.webp', alt: ' Stilts ' },
        { path: '/media/uploads/a/page-1000x1300.webp', alt: 'Lagoon' },
      ],
    };
    const preview = previewIssue(draft, NOW);
    expect(preview).toEqual({
      ok: true,
      issue: expect.objectContaining({
        id: PREVIEW_ISSUE_ID,
        title: 'Monsoon',
        description: 'Rain on the south coast.',
        coverImage: '/media/uploads/b/page-1000x1300.webp',
        pages: ['/media/uploads/b/page-1000x1300.webp', '/media/uploads/a/page-1000x1300.webp'],
        pageAlts: ['Stilts', 'Lagoon'],
        createdAt: NOW.toISOString(),
        date: '24 Nov 2026',
      }),
    });
  });

  it('shows the pages’ words as corrected, the date chosen, and leaves out words the API would refuse', () => {
    const text = { section: '', headline: 'Tea', standfirst: '', body: 'Picked by hand.' };
    const draft = {
      ...emptyDraft('issue'),
      title: 'Hill country',
      date: 'March 2026',
      images: [
        { path: '/media/a.webp', alt: '', text, links: [] },
        { path: '/media/b.webp', alt: '', text: { ...text, headline: '' } },
      ],
      contents: [{ title: 'Tea', page: 1, depth: 0 }],
    };
    const preview = previewIssue(draft, NOW);
    expect(preview.ok && preview.issue).toMatchObject({
      date: 'March 2026',
      pageTexts: [{ headline: 'Tea', body: ['Picked by hand.'] }, null],
      contents: [{ title: 'Tea', page: 1 }],
    });
  });

  it('waits for a title and a page, and previews no article', () => {
    const page = { path: '/media/uploads/a/page-1000x1300.webp', alt: '' };
    expect(previewIssue({ ...emptyDraft('issue'), images: [page] }, NOW)).toEqual({
      ok: false,
      message: ISSUE_PREVIEW_NEEDS,
    });
    expect(previewIssue({ ...emptyDraft('issue'), title: 'Empty' }, NOW).ok).toBe(false);
    expect(previewIssue({ ...emptyDraft('blog'), title: 'Blog', images: [page] }, NOW).ok).toBe(false);
  });
});

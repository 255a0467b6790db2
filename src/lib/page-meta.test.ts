import { describe, expect, it } from 'vitest';
import type { Issue } from './api/index.ts';
import { issueMeta } from './page-meta.ts';

const travel: Issue = {
  id: '5',
  title: 'Travel',
  date: 'September 2026',
  description: 'Trains, lagoons and hill-country walks.',
  coverImage: '/media/issues/5/page-01-1000x1300.webp',
  pages: ['/media/issues/5/page-01-1000x1300.webp', '/media/issues/5/page-02-1000x1300.webp'],
  createdAt: '2026-09-01T09:00:00.000Z',
};

describe('issueMeta', () => {
  it('uses the cover as the social image and describes the PublicationIssue', () => {
    const meta = issueMeta(travel);
    expect(meta.path).toBe('/magazines/5');
    expect(meta.image).toMatchObject({ alt: 'Cover of Travel', width: 1000, height: 1300 });
    expect(meta.image?.url).toMatch(/\/media\/issues\/5\/page-01-1000x1300\.webp$/);
    expect(meta.issue).toEqual({
      name: 'Travel',
      issueNumber: '5',
      datePublished: '2026-09-01T09:00:00.000Z',
      pageCount: 2,
    });
  });
});

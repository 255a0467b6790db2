import { describe, expect, it } from 'vitest';
import { auditChanges, auditItemTitle, formatAuditTime } from './audit-summary.ts';

const blog = {
  id: 'tea-hills',
  type: 'blog',
  title: 'Tea Hills',
  excerpt: 'Dawn above Nuwara Eliya.',
  category: 'travel',
  description: ['First light.'],
  images: ['/media/a.webp', '/media/b.webp'],
  imageAlts: ['Hills', 'Bungalow'],
  status: 'draft',
  version: 3,
};

describe('auditChanges', () => {
  it('names each changed field with its value before and after', () => {
    const after = { ...blog, title: 'Tea Hills at Dawn', category: 'household', version: 4 };
    expect(auditChanges({ before: blog, after })).toEqual([
      'Title: “Tea Hills” → “Tea Hills at Dawn”',
      'Topic: “travel” → “household”',
    ]);
  });

  it('says the text changed without repeating it, and counts or notices reordered images', () => {
    const longer = { ...blog, description: ['First light.', 'Then tea.'], images: ['/media/a.webp'] };
    expect(auditChanges({ before: blog, after: longer })).toEqual(['Text changed', 'Images: 2 → 1']);
    const swapped = { ...blog, images: ['/media/b.webp', '/media/a.webp'], imageAlts: ['Bungalow', 'Hills'] };
    expect(auditChanges({ before: blog, after: swapped })).toEqual(['Images reordered']);
    expect(auditChanges({ before: blog, after: { ...blog, imageAlts: ['Hills', ''] } })).toEqual(['Alt text changed']);
  });

  it('describes a status change, with a scheduled time', () => {
    const scheduled = { ...blog, status: 'scheduled', publishAt: '2026-11-20T10:30:00.000Z' };
    const [line] = auditChanges({ before: blog, after: scheduled });
    expect(line).toBe(`Status: draft → scheduled for ${formatAuditTime('2026-11-20T10:30:00.000Z')}`);
    expect(auditChanges({ before: scheduled, after: { ...blog, status: 'published' } })).toEqual([
      'Status: ' + `scheduled for ${formatAuditTime('2026-11-20T10:30:00.000Z')} → published`,
    ]);
  });

  it('names an issue’s pages and description, and cuts long values', () => {
    const issue = {
      id: '7',
      title: 'Monsoon',
      description: 'x'.repeat(100),
      pages: ['/p1', '/p2'],
      pageAlts: ['1', '2'],
    };
    const after = { ...issue, description: 'Short.', pages: ['/p2', '/p1'] };
    expect(auditChanges({ before: issue, after })).toEqual([
      `Description: “${'x'.repeat(59)}…” → “Short.”`,
      'Pages reordered',
    ]);
  });

  it('has nothing to compare for a create or a delete', () => {
    expect(auditChanges({ before: null, after: blog })).toEqual([]);
    expect(auditChanges({ before: blog, after: null })).toEqual([]);
  });

  it('names the file and page count of an issue made from a PDF', () => {
    const after = { title: 'March', fileName: 'march-print.pdf', pageCount: 120 };
    expect(auditChanges({ before: null, after })).toEqual(['From march-print.pdf, 120 pages']);
  });

  it('names a page’s words, links, the contents and the date of an issue when they change', () => {
    const issue = {
      title: 'March',
      description: '',
      pages: ['/p1'],
      pageTexts: [{ headline: 'Tea', body: [] }],
      pageLinks: [[]],
      contents: [{ title: 'Tea', page: 1, depth: 0 }],
    };
    const after = { ...issue, date: 'March 2026', pageTexts: [{ headline: 'Tea, corrected', body: [] }], contents: [] };
    expect(auditChanges({ before: issue, after })).toEqual([
      'Date: (empty) → “March 2026”',
      'Words of the pages changed',
      'Contents changed',
    ]);
  });

  it('names the page drawn anew and the PDF it came from', () => {
    const before = { page: 3, image: '/media/old.webp' };
    const after = { page: 3, image: '/media/new.webp', fileName: 'advert.pdf', pdfPage: 2 };
    expect(auditChanges({ before, after })).toEqual(['Page 3 from page 2 of advert.pdf']);
  });
});

describe('auditItemTitle', () => {
  it('takes the title after the write, else before it, else the id', () => {
    expect(auditItemTitle({ id: 'x', before: blog, after: { ...blog, title: 'New' } })).toBe('New');
    expect(auditItemTitle({ id: 'x', before: blog, after: null })).toBe('Tea Hills');
    expect(auditItemTitle({ id: 'x', before: null, after: null })).toBe('x');
  });

  it('names the hero’s slides that changed, and the front page as the row’s item', () => {
    const slide = { topic: 'gems', title: 'Gems of Ratnapura', text: 'Sapphires.' };
    const entry = {
      id: 'hero',
      kind: 'front' as const,
      before: { slides: [slide, slide] },
      after: { slides: [slide, { ...slide, title: 'Blue Fire', image: '/media/uploads/a/b.webp' }] },
    };
    expect(auditChanges(entry)).toEqual(['Slide 2: “Gems of Ratnapura” → “Blue Fire”', 'Slide 2: picture changed']);
    expect(auditItemTitle(entry)).toBe('Front page: the hero');
  });

  it('names the lead a blog took over, and the issue a pin replaced', () => {
    expect(auditChanges({ before: { lead: 'old-lead' }, after: { lead: 'new-lead', title: 'New' } })).toEqual([
      'In place of old-lead',
    ]);
    expect(auditChanges({ before: null, after: { pinned: '3', title: 'Art' } })).toEqual([]);
    expect(auditChanges({ before: { pinned: '2' }, after: { pinned: '3', title: 'Art' } })).toEqual([
      'In place of issue 2',
    ]);
  });

  it('names an author by name and says what of the record changed', () => {
    const author = { slug: 'meera', name: 'Meera Kandiah', bio: 'Craft.', links: [] };
    const entry = {
      id: 'meera',
      kind: 'author' as const,
      before: author,
      after: {
        ...author,
        name: 'Meera Perera',
        formerNames: ['Meera Kandiah'],
        portrait: '/media/uploads/a/b.webp',
        links: [{ label: 'Site', url: 'https://example.com/' }],
      },
    };
    expect(auditItemTitle(entry)).toBe('Meera Perera');
    expect(auditChanges(entry)).toEqual([
      'Name: “Meera Kandiah” → “Meera Perera”',
      'Portrait changed',
      'Links changed',
    ]);
    expect(auditChanges({ ...entry, before: null })).toEqual([]);
    expect(auditItemTitle({ ...entry, after: null })).toBe('Meera Kandiah');
  });
});

import { describe, expect, it } from 'vitest';
import {
  describeChanges,
  itemOfPage,
  itemPath,
  mergeChanges,
  parseNotification,
  type Change,
} from './rebuild-changes.ts';

describe('notifications', () => {
  it('reads the changes of the API notification', () => {
    const body = JSON.stringify({
      changes: [
        { kind: 'blog', id: 'tea-country', action: 'create' },
        { kind: 'issue', id: '7', action: 'delete' },
      ],
    });
    expect(parseNotification(body)).toEqual({
      ok: true,
      changes: [
        { kind: 'blog', id: 'tea-country', action: 'create' },
        { kind: 'issue', id: '7', action: 'delete' },
      ],
    });
  });

  it('takes an empty body, as build hooks send, for a full rebuild with no items', () => {
    expect(parseNotification('')).toEqual({ ok: true, changes: [] });
    expect(parseNotification('  \n')).toEqual({ ok: true, changes: [] });
  });

  it('refuses bad JSON and malformed changes with a clear reason', () => {
    expect(parseNotification('{"changes":')).toEqual({ ok: false, error: 'The body is not valid JSON' });
    const wrongKind = parseNotification('{"changes":[{"kind":"page","id":"a","action":"create"}]}');
    expect(wrongKind).toMatchObject({ ok: false, error: expect.stringContaining('changes.0.kind') });
    expect(parseNotification('{"changed":[]}')).toMatchObject({ ok: false, error: expect.stringContaining('changes') });
  });

  it('refuses ids that could name a path outside the item pages', () => {
    for (const id of ['../secret', '..', '.', 'a/b', '', 'a b']) {
      const result = parseNotification(JSON.stringify({ changes: [{ kind: 'blog', id, action: 'update' }] }));
      expect(result, id).toMatchObject({ ok: false, error: expect.stringContaining('changes.0.id') });
    }
  });
});

describe('merging changes', () => {
  const change = (id: string, action: Change['action'], kind: Change['kind'] = 'blog'): Change => ({
    kind,
    id,
    action,
  });

  it('keeps one entry per item, the latest action winning', () => {
    expect(
      mergeChanges(
        [change('a', 'create'), change('b', 'update')],
        [change('a', 'delete'), change('a', 'update', 'vlog')],
      ),
    ).toEqual([change('b', 'update'), change('a', 'delete'), change('a', 'update', 'vlog')]);
  });

  it('names the page of each kind of item', () => {
    expect(itemPath({ kind: 'blog', id: 'x' })).toBe('/blogs/x');
    expect(itemPath({ kind: 'vlog', id: 'y' })).toBe('/vlogs/y');
    expect(itemPath({ kind: 'issue', id: '3' })).toBe('/magazines/3');
  });

  it("reads back the item of an item's built page, and none of any other file", () => {
    expect(itemOfPage('blogs/tea-country/index.html')).toEqual({ kind: 'blog', id: 'tea-country' });
    expect(itemOfPage('vlogs/kandy/index.html')).toEqual({ kind: 'vlog', id: 'kandy' });
    expect(itemOfPage('magazines/6/index.html')).toEqual({ kind: 'issue', id: '6' });
    for (const other of [
      'index.html',
      'blogs/index.html',
      'blogs/page/2/index.html',
      'magazines/6/page/2/index.html',
      'travel/index.html',
      'rss.xml',
      'desk/blogs/a/index.html',
    ]) {
      expect(itemOfPage(other), other).toBeUndefined();
    }
  });

  it('describes a batch for the log', () => {
    expect(describeChanges([])).toBe('a full rebuild');
    expect(describeChanges([change('a', 'create'), change('3', 'delete', 'issue')])).toBe(
      'create blog a, delete issue 3',
    );
  });
});

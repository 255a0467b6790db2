import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtIssuePath, readBuiltIssue, startReadingBuiltIssue } from './built-issue.ts';

const issue = { id: '7', title: 'The Escape', date: 'May 2026', coverImage: '/c.jpg', description: '', pages: [] };
// The site's own file server is the edge of the machine here: fetch answers from memory.
const network = vi.fn(async () => Response.json(issue));

afterEach(() => {
  vi.unstubAllGlobals();
  network.mockClear();
});

describe('the built issue', () => {
  it('is read from the file written beside the issue page', async () => {
    vi.stubGlobal('fetch', network);
    expect(builtIssuePath('7')).toBe('/magazines/7/issue.json');
    await expect(readBuiltIssue('7')).resolves.toEqual(issue);
    expect(network).toHaveBeenCalledWith('/magazines/7/issue.json');
  });

  it('is read once when a read started ahead is picked up, and afresh after that', async () => {
    vi.stubGlobal('fetch', network);
    startReadingBuiltIssue('7');
    startReadingBuiltIssue('7');
    expect(network).toHaveBeenCalledTimes(1);
    await expect(readBuiltIssue('7')).resolves.toEqual(issue);
    expect(network).toHaveBeenCalledTimes(1);
    await readBuiltIssue('7');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('hands a failed read started ahead to whoever picks it up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    startReadingBuiltIssue('8');
    await expect(readBuiltIssue('8')).rejects.toThrow('/magazines/8/issue.json answered 404');
  });
});

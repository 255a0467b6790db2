import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { issueFromPrint } from './issue-from-print.ts';
import { loadSeedContent } from './seed-content.ts';
import { issuePageTexts, issueToWire } from './to-wire.ts';
import type { SeedIssue } from './types.ts';

/** The import runs in its own process at a lower priority: minutes on a busy machine. */
const IMPORT_WAIT_MS = 300_000;
let magazine: TempMagazine;
let issue: SeedIssue;

beforeAll(async () => {
  magazine = await openTempMagazine();
  const printed = (await loadSeedContent()).issues.find((candidate) => candidate.fromPrintPdf);
  if (!printed) throw new Error('The seed has no issue made from its print PDF');
  issue = printed;
});

afterAll(() => magazine.cleanup());

describe('the seed issue made from its print PDF', { timeout: IMPORT_WAIT_MS }, () => {
  it('reads back every headline, the contents page’s links and the outline through the import', async () => {
    const made = await issueFromPrint(magazine.db, magazine.mediaDir, issueToWire(issue), issue);
    const written = issuePageTexts(issue);
    expect(made.pages).toHaveLength(written.length);
    expect(made.pageTexts?.map((text) => text?.headline)).toEqual(written.map((text) => text.headline));
    // Every story page's body comes back word for word, its columns read in order. A compound
    // broken at its own hyphen at a line end ("hard-/wearing") cannot be told from a word the layout
    // hyphenated, and is joined as one: hyphens are left out of the comparison.
    const unhyphenated = (paragraphs: readonly string[] | undefined) => (paragraphs ?? []).join(' ').replace(/-/g, '');
    written.forEach((text, index) => {
      if (index > 1) expect(unhyphenated(made.pageTexts?.[index]?.body)).toBe(unhyphenated(text.body));
    });
    const contentsPage = issue.pages.findIndex((page) => page.section === 'Contents') + 1;
    expect(made.pageLinks?.[contentsPage]?.map((link) => [link.label, link.page])).toEqual(
      written.slice(contentsPage + 1).map((text, at) => [text.headline, contentsPage + at + 2]),
    );
    expect(made.contents?.[0]).toEqual({ title: issue.title, page: 1, depth: 0 });
    expect(made.contents?.map((entry) => entry.page)).toContain(written.length);
    expect(made).toMatchObject({
      id: issue.id,
      title: issue.title,
      createdAt: issue.createdAt,
      coverImage: made.pages?.[0],
    });

    const again = await issueFromPrint(magazine.db, magazine.mediaDir, issueToWire(issue), issue);
    expect(again.pages).toEqual(made.pages);
    expect(await magazine.db.importJobs.list(10)).toHaveLength(1);
  });
});

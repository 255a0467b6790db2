/** The issue reads: every issue (covers and page counts, no pages), the latest one, and one by id. */
import { Hono } from 'hono';
import { ISSUE_ID_PATTERN } from '../../contract/schemas.ts';
import type { WireIssue } from '../../contract/schemas.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { jsonError } from '../http/errors.ts';
import { readRoute } from '../http/routes.ts';

/** The grid needs covers, not every page image, text or link; the count lets it say how long an issue is. */
function withoutPages({
  pages,
  pageAlts: _pageAlts,
  pageTexts: _pageTexts,
  pageLinks: _pageLinks,
  contents: _contents,
  ...issue
}: WireIssue): WireIssue {
  return { ...issue, pageCount: issue.pageCount ?? pages?.length ?? 0 };
}

export function issueRoutes(db: MagazineStorage): Hono {
  const routes = new Hono();

  readRoute(routes, '/issues', async (c) => c.json((await db.listIssues()).map(withoutPages)));

  // Registered before /issues/:id so "latest" is never taken for an id.
  readRoute(routes, '/issues/latest', async (c) => {
    const issue = await db.latestIssue();
    return issue ? c.json(issue) : jsonError(c, 404, 'Issue not found');
  });

  readRoute(routes, '/issues/:id', async (c) => {
    const id = c.req.param('id') ?? '';
    if (!ISSUE_ID_PATTERN.test(id)) return jsonError(c, 400, 'Invalid issue id');
    const issue = await db.findIssue(Number(id));
    return issue ? c.json(issue) : jsonError(c, 404, 'Issue not found');
  });

  return routes;
}

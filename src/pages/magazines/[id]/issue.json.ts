/** A built issue for its reader (src/lib/reader/built-issue.ts), rendered when the issue's page is. */
import type { APIRoute } from 'astro';
import type { Issue } from '../../../lib/api/index.ts';
import { getStaticPathsIssues } from '../../../lib/content/queries.ts';
import { builtIssueJson } from '../../../lib/reader/built-issue.ts';

export const getStaticPaths = getStaticPathsIssues;

export const GET: APIRoute = ({ props }) =>
  new Response(builtIssueJson((props as { issue: Issue }).issue), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

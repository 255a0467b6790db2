/**
 * Collections loaded from the magazine API at build time. A failed call or a malformed item
 * stops the build with an error naming the URL or the item and field (see src/lib/api).
 */
import { defineCollection } from 'astro:content';
import { fetchBlogs, fetchIssue, fetchIssues, fetchVlogs } from './lib/api/index.ts';

const blogs = defineCollection({ loader: () => fetchBlogs() });

const vlogs = defineCollection({ loader: () => fetchVlogs() });

/** The list answer leaves pages out, so each issue is read in full. */
const issues = defineCollection({
  loader: async () => Promise.all((await fetchIssues()).map((issue) => fetchIssue(issue.id))),
});

export const collections = { blogs, vlogs, issues };

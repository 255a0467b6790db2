/** The user-visible messages of spec section 8 for API calls, spelled exactly as the spec does. */
export const API_MESSAGES = {
  blogsFailed: 'Failed to fetch blog posts. Please try again.',
  blogFailed: 'Failed to fetch blog post. Please try again.',
  randomBlogsFailed: 'Failed to fetch Random blog posts. Please try again.',
  blogLoadFallback: 'Failed to load blog',
  vlogLoadFallback: 'Failed to load vlog',
  issuesFailed: 'Failed to fetch issues. Please try again.',
  issueFailed: 'Failed to fetch issue details. Please try again.',
  latestIssueFailed: 'Failed to fetch latest issue details. Please try again.',
} as const;

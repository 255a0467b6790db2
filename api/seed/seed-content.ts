/** The seed content as one value, and the loader for the editors' files in ./content/. */
import type { WireAuthor } from '../../contract/authors.ts';
import type { SeedBlog, SeedIssue, SeedVlog } from './types.ts';

export interface SeedContent {
  blogs: SeedBlog[];
  vlogs: SeedVlog[];
  issues: SeedIssue[];
  /** Records for some of the bylines' names; none when left out. */
  authors?: WireAuthor[];
}

/** Loaded on demand so modules that only convert or draw do not need the content to exist. */
export async function loadSeedContent(): Promise<SeedContent> {
  const [{ blogsA }, { blogsB }, { vlogs }, { issues }, { authors }] = await Promise.all([
    import('./content/blogs-a.ts'),
    import('./content/blogs-b.ts'),
    import('./content/vlogs.ts'),
    import('./content/issues.ts'),
    import('./content/authors.ts'),
  ]);
  return { blogs: [...blogsA, ...blogsB], vlogs, issues, authors };
}

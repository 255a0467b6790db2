/**
 * Before Astro starts, the API the pages are read from must answer. Otherwise a build with the API
 * down bundles the whole site (about 10 CPU-seconds on two cores) before its first read fails, and
 * says the same thing then.
 */
import { getJson } from '../../src/lib/api/client.ts';
import { apiBase } from '../../src/lib/api/urls.ts';

/** The API a build with these settings reads, as the site's own client finds it. */
export function buildApiBase(env: NodeJS.ProcessEnv): string {
  return apiBase(env.PUBLIC_API_URL || process.env.PUBLIC_API_URL);
}

/** Resolves once the API's health answers, with the client's retries; else throws naming the URL. */
export async function assertApiAnswers(env: NodeJS.ProcessEnv): Promise<void> {
  await getJson('/health', { base: buildApiBase(env) });
}

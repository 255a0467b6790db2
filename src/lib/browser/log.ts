/**
 * Failures that are logged but not shown to the reader (favourite and save calls).
 * They go to console.warn: console.error is reserved for failures that break a page.
 */
export function logFailure(what: string, error: unknown): void {
  console.warn(`${what}:`, error instanceof Error ? error.message : error);
}

/**
 * Failures the specification wants logged but not shown (favourite and save calls, section 8).
 * They go to console.warn: console.error is reserved for failures that break a page.
 */
export function logFailure(what: string, error: unknown): void {
  console.warn(`${what}:`, error instanceof Error ? error.message : error);
}

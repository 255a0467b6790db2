/**
 * Figures of `npm run bench:api`: medians over runs, the ratio to the bare server, the goals of
 * the API under load and the check that the subscribers table holds exactly the accepted addresses.
 */

/** One autocannon run, reduced to what is reported. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export const API_LOAD_GOALS = {
  /** Item reads (`GET /api/blogs/{id}`) per second. */
  itemReadsPerSecond: 5000,
  p99Ms: 20,
  errors: 0,
  /**
   * The API's item reads over the bare node:http server's, same run. Only item reads: a sign-up
   * stores an address behind a limit, where the bare server stores nothing.
   */
  ratioToBare: 0.6,
} as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs; errors and non-2xx answers are summed, as any one counts. */
export function medianFigures(runs: readonly LoadFigures[]): LoadFigures {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

export interface CaseFigures {
  name: string;
  api: LoadFigures;
  bare: LoadFigures;
  /** Whether the case is an item read, held to the requests-per-second goal. */
  itemRead: boolean;
}

export const ratioToBare = (figures: CaseFigures) => figures.api.requestsPerSecond / figures.bare.requestsPerSecond;

/** The goals a case misses, in words; empty when it meets them all. */
export function missedGoals(figures: CaseFigures, goals = API_LOAD_GOALS): string[] {
  const missed: string[] = [];
  const { api } = figures;
  if (figures.itemRead && api.requestsPerSecond < goals.itemReadsPerSecond) {
    missed.push(`${Math.round(api.requestsPerSecond)} requests/s < ${goals.itemReadsPerSecond}`);
  }
  if (api.p99Ms > goals.p99Ms) missed.push(`p99 ${api.p99Ms} ms > ${goals.p99Ms} ms`);
  if (api.errors + api.non2xx > goals.errors) missed.push(`${api.errors} errors, ${api.non2xx} non-2xx answers`);
  const ratio = ratioToBare(figures);
  if (figures.itemRead && ratio < goals.ratioToBare)
    missed.push(`${ratio.toFixed(2)} of the bare server's rate < ${goals.ratioToBare}`);
  return missed;
}

export interface SubscriberDifference {
  /** Accepted (2xx, added) but not in the table. */
  missing: string[];
  /** In the table but never accepted, nor sent without an answer. */
  unexpected: string[];
  /** In the table, sent when the run stopped: the API stored them, the answer was never read. */
  cutOff: string[];
}

/**
 * Compares the table with the accepted addresses. A timed run stops with a request in flight on
 * each connection; those addresses (`unanswered`) may be stored, as their answers were not read.
 */
export function subscriberDifference(
  accepted: Iterable<string>,
  stored: Iterable<string>,
  unanswered: Iterable<string> = [],
): SubscriberDifference {
  const acceptedSet = new Set(accepted);
  const storedSet = new Set(stored);
  const unansweredSet = new Set(unanswered);
  const notAccepted = [...storedSet].filter((email) => !acceptedSet.has(email)).sort();
  return {
    missing: [...acceptedSet].filter((email) => !storedSet.has(email)).sort(),
    unexpected: notAccepted.filter((email) => !unansweredSet.has(email)),
    cutOff: notAccepted.filter((email) => unansweredSet.has(email)),
  };
}

/** A plain-text table of the cases, API beside bare server. */
export function loadTable(cases: readonly CaseFigures[]): string {
  const header = ['case', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'ratio'];
  const row = (name: string, server: string, figures: LoadFigures, ratio: string) => [
    name,
    server,
    String(Math.round(figures.requestsPerSecond)),
    String(figures.p50Ms),
    String(figures.p99Ms),
    String(figures.errors),
    String(figures.non2xx),
    ratio,
  ];
  const lines = cases.flatMap((figures) => [
    row(figures.name, 'api', figures.api, ratioToBare(figures).toFixed(2)),
    row('', 'bare', figures.bare, ''),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

/**
 * What a process and all its descendants use (Astro's build may start workers and the Pagefind
 * binary), from /proc on Linux: the peak of the sum of their resident sets, sampled; and the CPU
 * time they have taken, the processes that ended counted in their parents' totals.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessEntry {
  pid: number;
  ppid: number;
  rssBytes: number;
  /** User and system CPU ticks of the process and of its children that ended and were waited for. */
  cpuTicks: number;
}

/** `root` and every process below it, from one snapshot of the table. */
function treeOf(table: readonly ProcessEntry[], root: number): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of table) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  const tree: ProcessEntry[] = [];
  const pending = table.filter((entry) => entry.pid === root);
  while (pending.length > 0) {
    const entry = pending.pop() as ProcessEntry;
    tree.push(entry);
    pending.push(...(children.get(entry.pid) ?? []));
  }
  return tree;
}

/** The resident memory of `root` and every process below it, from one snapshot of the table. */
export function treeRssBytes(table: readonly ProcessEntry[], root: number): number {
  return treeOf(table, root).reduce((sum, entry) => sum + entry.rssBytes, 0);
}

/** The CPU ticks of `root` and every process below it, from one snapshot of the table. */
export function treeCpuTicks(table: readonly ProcessEntry[], root: number): number {
  return treeOf(table, root).reduce((sum, entry) => sum + entry.cpuTicks, 0);
}

/** `/proc/<pid>/stat` fields after the command name: state, ppid, … and rss (in pages) at 24. */
export function parseStat(stat: string, pageBytes: number): ProcessEntry | undefined {
  const close = stat.lastIndexOf(')');
  if (close < 0) return undefined;
  const pid = Number(stat.slice(0, stat.indexOf(' ')));
  const fields = stat.slice(close + 2).split(' ');
  const ppid = Number(fields[1]);
  const rssPages = Number(fields[21]);
  // utime, stime, cutime and cstime: fields 14 to 17 of the line.
  const cpuTicks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  if (![pid, ppid, rssPages, cpuTicks].every(Number.isFinite)) return undefined;
  return { pid, ppid, rssBytes: rssPages * pageBytes, cpuTicks };
}

const PAGE_BYTES = 4096;

function readTable(): ProcessEntry[] {
  const table: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const entry = parseStat(readFileSync(`/proc/${name}/stat`, 'utf8'), PAGE_BYTES);
      if (entry) table.push(entry);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return table;
}

/** Ticks of CPU time a second, as Linux counts them in /proc (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU seconds `pid` and its descendants have taken so far. A child that ended counts once its
 * parent has waited for it, as Node does for the children it starts.
 */
export function treeCpuSeconds(pid: number = process.pid): number {
  return treeCpuTicks(readTable(), pid) / TICKS_PER_SECOND;
}

/** The name a process goes by in a CPU split: its script's file name, or its program's. */
export function processName(cmdline: string): string {
  const args = cmdline.split('\0').filter(Boolean);
  const script = args.slice(1).find((arg) => /\.(ts|js|mjs|cjs)$/.test(arg));
  return (script ?? args[0] ?? '?').split('/').pop() as string;
}

/** Sums one measure of `pid` and each of its descendants by process name. */
function treeSumByName(pid: number, measure: (entry: ProcessEntry) => number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const entry of treeOf(readTable(), pid)) {
    let name = '?';
    try {
      name = processName(readFileSync(`/proc/${entry.pid}/cmdline`, 'utf8'));
    } catch {
      // The process ended between reading its stat and its command line.
    }
    byName.set(name, (byName.get(name) ?? 0) + measure(entry));
  }
  return byName;
}

/**
 * The CPU seconds of `pid` and each of its descendants so far, by process name: what
 * `cpuSplitSince` compares to say where a stretch of work spent its CPU.
 */
export function treeCpuByName(pid: number = process.pid): Map<string, number> {
  return treeSumByName(pid, (entry) => entry.cpuTicks / TICKS_PER_SECOND);
}

/** The CPU seconds each name took since `before`, largest first; a process that ended is in its parent's. */
export function cpuSplitSince(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>) {
  return [...after]
    .map(([name, seconds]) => ({ name, seconds: seconds - (before.get(name) ?? 0) }))
    .filter((entry) => entry.seconds > 0)
    .sort((a, b) => b.seconds - a.seconds);
}

/** The resident memory of `pid` and each of its descendants now, summed by process name. */
function treeRssByName(pid: number): Map<string, number> {
  return treeSumByName(pid, (entry) => entry.rssBytes);
}

/**
 * Samples the tree under `pid` every `intervalMs` until stopped; `stop` answers the peak in bytes.
 * With `byName`, the peak of each process name is kept too (the build worker, the indexer …),
 * each at its own highest sample.
 */
export function watchTreeMemory(
  pid: number,
  intervalMs = 200,
  byName = false,
): { stop: () => number; peaksByName: () => Map<string, number> } {
  let peak = 0;
  const peaks = new Map<string, number>();
  const sample = () => {
    if (!byName) {
      peak = Math.max(peak, treeRssBytes(readTable(), pid));
      return;
    }
    let sum = 0;
    for (const [name, bytes] of treeRssByName(pid)) {
      sum += bytes;
      peaks.set(name, Math.max(peaks.get(name) ?? 0, bytes));
    }
    peak = Math.max(peak, sum);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
    peaksByName: () => new Map(peaks),
  };
}

/**
 * Peak memory of a process and all its descendants (Astro's build may start workers and the
 * Pagefind binary), sampled from /proc on Linux: the sum of their resident sets at each sample.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessEntry {
  pid: number;
  ppid: number;
  rssBytes: number;
}

/** The resident memory of `root` and every process below it, from one snapshot of the table. */
export function treeRssBytes(table: readonly ProcessEntry[], root: number): number {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of table) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  let total = 0;
  const pending = table.filter((entry) => entry.pid === root);
  while (pending.length > 0) {
    const entry = pending.pop() as ProcessEntry;
    total += entry.rssBytes;
    pending.push(...(children.get(entry.pid) ?? []));
  }
  return total;
}

/** `/proc/<pid>/stat` fields after the command name: state, ppid, … and rss (in pages) at 24. */
export function parseStat(stat: string, pageBytes: number): ProcessEntry | undefined {
  const close = stat.lastIndexOf(')');
  if (close < 0) return undefined;
  const pid = Number(stat.slice(0, stat.indexOf(' ')));
  const fields = stat.slice(close + 2).split(' ');
  const ppid = Number(fields[1]);
  const rssPages = Number(fields[21]);
  if (!Number.isFinite(pid) || !Number.isFinite(ppid) || !Number.isFinite(rssPages)) return undefined;
  return { pid, ppid, rssBytes: rssPages * pageBytes };
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

/** Samples the tree under `pid` every `intervalMs` until stopped; answers the peak in bytes. */
export function watchTreeMemory(pid: number, intervalMs = 200): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRssBytes(readTable(), pid));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
